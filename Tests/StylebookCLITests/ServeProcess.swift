import Foundation

/// `stylebook serve` running in the background, its output going to a log file that the test
/// reads as it grows. The process is stopped with SIGINT, as Ctrl-C would.
final class ServeProcess {
    let process = Process()
    let log: URL

    init(_ arguments: [String], in directory: URL) throws {
        log = directory.appendingPathComponent("serve-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = CLIRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// The first line that starts with `prefix`, waiting up to five minutes: a deadline for a
    /// hung server, not a speed check. With the whole suite and another build on two cores,
    /// serve's first build once took more than two.
    func line(startingWith prefix: String) async -> String? {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < .seconds(300) {
            if let line = output.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) { return String(line) }
            if !process.isRunning { return nil }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return nil
    }

    /// Sends SIGINT and returns the exit status (nil if it did not stop within 15 seconds).
    func interrupt() async -> Int32? {
        kill(process.processIdentifier, SIGINT)
        let start = ContinuousClock.now
        while process.isRunning, ContinuousClock.now - start < .seconds(15) { try? await Task.sleep(for: .milliseconds(50)) }
        return process.isRunning ? nil : process.terminationStatus
    }
}
