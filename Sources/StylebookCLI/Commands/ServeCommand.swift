import ArgumentParser
import DevServer
import Foundation
import GeneratorSupport

/// `stylebook serve`: local preview with live reload. The server logic lives in DevServer.
struct ServeCommand: AsyncParsableCommand, DocumentedCommand, OutputConfigurable {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "stopped with Ctrl-C (or SIGTERM) after serving"),
            (1, "the port is in use or the address cannot be used, or the content folder cannot be read"),
            CommandHelp.misuse,
        ],
        examples: [
            ("Preview the site at http://127.0.0.1:8000/ and open it in the browser", "stylebook serve --open"),
            ("Serve on any free port; the address printed is the one to open", "stylebook serve --port 0"),
            ("Let other machines on the network see the preview", "stylebook serve --host 0.0.0.0 --port 8080"),
        ])

    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it locally and rebuild what changes as you edit.",
        discussion: help.discussion("""
        Builds into a private temporary folder (your _site/ is left alone), serves it, and watches \
        Content/, Templates/ and Sources/. Pages reload on change; build errors show in the \
        terminal and in the page while the last good site stays served. A change under Sources/ \
        builds and runs the package's describing executable again and rebuilds the site with the \
        new design system, serving the old site until then. Ctrl-C stops and cleans up.
        """))

    @OptionGroup var inputs: ContentOptions

    @Option(help: ArgumentHelp("Port to listen on; 0 picks a free one.", valueName: "port"))
    var port = 8000

    @Option(help: ArgumentHelp("Address to bind; other machines can connect only if you bind beyond 127.0.0.1.", valueName: "address"))
    var host = "127.0.0.1"

    @Flag(help: "Open the site in the default browser once it is served.")
    var open = false

    @OptionGroup var outputOptions: OutputOptions

    /// Set across a restart so the browser is not opened twice.
    static let restartedVariable = "STYLEBOOK_SERVE_RESTARTED"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, got \(port).") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty.") }
    }

    func run() async throws {
        let restarted = ProcessInfo.processInfo.environment[Self.restartedVariable] != nil
        let siteConfiguration = try ProjectConfiguration.load()
        var build = try inputs.buildOptions(system: DesignSystemCatalog.defaultSystem, configuration: siteConfiguration)
        try build.requireContentFolder()
        if !siteConfiguration.versions.isEmpty {
            // The versions are built (or reused) once; edits rebuild the working tree only.
            switch await VersionedBuild(working: build, configuration: siteConfiguration, systemName: nil).serveOptions() {
            case .success(let options): build = options
            case .failure(let error):
                Console.report(error.diagnostics)
                if let counts = DiagnosticFormatter.counts(of: error.diagnostics) { Console.error(counts) }
                throw ExitCode(ExitStatus.problems)
            }
        }
        var configuration = DevServerConfiguration(
            host: host, port: port, build: build, openBrowser: open && !restarted, executablePath: Self.executablePath)
        if DesignSystemCatalog.fromPackage {
            configuration.describe = { PackageSystem.reload() }
            configuration.tokenFiles = PackageSystem.watchedTokenFiles
        }
        // The plain tool in a package without a describing executable serves pages only: nothing
        // under Sources/ is its to rebuild (a program carrying its own system rebuilds itself).
        configuration.watchSources = !DesignSystemCatalog.systems.isEmpty
        try checkPort()
        let server = DevServer(configuration: configuration)
        let exit: DevServer.Exit
        do {
            exit = try await server.run()
        } catch {
            throw CommandFailure("\(error)")
        }
        if case .restart(let executable) = exit {
            Self.reexec(executable)
            throw CommandFailure("cannot start the rebuilt \(executable); start stylebook serve again")
        }
    }

    /// Before the first build, which can take a while: a busy port is known at once.
    func checkPort() throws {
        switch PortCheck.check(host: host, port: port) {
        case .free:
            return
        case .inUse:
            let next = PortCheck.nextFree(after: port, host: host).map { "; try --port \($0)" } ?? ""
            throw CommandFailure("port \(port) is in use\(next)")
        case .unusable(let reason):
            throw CommandFailure("cannot listen on \(host) port \(port): \(reason)", hint: "check --host; 127.0.0.1 serves this machine only")
        }
    }

    /// The absolute path this process was started from, resolved before anything changes directory.
    static var executablePath: String {
        let argument = CommandLine.arguments.first ?? "stylebook"
        if argument.contains("/") {
            return URL(fileURLWithPath: argument).standardizedFileURL.path
        }
        // Found through PATH: Foundation asks the OS (/proc/self/exe on Linux, the loader on macOS).
        return Bundle.main.executablePath ?? argument
    }

    /// Replaces this process with the rebuilt binary, same arguments; returns only on failure.
    static func reexec(_ executable: String) {
        setenv(restartedVariable, "1", 1)
        // Signal handling set up for serving must not leak into the new process.
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        let arguments = [executable] + CommandLine.arguments.dropFirst()
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        execv(executable, &argv)
    }
}
