import DevServer
import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit

/// A design-system package's `describe` executable: built with `swift build`, run, and its
/// JSON read, the way SwiftPM compiles and runs a manifest. It links only StylebookKit and the
/// team's tokens, so this takes seconds, and the installed `stylebook` never imports a system.
struct DescribingExecutable {
    /// What its main.swift calls: how the executable is found among the package's targets.
    static let entryPoint = "DesignSystemDescription.main("

    enum Presence: Equatable {
        /// No Package.swift: a folder of pages.
        case noPackage
        /// A package none of whose Sources/*/main.swift calls the entry point.
        case noDescriber
        /// The executable target of that name (its folder under Sources/).
        case found(String)
    }

    /// `Sources/describe/` or `Sources/NAME-describe/`, else the Sources/*/main.swift that calls
    /// the entry point. Reads only those files: no `swift package describe`, which takes seconds.
    static func presence(in root: URL) -> Presence {
        let files = FileManager.default
        guard files.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else { return .noPackage }
        let sources = root.appendingPathComponent("Sources")
        let folders = ((try? files.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
        func main(_ folder: String) -> URL { sources.appendingPathComponent(folder).appendingPathComponent("main.swift") }
        // By name first, so one that is mid-edit (not compiling, not calling the entry point yet) is
        // still built and its error shown, instead of the package passing for one without a system.
        if let named = folders.first(where: { ($0 == "describe" || $0.hasSuffix("-describe")) && files.fileExists(atPath: main($0).path) }) {
            return .found(named)
        }
        for folder in folders {
            if let text = try? String(contentsOf: main(folder), encoding: .utf8), text.contains(entryPoint) { return .found(folder) }
        }
        return .noDescriber
    }

    var packageRoot: URL
    var product: String
    /// SwiftPM's build folder: `.build`, or STYLEBOOK_SCRATCH_PATH (CI caches, tests running
    /// inside another SwiftPM command that holds `.build`'s lock).
    var scratchPath: URL

    init(packageRoot: URL, product: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.packageRoot = packageRoot
        self.product = product
        scratchPath = URL(fileURLWithPath: environment["STYLEBOOK_SCRATCH_PATH"] ?? ".build", relativeTo: packageRoot).standardizedFileURL
    }

    /// The executable's command line, for messages.
    var buildCommand: String {
        let scratch = scratchPath.path == packageRoot.appendingPathComponent(".build").standardizedFileURL.path
            ? "" : " --scratch-path \(SourceLocation.relativePath(scratchPath.path, to: packageRoot.path))"
        return "swift build --product \(product)\(scratch)"
    }

    /// Builds, runs and reads it; every failure is a diagnostic saying which step failed.
    func describe() -> Result<DesignSystemDescription, DiagnosticsError> {
        if isUpToDate(executable), let saved = try? Data(contentsOf: savedOutput),
           case .success(let description) = DescriptionReader.read(saved) {
            return .success(description)
        }
        try? FileManager.default.removeItem(at: savedOutput)
        // Dated when the build began: a file saved while it compiled is newer, so seen next time.
        let started = Date()
        let build = Self.timed("swift build --product \(product)") {
            ChildProcess.run(SwiftBuild.swift, ["build", "--product", product, "--scratch-path", scratchPath.path], in: packageRoot,
                               environment: SwiftBuild.buildEnvironment(in: packageRoot))
        }
        guard build.status == 0 else { return .failure(DiagnosticsError(buildFailure(build))) }
        _ = FileManager.default.createFile(atPath: stamp.path, contents: Data())
        try? FileManager.default.setAttributes([.modificationDate: started], ofItemAtPath: stamp.path)
        let run = Self.timed("run \(product)") { ChildProcess.run(executable, [], in: packageRoot) }
        guard run.status == 0, !run.crashed else { return .failure(DiagnosticsError([runFailure(run)])) }
        let read = DescriptionReader.read(run.output)
        if case .success = read { try? run.output.write(to: savedOutput) }
        return read.mapError { DiagnosticsError([$0]) }
    }

    var executable: String { scratchPath.appendingPathComponent("debug").appendingPathComponent(product).path }

    /// `STYLEBOOK_TIMINGS=1` prints each step's wall time, as the site's steps do.
    private static func timed<T>(_ step: String, _ body: () -> T) -> T {
        guard ProcessInfo.processInfo.environment["STYLEBOOK_TIMINGS"] == "1" else { return body() }
        let start = ContinuousClock.now
        defer { Console.error("timing: describe: \(step): \(Console.seconds(since: start))") }
        return body()
    }

    /// Written after each successful build: SwiftPM leaves the binary alone when nothing it
    /// links changed, so the binary's own date says nothing about the sources.
    private var stamp: URL { scratchPath.appendingPathComponent(".stylebook-\(product).stamp") }
    /// What it printed after that build: the same sources print the same system, so while they
    /// are unchanged a command reads this instead of running it (`check` stays a fraction of a second).
    private var savedOutput: URL { scratchPath.appendingPathComponent(".stylebook-\(product).json") }

    /// Whether no file SwiftPM would read changed since the last build, so neither `swift build`
    /// (a second or two even with nothing to do) nor the executable needs to run: Package.swift, Package.resolved and
    /// everything under Sources/. A path dependency outside the package is not looked at;
    /// touch Package.swift after changing one.
    func isUpToDate(_ executable: String) -> Bool {
        let files = FileManager.default
        guard files.isExecutableFile(atPath: executable), let built = FileStamp(path: stamp.path)?.modified else { return false }
        // Stamped with stat(2): asking Foundation for each file's date through a URL took a
        // tenth of a second in a package of a few hundred files, on every command.
        func changed(_ path: String) -> Bool { (FileStamp(path: path)?.modified ?? .min) >= built }
        let root = packageRoot.path
        if changed(root + "/Package.swift") || changed(root + "/Package.resolved") { return false }
        let sources = root + "/Sources"
        guard let walk = files.enumerator(atPath: sources) else { return true }
        while let relative = walk.nextObject() as? String {
            if changed(sources + "/" + relative) { return false }
        }
        return true
    }

    /// The compiler's first error at its location (a later one is often a consequence of it).
    private func buildFailure(_ build: ChildProcess.Result) -> [Diagnostic] {
        if build.status == 127 {
            return [Diagnostic(.packageSwiftMissing, build.errors,
                           hint: "install Swift (swift.org/install) or set SWIFT to its path; a design-system package is described by compiling it")]
        }
        let text = String(decoding: build.output, as: UTF8.self) + "\n" + build.errors
        let errors = SwiftBuild.diagnostics(fromCompilerOutput: text, kind: .packageDescribeCompileError,
                                            hint: "fix it and run the command again; `\(buildCommand)` prints the compiler's whole output")
        guard var first = errors.first else { return [] }
        if errors.count > 1 { first.message += " (and \(errors.count - 1) more \(errors.count == 2 ? "error" : "errors"))" }
        return [first]
    }

    /// The runtime names a trap's file by `#fileID` (`acme_design_describe/main.swift`): the
    /// module's name, not its folder. Back to `Sources/FOLDER/FILE` when that file exists; nil
    /// for a file outside the package (the standard library's, for an index out of range).
    func sourcePath(fileID: String) -> String? {
        let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let folder = parts[0] == product.replacingOccurrences(of: "-", with: "_") ? product : parts[0]
        let path = packageRoot.appendingPathComponent("Sources").appendingPathComponent(folder).appendingPathComponent(parts[1]).path
        return FileManager.default.fileExists(atPath: path) ? DisplayPath.of(path: path) : nil
    }

    /// Swift's backtracer (on by default on Linux) lists the crashed thread's frames as
    /// `… at /abs/path/File.swift:12:5`: the first in this package is the line to look at.
    func firstPackageFrame(_ lines: [String]) -> SourceLocation? {
        let root = packageRoot.standardizedFileURL.path + "/"
        for line in lines {
            guard let at = line.range(of: " at ", options: .backwards) else { continue }
            let place = line[at.upperBound...].split(separator: ":")
            guard place.count >= 3, place[0].hasPrefix(root), place[0].hasSuffix(".swift"),
                  let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
            let path = place.dropLast(2).joined(separator: ":")
            return SourceLocation(path: DisplayPath.of(path: path), line: lineNumber, column: column)
        }
        return nil
    }

    private func runFailure(_ run: ChildProcess.Result) -> Diagnostic {
        let lines = run.errors.split(separator: "\n").map(String.init)
        let frame = firstPackageFrame(lines)
        let hint = "fix the code that traps; run `swift run \(product)` to see it happen"
        // Swift's runtime says `path:line: Fatal error: message` for a trap the code raised.
        if let fatal = lines.first(where: { $0.contains("Fatal error:") }) {
            let parts = fatal.components(separatedBy: ": Fatal error: ")
            let place = parts.count == 2 ? parts[0].split(separator: ":") : []
            let stated = place.count >= 2 ? Int(place[place.count - 1]).flatMap { line in
                sourcePath(fileID: place.dropLast().joined(separator: ":")).map { SourceLocation(path: $0, line: line) }
            } : nil
            return Diagnostic(.packageDescribeFailed, "the describing executable crashed: \(parts.last ?? fatal)", at: stated ?? frame, hint: hint)
        }
        // A crash the runtime did not raise (a bad pointer): the backtracer's headline.
        if let crash = lines.first(where: { $0.hasPrefix("*** Program crashed: ") }) {
            let what = crash.dropFirst("*** Program crashed: ".count).replacingOccurrences(of: " ***", with: "")
            return Diagnostic(.packageDescribeFailed, "the describing executable crashed: \(what)", at: frame, hint: hint)
        }
        let how = run.crashed ? "crashed (signal \(run.status))" : "exited with status \(run.status)"
        let tail = lines.suffix(5).joined(separator: "\n")
        return Diagnostic(.packageDescribeFailed, "the describing executable \(how)" + (tail.isEmpty ? "" : ":\n\(tail)"), at: frame,
                      hint: "run `swift run \(product)`; it should only call DesignSystemDescription.main(system:)")
    }
}
