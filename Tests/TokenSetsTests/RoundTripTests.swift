import DesignTokens
import Exporters
import Foundation
import GeneratorSupport
import ModesFixture
import StylebookKit
import Testing
@testable import TokenSets

/// Export → import → export must give the same DTCG bytes. The second export is made from the
/// design system the reader builds, not from compiled Swift (the pytest
/// `test_import_roundtrip.py` covers the generated Swift end to end).
@Suite struct RoundTripTests {
    static let exportersGolden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ExportersTests/Golden/dtcg")

    func reexport(_ folder: URL, resolver: String) throws -> (files: [ExportedFile], diagnostics: [Diagnostic]) {
        let (source, loadDiagnostics) = TokenSource.load(path: folder.appendingPathComponent(resolver).path)
        let imported = DesignSystemImport.build(try #require(source))
        return (try DTCGExporter().export(Self.asWritten(imported.system)), loadDiagnostics + imported.diagnostics)
    }

    /// Both systems have more than one axis, so their exports have a modifier per axis and the
    /// `_modes` alias chain for values that depend on several axes (`dark+increased`); the
    /// fixture adds a brand axis, combination values such as `light+zen`, display-p3 and OKLCH.
    /// The second export is made from the system as the generated Swift declares it: every
    /// colour is read back from the text the writer gives it.
    static let multiAxis = ["project": StylebookDesignSystem.system, "modes fixture": ModesFixture.system]

    @Test(arguments: ["project", "modes fixture"])
    func multiAxisSystemsRoundTripByteForByte(_ name: String) throws {
        let system = try #require(Self.multiAxis[name])
        #expect(system.axes.count > 1, "\(name) is no multi-axis system")
        let original = try DTCGExporter().export(system)
        #expect(original.contains { $0.text.contains("\"_modes\"") }, "\(name)'s export has no combination values")
        let folder = try Fixtures.scratch(Dictionary(uniqueKeysWithValues: original.map { ($0.path, $0.text) }))
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolver = try #require(original.first { $0.path.hasSuffix(".resolver.json") }).path
        let (source, loadDiagnostics) = TokenSource.load(path: folder.appendingPathComponent(resolver).path)
        let imported = DesignSystemImport.build(try #require(source))
        #expect((loadDiagnostics + imported.diagnostics).isEmpty, "\(loadDiagnostics + imported.diagnostics)")
        #expect(imported.system.axes.map(\.name) == system.axes.map(\.name))
        #expect(imported.system.modes.map(\.name) == system.modes.map(\.name))
        #expect(!imported.system.tokens.contains { $0.path.components.first == "_modes" }, "the chain's storage became tokens")
        let again = try DTCGExporter().export(Self.asWritten(imported.system))
        #expect(again.map(\.path) == original.map(\.path))
        for (before, after) in zip(original, again) {
            #expect(before.contents == after.contents, "\(name): \(before.path) differs")
        }
    }

    /// The system as the compiled declarations hold it: each colour value parsed from its Swift text.
    static func asWritten(_ system: DesignSystem) -> DesignSystem {
        var written = system
        written.tokens = system.tokens.map { token in
            guard case .color(let values, let role) = token.value else { return token }
            let parsed = ColorValues(values.entries.map { ($0.selector, ColorValue(parsing: SwiftDeclarationWriter.colorText($0.value))) })
            return Token(path: token.path, value: .color(parsed, role: role), description: token.description,
                         deprecation: token.deprecation, location: token.location)
        }
        return written
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
