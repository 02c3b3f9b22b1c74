import DesignTokens
import Exporters
import Foundation
import StylebookKit
import Testing
@testable import TokenImport

/// Export → import → export must give the same DTCG bytes. The second export is made from the
/// design system the reader builds, not from compiled Swift (the pytest
/// `test_import_roundtrip.py` covers the generated Swift end to end).
@Suite struct RoundTripTests {
    static let exportersGolden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ExportersTests/Golden/dtcg")

    func reexport(_ folder: URL, resolver: String) throws -> (files: [ExportedFile], diagnostics: [Diagnostic]) {
        let (source, loadDiagnostics) = TokenSource.load(path: folder.appendingPathComponent(resolver).path)
        let imported = DesignSystemImport.build(try #require(source))
        return (try DTCGExporter().export(imported.system), loadDiagnostics + imported.diagnostics)
    }

    /// The project's system is appearance × contrast, and the export writes a modifier per axis
    /// (with combination values in the `_modes` alias chain); the reader still takes one modifier.
    /// When the import of every modifier lands (#26 part 5), this known issue stops being
    /// recorded and the test fails until the wrapper is removed.
    @Test func theProjectsTokensRoundTripByteForByte() throws {
        let original = try DTCGExporter().export(StylebookDesignSystem.system)
        let folder = try Fixtures.scratch(Dictionary(uniqueKeysWithValues: original.map { ($0.path, $0.text) }))
        defer { try? FileManager.default.removeItem(at: folder) }
        try withKnownIssue("the reader imports one modifier of a multi-axis resolver (#26 part 5)") {
            let (again, diagnostics) = try reexport(folder.appendingPathComponent("dtcg"), resolver: "stylebook.resolver.json")
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(again.map(\.path) == original.map(\.path))
            for (before, after) in zip(original, again) {
                #expect(before.contents == after.contents, "\(before.path) differs")
            }
        }
    }

    /// The exporters' golden fixture has what the project lacks: a full-precision translucent
    /// tint, a deprecated token and an alias chain whose target changes with the mode.
    @Test func theExportersGoldenFilesRoundTripByteForByte() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.exportersGolden.path).sorted()
        let (again, diagnostics) = try reexport(Self.exportersGolden, resolver: "fixturekit.resolver.json")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(again.map(\.path) == names.map { "dtcg/" + $0 })
        for file in again {
            let golden = try Data(contentsOf: Self.exportersGolden.appendingPathComponent(String(file.path.dropFirst("dtcg/".count))))
            #expect(file.contents == golden, "\(file.path) differs")
        }
    }
}
