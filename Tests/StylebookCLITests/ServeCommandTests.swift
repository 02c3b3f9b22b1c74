import Foundation
import Testing

@Suite("stylebook serve end to end", .serialized)
struct ServeCommandTests {
    static let templates = [
        "Templates/layout.html": "<!DOCTYPE html><html><head><title>{{page.title}}</title></head><body>{{{page.content}}}</body></html>",
    ]

    @Test func editServeReloadBreakAndRecover() async throws {
        let package = try CLIRunner.scratchFolder(Self.templates.merging([
            "Content/index.md": "---\ntitle: Home\n---\nFirst version. See [guide](guide.md).\n",
            "Content/guide.md": "---\ntitle: Guide\n---\nGuide text.\n",
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: package) }
        let temporary = package.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let port = RawHTTP.freePort()
        let log = package.appendingPathComponent("serve.log")
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))

        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["serve", "--port", String(port)]
        process.currentDirectoryURL = package
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = process.standardOutput
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        var home = RawHTTP.get("/", port: port)
        let started = ContinuousClock.now
        while home?.status != 200, ContinuousClock.now - started < .seconds(60) {
            try await Task.sleep(for: .milliseconds(100))
            home = RawHTTP.get("/", port: port)
        }
        #expect(home?.status == 200)
        #expect(home?.body.contains("First version.") == true)
        #expect(home?.body.contains("<script src=\"/_stylebook/live-reload.js\" defer></script>\n</body>") == true)

        let events = try RawHTTP(port: port)
        events.send("GET /_stylebook/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(events.read(until: "event: hello"))

        // An edit is served, and open pages are told to reload.
        var mark = events.received.count
        try Data("---\ntitle: Home\n---\nSecond version. See [guide](guide.md).\n".utf8)
            .write(to: package.appendingPathComponent("Content/index.md"))
        #expect(events.read(until: "event: reload", after: mark))
        #expect(RawHTTP.get("/", port: port)?.body.contains("Second version.") == true)

        // A broken edit shows its error and keeps the last good page.
        mark = events.received.count
        try Data("---\ntitle: Home\n---\nBroken. See [guide](gide.md).\n".utf8).write(to: package.appendingPathComponent("Content/index.md"))
        #expect(events.read(until: "content/broken-link", after: mark))
        #expect(String(events.received.dropFirst(mark)).contains("event: build-error\ndata: Content/index.md:4:"))
        #expect(RawHTTP.get("/", port: port)?.body.contains("Second version.") == true)

        // Fixing it recovers.
        mark = events.received.count
        try Data("---\ntitle: Home\n---\nThird version. See [guide](guide.md).\n".utf8).write(to: package.appendingPathComponent("Content/index.md"))
        #expect(events.read(until: "event: reload", after: mark))
        #expect(RawHTTP.get("/", port: port)?.body.contains("Third version.") == true)

        // Ctrl-C stops cleanly and leaves no temporary files; _site was never written.
        kill(process.processIdentifier, SIGINT)
        let stopping = ContinuousClock.now
        while process.isRunning, ContinuousClock.now - stopping < .seconds(15) { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("_site").path))
        let output = try String(contentsOf: log, encoding: .utf8)
        #expect(output.contains("Serving http://127.0.0.1:\(port)/"))
        #expect(output.contains("Rebuilt 1 page"))
        #expect(output.contains("Content/index.md:4:"))
    }

    @Test func refusesABadPort() throws {
        let result = try CLIRunner.run(["serve", "--port", "70000"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--port must be between 0 and 65535"))
    }
}
