import Foundation
import GeneratorSupport
import StylebookKit

/// Running `swift` and the programs it builds, and reading the compiler's errors: shared by
/// serve's package rebuild and the CLI's describing executable.
public enum SwiftBuild {
    public struct Result: Sendable {
        public var status: Int32
        /// True when the process ended on a signal (a crash), not by exiting.
        public var crashed: Bool
        public var output: Data
        public var errors: String
    }

    /// `swift` as the environment names it (SWIFT=…), else the first on PATH.
    public static var swift: String { ProcessInfo.processInfo.environment["SWIFT"] ?? "swift" }

    /// The environment to run `swift build` in from `directory`: this one without what changes
    /// from one shell command to the next. SwiftPM keys its cache of evaluated manifests on the
    /// whole environment, so a changed OLDPWD (any `cd`), SHLVL, `_` or STYLEBOOK_TIMINGS would
    /// make it compile and run every manifest of the package graph again: seconds on every build.
    public static func buildEnvironment(in directory: URL,
                                        from environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var stable = environment.filter { key, _ in !volatileVariables.contains(key) && !key.hasPrefix("STYLEBOOK_") }
        stable["PWD"] = directory.standardizedFileURL.path
        return stable
    }

    /// Shell and session bookkeeping, none of which a build reads.
    static let volatileVariables: Set<String> = [
        "OLDPWD", "_", "SHLVL", "COLUMNS", "LINES", "MAKEFLAGS", "MAKELEVEL", "MFLAGS", "MAKEOVERRIDES",
        "SSH_CLIENT", "SSH_CONNECTION", "SSH_TTY", "XDG_SESSION_ID", "WINDOWID", "TMUX_PANE", "GPG_TTY",
    ]

    /// Runs a program (through PATH when it has no slash) and waits; both streams are read
    /// while it runs, so a large output never blocks it.
    public static func execute(_ command: String, _ arguments: [String], in directory: URL,
                               environment: [String: String]? = nil) -> Result {
        let process = Process()
        if let environment { process.environment = environment }
        if command.contains("/") {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [command] + arguments
        }
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Result(status: 127, crashed: false, output: Data(), errors: "cannot run \(command): \(error.localizedDescription)")
        }
        let errorData = ErrorStream()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
                      output: data, errors: String(decoding: errorData.data, as: UTF8.self))
    }

    /// `path:line:col: error: message` lines from swiftc as diagnostics of this kind, in the
    /// order printed; if there are none, the end of the output, so a failure is never silent.
    public static func diagnostics(fromCompilerOutput output: String, kind: DiagnosticKind, hint: String) -> [Diagnostic] {
        let cwd = SourceLocation.workingDirectory
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: "), seen.insert(String(line)).inserted else { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            let message = String(line[range.upperBound...])
            if location.count >= 3, let lineNumber = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) {
                let path = SourceLocation.relativePath(location.dropLast(2).joined(separator: ":"), to: cwd)
                diagnostics.append(Diagnostic(kind, message, at: SourceLocation(path: path, line: lineNumber, column: column), hint: hint))
            } else {
                diagnostics.append(Diagnostic(kind, message, hint: hint))
            }
        }
        if diagnostics.isEmpty {
            let tail = output.split(separator: "\n").suffix(15).joined(separator: "\n")
            diagnostics.append(Diagnostic(kind, "swift build failed:\n\(tail)", hint: hint))
        }
        return diagnostics
    }
}

/// Standard error, read on another thread while standard output is read on this one.
private final class ErrorStream: @unchecked Sendable {
    var data = Data()
}
