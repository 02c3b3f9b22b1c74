import Foundation
import Testing

/// Runs the built binaries the way a user or CI would, capturing its output.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The tool, told to describe this repository's package (`STYLEBOOK_PACKAGE`) wherever it
    /// runs, so fixtures in scratch folders get Stylebook's own design system. Set in this test
    /// process's environment, which every child inherits, on first use. The describing
    /// executable builds in its own scratch folder: `swift test` holds `.build`'s lock.
    static let executable: URL = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        setenv("STYLEBOOK_PACKAGE", root.path, 1)
        setenv("STYLEBOOK_SCRATCH_PATH", root.appendingPathComponent(".build/cli-tests").path, 1)
        let tool = product("stylebook")
        // The first description compiles the describing executable (minutes on a cold scratch
        // folder): done once here, so no test's own timeout counts it.
        let warmUp = Process()
        warmUp.executableURL = tool
        warmUp.arguments = ["check", "--quiet"]
        warmUp.currentDirectoryURL = root
        warmUp.standardOutput = FileHandle.nullDevice
        warmUp.standardError = FileHandle.nullDevice
        if (try? warmUp.run()) != nil { warmUp.waitUntilExit() }
        return tool
    }()
    /// The same binary where there is no package: pages only.
    static var plainExecutable: URL { executable }
    /// What a run without a package removes from the environment.
    static let packageVariables = ["STYLEBOOK_PACKAGE", "STYLEBOOK_SCRATCH_PATH"]

    /// The test bundle sits in the same products folder as the executables.
    static func product(_ name: String) -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/" + name)
    }

    /// `standardOutput` replaces the captured pipe, e.g. with /dev/full to make every write fail.
    /// `plain`: as in a folder of pages, with no package to describe.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                    executable: URL = executable, plain: Bool = false, standardOutput: FileHandle? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        if plain { for name in packageVariables { env[name] = nil } }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        try process.run()
        if standardOutput != nil { try out.fileHandleForWriting.close() }
        // Read before waiting so a full pipe cannot block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func scratchFolder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-cli-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    /// git in `folder` with a test identity; its output is dropped, its status expected 0.
    static func git(_ arguments: [String], in folder: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)", sourceLocation: sourceLocation)
    }
}
