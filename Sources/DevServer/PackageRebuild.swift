import Foundation
import StylebookKit

/// Tokens are Swift: after a change under Sources/ the package is compiled again with
/// `swift build`, and the fresh `stylebook` binary takes over serving.
struct PackageRebuild: Sendable {
    enum Outcome: Sendable {
        /// Path of the rebuilt `stylebook` executable.
        case built(executable: String)
        case failed([Diagnostic])
    }

    var packageRoot: URL
    /// `release` when the running binary came from `.build/release`.
    var configuration: String
    var swift: String = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"

    func run() -> Outcome {
        let arguments = ["build", "-c", configuration, "--product", "stylebook"]
        let build = Self.execute(swift, arguments, in: packageRoot)
        guard build.status == 0 else { return .failed(Self.diagnostics(fromCompilerOutput: build.output)) }
        let binPath = Self.execute(swift, arguments + ["--show-bin-path"], in: packageRoot)
        let folder = binPath.output.split(separator: "\n").last.map(String.init) ?? ""
        let executable = URL(fileURLWithPath: folder).appendingPathComponent("stylebook").path
        guard binPath.status == 0, FileManager.default.isExecutableFile(atPath: executable) else {
            return .failed([.error("serve/rebuilt-binary-missing", "swift build succeeded but no stylebook executable was found in '\(folder)'",
                                   hint: "stop serve and start it again")])
        }
        return .built(executable: executable)
    }

    /// `path:line:col: error: message` lines from swiftc as diagnostics; if there are none,
    /// the end of the output, so a failure is never silent.
    static func diagnostics(fromCompilerOutput output: String) -> [Diagnostic] {
        let cwd = SourceLocation.workingDirectory
        func relative(_ path: String) -> String { SourceLocation.relativePath(path, to: cwd) }
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: "), seen.insert(String(line)).inserted else { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            let message = String(line[range.upperBound...])
            if location.count >= 3, let lineNumber = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) {
                let path = relative(location.dropLast(2).joined(separator: ":"))
                diagnostics.append(.error("serve/compile-error", message, at: SourceLocation(path: path, line: lineNumber, column: column),
                                          hint: "fix the Swift error; serving continues with the previous design system"))
            } else {
                diagnostics.append(.error("serve/compile-error", message))
            }
        }
        if diagnostics.isEmpty {
            let tail = output.split(separator: "\n").suffix(15).joined(separator: "\n")
            diagnostics.append(.error("serve/compile-error", "swift build failed:\n\(tail)",
                                      hint: "run swift build in the package to see the whole output"))
        }
        return diagnostics
    }

    private static func execute(_ command: String, _ arguments: [String], in directory: URL) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (127, "cannot run \(command): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
