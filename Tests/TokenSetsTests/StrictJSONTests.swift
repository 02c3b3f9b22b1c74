import Foundation
import GeneratorSupport
import Testing
@testable import TokenSets

/// Token JSON is refused where it is ambiguous or not text, never guessed: a name twice in one
/// object, or a byte that is not UTF-8, is an error at its line and column in every reader
/// (`check --tokens`, `import`, `init --from`), and nothing is written.
@Suite struct StrictJSONTests {
    static let duplicate = """
        {
          "color": {
            "$type": "color",
            "text": {"$value": "#111111"},
            "text": {"$value": "#222222"},
            "background": {"$value": "#FFFFFF"}
          }
        }

        """

    /// `é` before the bad byte is one column, as the parser counts everywhere.
    static let notUTF8: [UInt8] = Array("{\n  \"é\": {\"$description\": \"bad ".utf8) + [0xFF]
        + Array("\", \"$type\": \"color\", \"$value\": \"#111111\"},\n  \"te".utf8) + [0xC3]
        + Array("xt\": {\"$type\": \"color\", \"$value\": \"#222222\"}\n}\n".utf8)

    static func folder(duplicateIn name: String = "day.tokens.json") throws -> URL {
        let folder = try Fixtures.scratch([
            name: duplicate,
            "theme.resolver.json": ##"""
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {"day": [{"$ref": "day.tokens.json"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """##,
        ])
        try Data(notUTF8).write(to: folder.appendingPathComponent("bytes.tokens.json"))
        return folder
    }

    @Test func aNameTwiceInOneObjectIsAnErrorAtTheSecondNamingTheFirst() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, diagnostics) = TokenSource.load(path: folder.appendingPathComponent("day.tokens.json").path)
        #expect(source == nil)
        #expect(diagnostics.map(\.id) == ["import/duplicate-key"])
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.location?.line == 5 && error.location?.column == 5)
        #expect(error.message.contains("\"text\"") && error.message.contains("line 4, column 5"), "\(error.message)")
        #expect(error.hint != nil)
    }

    @Test func everyByteThatIsNotUTF8IsAnErrorAtItsColumn() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, diagnostics) = TokenSource.load(path: folder.appendingPathComponent("bytes.tokens.json").path)
        #expect(source == nil)
        #expect(diagnostics.map(\.id) == ["import/invalid-utf8", "import/invalid-utf8"])
        // The $description's byte, then the key's.
        #expect(diagnostics.map { [$0.location?.line, $0.location?.column] } == [[2, 30], [3, 6]])
        #expect(diagnostics[0].message.contains("0xFF") && diagnostics[1].message.contains("0xC3"))
        #expect(!diagnostics.contains { $0.message.contains("\u{FFFD}") })
    }

    @Test func theParserCountsTheSameColumnAsTheUTF8Check() throws {
        // A syntax error after a two-byte character: the column counts characters, like UTF8Check.
        #expect(throws: JSONParser.Failure(message: "unexpected character 'x'", line: 2, column: 8)) {
            try JSONParser.parse("{\n  \"é\": x}")
        }
    }

    @Test func checkTokensImportAndInitStopAtTheFileThroughAResolver() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolver = folder.appendingPathComponent("theme.resolver.json").path
        // check --tokens
        let report = TokenSetAudit(path: resolver).prepare().run()
        #expect(report.diagnostics.contains { $0.id == "import/duplicate-key" && $0.location?.line == 5 })
        #expect(report.exitCode != 0)
        // import and init --from (which imports through the same action): nothing reaches the writer.
        let output = folder.appendingPathComponent("Sources/Acme").path
        let imported = TokenImportAction(input: resolver, output: output).run()
        #expect(imported.diagnostics.contains { $0.id == "import/duplicate-key" })
        #expect(imported.written.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output))
        // A package that keeps its token files reads them the same way.
        let kept = TokenSetSystem.load(path: resolver)
        #expect(kept.diagnostics.contains { $0.id == "import/duplicate-key" })
    }
}
