import Foundation

/// Runs the built `stylebook` executable from the package root, as CI would. A thin layer over
/// `CLIRunner`, which owns finding the binary and capturing its output.
struct StylebookProcess {
    typealias Output = CLIRunner.Result

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var executable: URL { CLIRunner.executable }

    /// util-linux `script` gives the command a pseudo-terminal, so colour decisions can be tested.
    static let script = "/usr/bin/script"

    static func runInTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        let command = ([executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try run(["-qec", command, "/dev/null"], environment: environment, executable: URL(fileURLWithPath: script))
    }

    static func run(_ arguments: [String], environment: [String: String] = [:], executable: URL = executable) throws -> Output {
        try CLIRunner.run(arguments, in: packageRoot, environment: environment, executable: executable)
    }
}
