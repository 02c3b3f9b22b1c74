import Foundation

/// Running another program and waiting for it: `swift build`, a describing executable, `git`,
/// `tar`. The one place the generator starts a process (serve's browser opener aside).
public enum ChildProcess {
    public struct Result: Sendable {
        public var status: Int32
        /// True when the process ended on a signal (a crash), not by exiting.
        public var crashed: Bool
        public var output: Data
        public var errors: String

        public init(status: Int32, crashed: Bool, output: Data, errors: String) {
            self.status = status
            self.crashed = crashed
            self.output = output
            self.errors = errors
        }

        public var succeeded: Bool { status == 0 && !crashed }
    }

    /// Runs `command` (through PATH when it has no slash) in `directory` and waits; both streams
    /// are read while it runs, so a large output never blocks it. A program that cannot be
    /// started is status 127, as a shell reports it.
    public static func run(_ command: String, _ arguments: [String], in directory: URL,
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
}

/// Written by the thread that reads standard error, read after it is done.
private final class ErrorStream: @unchecked Sendable {
    var data = Data()
}
