import Foundation
import GeneratorSupport
import Hummingbird
import Logging
import ServiceLifecycle
import SiteBuilder
import StylebookKit

/// `stylebook serve`: builds the site into a private temporary folder, serves it on
/// 127.0.0.1 (unless told otherwise), watches Content/, Templates/ and Sources/, rebuilds what
/// a change touches and tells open pages to reload. Stops on SIGINT/SIGTERM and removes the folder.
public struct DevServer: Sendable {
    public enum Exit: Sendable, Equatable {
        case stopped
        /// Sources changed and the package was rebuilt: the caller execs this binary.
        case restart(executable: String)
    }

    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    public var configuration: DevServerConfiguration

    public init(configuration: DevServerConfiguration) {
        self.configuration = configuration
    }

    public func run() async throws -> Exit {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("stylebook-serve-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var options = configuration.build
        options.outputDirectory = scratch.appendingPathComponent("site")

        let hub = LiveReloadHub()
        let session = SiteSession(options: options)
        let start = ContinuousClock.now
        let first = await session.start()
        var log = DiagnosticLog()
        Console.report(log.toPrint(first.diagnostics))
        if first.succeeded {
            Console.status("Built the site in \(Console.milliseconds(since: start))")
        } else {
            await hub.showError(DiagnosticLog.overlayText(first.diagnostics))
            Console.status("The site has errors; serving a placeholder until they are fixed")
        }

        let watched = configuration.watchedFolders
        Console.detail("Watching " + watched.map { Self.shown($0.path) + "/" }.joined(separator: ", "))
        let watcher = FileWatcher(roots: watched, quiet: configuration.quiet) { folder, reason in
            Console.report([Diagnostic(.serveWatchFailed,
                "cannot watch '\(Self.shown(folder))' (\(reason)); changes there will not reload the site",
                hint: reason.contains("watch limit") ? "raise it: sudo sysctl fs.inotify.max_user_watches=524288" : nil)])
        }
        let rebuilder = RebuildService(configuration: configuration, session: session, hub: hub, watcher: watcher, log: log)
        var logger = Logger(label: "stylebook.serve")
        logger.logLevel = .warning
        let configuration = self.configuration
        let app = Application(
            router: DevServerRouter.make(site: options.outputDirectory, hub: hub),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                // With --port 0 the system picks the port: print the one actually bound.
                let url = configuration.url(port: channel.localAddress?.port ?? configuration.port)
                Console.output("Serving \(url) (Ctrl-C to stop)")
                if configuration.openBrowser { Self.openBrowser(url) }
            },
            logger: logger)
        let group = ServiceGroup(configuration: .init(
            services: [
                .init(service: app),
                .init(service: rebuilder, successTerminationBehavior: .gracefullyShutdownGroup),
            ],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger))
        do {
            try await group.run()
        } catch {
            watcher.stop()
            await hub.finish()
            throw StartError(description: "cannot serve on \(configuration.url): \(error)")
        }
        if let executable = rebuilder.restartExecutable { return .restart(executable: executable) }
        // A large site takes a moment to delete; say why the prompt has not come back yet.
        Console.status("Stopping: removing the temporary site")
        try? FileManager.default.removeItem(at: scratch)
        Console.status("Stopped")
        return .stopped
    }

    /// A path as the terminal shows it: relative to the working directory when below it.
    static func shown(_ path: String) -> String {
        DisplayPath.of(path: path)
    }

    /// Best effort: a missing opener is not worth failing over; the URL is printed anyway.
    static func openBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
        process.arguments = ["open", url]
        #else
        process.arguments = ["xdg-open", url]
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
