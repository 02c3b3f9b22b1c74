import Foundation
import Testing
import StylebookKit
import DesignTokens
@testable import Exporters

@Suite struct TokenExportTests {
    @Test func registryHasTheSixStableIds() {
        #expect(ExporterRegistry.ids == ["dtcg", "css", "android", "compose", "ios", "typescript"])
        #expect(ExporterRegistry.exporter(id: "css") == CSSExporter.self)
        #expect(ExporterRegistry.exporter(id: "scss") == nil)
    }

    @Test func projectSystemExportsEveryFormatDeterministically() throws {
        let first = try TokenExport.files(for: StylebookDesignSystem.system)
        let second = try TokenExport.files(for: StylebookDesignSystem.system)
        #expect(first == second)
        #expect(first.map(\.path) == first.map(\.path).sorted())
        #expect(Set(first.map(\.path)).count == first.count)
        for id in ExporterRegistry.ids {
            #expect(first.contains { $0.path.hasPrefix(id + "/") }, "no files for \(id)")
        }
    }

    @Test func everyFileStartsWithItsFormatFolder() throws {
        for exporter in ExporterRegistry.all {
            for file in try exporter.init().export(Fixture.system) {
                #expect(file.path.hasPrefix(exporter.id + "/"))
            }
        }
    }

    @Test func invalidSystemIsNotExported() throws {
        let broken = DesignSystem(name: "Broken", tokens: [
            .color("color.a", "{color.missing}", role: .fill, "Broken alias."),
            .opacity("opacity.x", 3, "Too much."),
        ])
        let error = try #require(throws: DiagnosticsError.self) { try TokenExport.files(for: broken) }
        #expect(Set(error.diagnostics.map(\.id)) == ["tokens/unknown-alias", "tokens/opacity-out-of-range"])
    }

    @Test func nightColoursAreOnlyTheOnesThatChange() throws {
        let files = try AndroidExporter().export(Fixture.system)
        let night = try #require(files.first { $0.path == "android/values-night/colors.xml" }).text
        let names = night.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "name=\""), let end = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(line[start.upperBound..<end])
        }
        #expect(names == ["color_brand_accent", "color_state_danger", "color_state_danger_tint", "color_surface_page", "color_text_primary"])
    }

    @Test func writeCreatesFoldersAndLeavesOtherFilesAlone() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let keep = root.appendingPathComponent("css/mine.css")
        try FileManager.default.createDirectory(at: keep.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: keep)
        let written = try TokenExport.write(system: Fixture.system, formats: [CSSExporter.self, DTCGExporter.self], to: root)
        #expect(written.count == 5)
        #expect(try String(contentsOf: keep, encoding: .utf8) == "kept")
        let css = try String(contentsOf: root.appendingPathComponent("css/tokens.css"), encoding: .utf8)
        #expect(css.contains("--color-state-danger: var(--color-palette-red-700);"))
    }

    @Test(arguments: [(0.0, "0"), (16, "16"), (0.12, "0.12"), (-0.43, "-0.43"), (1.0 / 3, "0.3333"), (-0.00001, "0"), (22.0 / 17, "1.2941")])
    func numbersPrintWithoutPlatformNoise(value: Double, text: String) {
        #expect(ExportNumber.format(value) == text)
    }

    @Test func jsonStringsEscapeQuotesAndControlCharacters() {
        #expect(JSONValue.quoted("a\"b\\c\nd\u{1}/") == #""a\"b\\c\nd\u0001/""#)
    }
}
