import Foundation

/// Runs the built `stylebook` executable from the package root, as CI would.
struct StylebookProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The test bundle sits next to the products it depends on.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("stylebook")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/stylebook")
    }

    /// util-linux `script` gives the command a pseudo-terminal, so colour decisions can be tested.
    static let script = "/usr/bin/script"

    static func runInTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        let command = ([executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try run(["-qec", command, "/dev/null"], environment: environment, executable: URL(fileURLWithPath: script))
    }

    static func run(_ arguments: [String], environment: [String: String] = [:], executable: URL = executable) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
