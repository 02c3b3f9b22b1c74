import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// `stylebook import --figma FILE_KEY` against a stand-in for Figma's REST API: a python3
/// `http.server` on 127.0.0.1 that answers the local-variables endpoint only with the right
/// `X-Figma-Token`, as Figma does.
@Suite(.serialized) struct FigmaVariablesImportTests {
    static let fileKey = "aBcD1234"
    static let token = "figd_test-token"

    static let response = ##"""
    {"status": 200, "error": false, "meta": {
      "variableCollections": {
        "VariableCollectionId:1:1": {"id": "VariableCollectionId:1:1", "name": "Primitives", "modes": [{"modeId": "1:0", "name": "Value"}], "defaultModeId": "1:0", "variableIds": ["VariableID:1:2", "VariableID:1:3", "VariableID:1:4"]},
        "VariableCollectionId:2:1": {"id": "VariableCollectionId:2:1", "name": "Semantic", "modes": [{"modeId": "2:0", "name": "Light"}, {"modeId": "2:1", "name": "Dark"}], "defaultModeId": "2:0", "variableIds": ["VariableID:2:2", "VariableID:2:3"]}},
      "variables": {
        "VariableID:1:2": {"id": "VariableID:1:2", "name": "gray/50", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 0.9803921568627451, "g": 0.9803921568627451, "b": 0.9803921568627451, "a": 1}}, "scopes": ["ALL_SCOPES"], "description": ""},
        "VariableID:1:3": {"id": "VariableID:1:3", "name": "gray/900", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 0.058823529411764705, "g": 0.09019607843137255, "b": 0.16470588235294117, "a": 1}}, "scopes": ["ALL_SCOPES"], "description": ""},
        "VariableID:1:4": {"id": "VariableID:1:4", "name": "radius/md", "variableCollectionId": "VariableCollectionId:1:1", "resolvedType": "FLOAT", "valuesByMode": {"1:0": 8}, "scopes": ["CORNER_RADIUS"], "description": ""},
        "VariableID:2:2": {"id": "VariableID:2:2", "name": "ink/primary", "variableCollectionId": "VariableCollectionId:2:1", "resolvedType": "COLOR", "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:3"}, "2:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"}}, "scopes": ["TEXT_FILL"], "description": "Body text."},
        "VariableID:2:3": {"id": "VariableID:2:3", "name": "page/default", "variableCollectionId": "VariableCollectionId:2:1", "resolvedType": "COLOR", "valuesByMode": {"2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"}, "2:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:3"}}, "scopes": ["FRAME_FILL"], "description": ""}}}}

    """##

    /// Serves `response.json` at /v1/files/KEY/variables/local for the right token, Figma's 403
    /// body otherwise, and 404 for any other path; prints its port once listening.
    static let server = #"""
    import http.server, json, os, signal, sys, threading
    folder, key, token = sys.argv[1], sys.argv[2], sys.argv[3]
    # The test process blocks signals in the mask a child inherits; a stray server stops itself.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    threading.Timer(600, os._exit, [0]).start()
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            if self.headers.get("X-Figma-Token") != token:
                status, body = 403, json.dumps({"status": 403, "err": "Invalid token"}).encode()
            elif self.path != "/v1/files/%s/variables/local" % key:
                status, body = 404, json.dumps({"status": 404, "err": "Not found"}).encode()
            else:
                status, body = 200, open(folder + "/response.json", "rb").read()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        def log_message(self, *args):
            pass
    server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#

    /// The stand-in server, serving from `folder`; stopped by `defer { Self.stop(server.process) }`.
    static func startServer(in folder: URL) throws -> (process: Process, base: String) {
        try Data(response.utf8).write(to: folder.appendingPathComponent("response.json"))
        try Data(server.utf8).write(to: folder.appendingPathComponent("server.py"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", folder.appendingPathComponent("server.py").path, folder.path, fileKey, token]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let port = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard Int(port) != nil else {
            stop(process)
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the stand-in server did not start: '\(port)'"])
        }
        return (process, "http://127.0.0.1:\(port)")
    }

    /// SIGKILL: the child may have inherited this process's blocked SIGTERM.
    static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    @Test func importFigmaFetchesSavesAndImportsTheVariables() throws {
        let folder = try CLIRunner.scratchFolder([:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Self.startServer(in: folder)
        defer { Self.stop(server.process) }
        let environment = ["FIGMA_API_URL": server.base, "FIGMA_TOKEN": Self.token]

        let result = try CLIRunner.run(["import", "--figma", Self.fileKey, "--output", "Imported"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Wrote "), "\(result.stdout)")
        // Saved byte for byte as Figma sent it, where `import FILE` reads it.
        let saved = try Data(contentsOf: folder.appendingPathComponent("tokens/figma-variables.json"))
        #expect(saved == Data(Self.response.utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Imported").path)
        #expect(names.contains("Imported.swift") && names.contains("ImportedPairs.swift"), "\(names)")
        let swift = try names.map { try String(contentsOf: folder.appendingPathComponent("Imported/\($0)"), encoding: .utf8) }.joined()
        #expect(swift.contains(#".color("ink.primary", light: "{gray.900}", dark: "{gray.50}", role: .text, "Body text."),"#), "\(swift)")
        #expect(swift.contains(#"role: .surface"#))
        // Light/Dark is the appearance axis (the default one, so not written).
        #expect(swift.contains("///   light: Semantic=Light\n///   dark: Semantic=Dark\n"), "\(swift)")

        // The same import from the saved file writes the same Swift.
        let again = try CLIRunner.run(["import", "tokens/figma-variables.json", "--output", "Imported"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")

        // A saved file that differs is never replaced without --force.
        try Data("{}\n".utf8).write(to: folder.appendingPathComponent("tokens/figma-variables.json"))
        let refused = try CLIRunner.run(["import", "--figma", Self.fileKey, "--output", "Imported"], in: folder, environment: environment)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("tokens/figma-variables.json' exists and differs from the variables Figma sent; nothing was written [import/would-overwrite]"),
                "\(refused.stderr)")
        let forced = try CLIRunner.run(["import", "--figma", Self.fileKey, "--output", "Imported", "--force", "--figma-save", "tokens/figma-variables.json"],
                                       in: folder, environment: environment)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("tokens/figma-variables.json")) == Data(Self.response.utf8))
    }

    @Test func aWrongTokenOrAMissingOneIsAClearError() throws {
        let folder = try CLIRunner.scratchFolder([:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Self.startServer(in: folder)
        defer { Self.stop(server.process) }

        let wrong = try CLIRunner.run(["import", "--figma", Self.fileKey, "--output", "Imported"], in: folder,
                                      environment: ["FIGMA_API_URL": server.base, "FIGMA_TOKEN": "figd_wrong"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("Figma refused the request for file '\(Self.fileKey)' (HTTP 403: Invalid token)"), "\(wrong.stderr)")
        #expect(wrong.stderr.contains("FIGMA_TOKEN"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("tokens").path), "nothing is saved")

        let unknown = try CLIRunner.run(["import", "--figma", "zzzz0000", "--output", "Imported"], in: folder,
                                        environment: ["FIGMA_API_URL": server.base, "FIGMA_TOKEN": Self.token])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("Figma has no file 'zzzz0000' (HTTP 404: Not found)"), "\(unknown.stderr)")

        let unset = try CLIRunner.run(["import", "--figma", Self.fileKey, "--output", "Imported"], in: folder,
                                      environment: ["FIGMA_API_URL": server.base, "FIGMA_TOKEN": ""])
        #expect(unset.status == 1)
        #expect(unset.stderr.contains("FIGMA_TOKEN is not set"), "\(unset.stderr)")

        // Nothing listens on port 9 (discard) of this machine: a network failure.
        let unreachable = try CLIRunner.run(["import", "--figma", Self.fileKey, "--output", "Imported"], in: folder,
                                            environment: ["FIGMA_API_URL": "http://127.0.0.1:9", "FIGMA_TOKEN": Self.token])
        #expect(unreachable.status == 1)
        #expect(unreachable.stderr.contains("cannot reach 127.0.0.1"), "\(unreachable.stderr)")
    }

    @Test func aFileAndFigmaTogetherOrNeitherIsMisuse() throws {
        let folder = try CLIRunner.scratchFolder(["a.tokens.json": "{}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["import", "--output", "Imported"], ["import", "a.tokens.json", "--figma", Self.fileKey, "--output", "Imported"],
                          ["import", "--figma", "not/a key", "--output", "Imported"], ["import", "a.tokens.json", "--figma-save", "x.json", "--output", "Imported"]] {
            let result = try CLIRunner.run(arguments, in: folder)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
        }
    }
}
