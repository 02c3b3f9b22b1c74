import Exporters
import Foundation
import StylebookKit
import Testing
@testable import TokenSets

@Suite struct SwiftWriterTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/fixturekit")

    /// The generated Swift for the exporters' golden DTCG files, compared with reviewed copies.
    /// RECORD_GOLDEN=1 rewrites them and fails, so a recording is always looked at first.
    @Test func generatedSwiftMatchesTheReviewedCopy() throws {
        let source = try #require(TokenSource.load(path: RoundTripTests.exportersGolden.appendingPathComponent("fixturekit.resolver.json").path).source)
        let files = SwiftDeclarationWriter(sourceName: "fixturekit.resolver.json").files(for: DesignSystemImport.build(source).system)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: Self.golden)
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            for file in files { try Data(file.text.utf8).write(to: Self.golden.appendingPathComponent(file.name)) }
            Issue.record("recorded \(files.count) golden Swift files; review them, then run again without RECORD_GOLDEN")
            return
        }
        let stored = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path).sorted()
        #expect(stored == files.map(\.name))
        for file in files {
            let expected = try String(contentsOf: Self.golden.appendingPathComponent(file.name), encoding: .utf8)
            #expect(file.text == expected, "\(file.name) differs from its golden copy")
        }
    }

    @Test func declarationsEscapeAndWrap() {
        let writer = SwiftDeclarationWriter(sourceName: "x.tokens.json")
        let token = Token.color("color.quote", "#FFFFFF80", role: .text, "Says \"hi\"\\\n", deprecated: "Gone.")
        #expect(writer.declaration(token) == [##"        .color("color.quote", "#FFFFFF80", role: .text, "Says \"hi\"\\\n", deprecated: "Gone."),"##])
        let long = Token.dimension("spacing.huge", 1.5, String(repeating: "word ", count: 30))
        #expect(writer.declaration(long).count == 2)
        #expect(SwiftLiteral.number(-0.43) == "-0.43")
        #expect(SwiftLiteral.number(300) == "300")
        #expect(SwiftLiteral.typeName("brand colors") == "BrandColors")
        #expect(SwiftLiteral.typeName("2024") == "Group2024")
    }

    @Test func groupsFollowTheJSON() throws {
        let source = try #require(TokenSource.load(path: Fixtures.path("audit/theme.resolver.json")).source)
        let files = SwiftDeclarationWriter(typeName: "Theme", sourceName: "theme.resolver.json").files(for: DesignSystemImport.build(source).system)
        #expect(files.map(\.name) == ["Theme.swift", "ThemeColor.swift", "ThemePalette.swift", "ThemeSpacing.swift"])
        let system = try #require(files.first { $0.name == "Theme.swift" }).text
        #expect(system.contains("public enum Theme {"))
        #expect(system.contains("tokens: ThemePaletteTokens.all\n            + ThemeSpacingTokens.all\n            + ThemeColorTokens.all"))
    }

    @Test func importActionRefusesToClobberAndReportsErrors() throws {
        let folder = try Fixtures.scratch(["out/Imported.swift": "// mine\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let refused = TokenImportAction(input: Fixtures.path("audit/theme.resolver.json"), output: out).run()
        #expect(refused.written.isEmpty)
        #expect(refused.diagnostics.map(\.id) == ["import/would-overwrite"])
        let forced = TokenImportAction(input: Fixtures.path("audit/theme.resolver.json"), output: out, force: true).run()
        #expect(forced.written.map { URL(fileURLWithPath: $0).lastPathComponent }.contains("ImportedPairs.swift") && forced.written.count == 5)
        // A few unreadable tokens are left out; a file that is not JSON stops everything.
        let leftOut = TokenImportAction(input: Fixtures.path("broken.tokens.json"), output: folder.appendingPathComponent("a").path).run()
        #expect(!leftOut.written.isEmpty && !leftOut.diagnostics.hasErrors, "\(leftOut.diagnostics)")
        try Data("{\"a\": }".utf8).write(to: folder.appendingPathComponent("bad.json"))
        let broken = TokenImportAction(input: folder.appendingPathComponent("bad.json").path, output: folder.appendingPathComponent("b").path).run()
        #expect(broken.written.isEmpty && broken.diagnostics.map(\.id) == ["import/malformed-json"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b").path))
        #expect(TokenImportAction(input: Fixtures.path("audit/theme.resolver.json"), output: out, force: true, typeName: "9x").run().written.isEmpty)
    }
}
