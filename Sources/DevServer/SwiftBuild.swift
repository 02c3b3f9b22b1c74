import Foundation
import GeneratorSupport
import StylebookKit

/// Which `swift` to run and in what environment, and reading the compiler's errors: shared by
/// serve's package rebuild and the CLI's describing executable, which run it with `ChildProcess`.
public enum SwiftBuild {
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
