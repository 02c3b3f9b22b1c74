import DesignTokens
import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import Exporters

@Suite struct TokenExportTests {
    @Test func registryHasTheSevenStableIds() {
        #expect(ExporterRegistry.standard.ids == ["dtcg", "css", "scss", "android", "compose", "ios", "typescript"])
        #expect(ExporterRegistry.standard.exporter(id: "css") is CSSExporter)
        #expect(ExporterRegistry.standard.exporter(id: "scss") is SCSSExporter)
        #expect(ExporterRegistry.standard.exporter(id: "sass") == nil)
    }

    @Test func projectSystemExportsEveryFormatDeterministically() throws {
        let first = try TokenExport.run(StylebookDesignSystem.system)
        let second = try TokenExport.run(StylebookDesignSystem.system)
        #expect(first.files == second.files)
        #expect(first.warnings.isEmpty, "\(first.warnings)")
        #expect(first.files.map(\.path) == first.files.map(\.path).sorted())
        #expect(Set(first.files.map(\.path)).count == first.files.count)
        for id in ExporterRegistry.standard.ids {
            #expect(first.files.contains { $0.path.hasPrefix(id + "/") }, "no files for \(id)")
        }
    }

    @Test func everyFileStartsWithItsFormatFolder() throws {
        for exporter in ExporterRegistry.standard.exporters {
            for file in try exporter.export(Fixture.system) {
                #expect(file.path.hasPrefix(exporter.id + "/"))
            }
        }
    }

    @Test func invalidSystemIsNotExported() throws {
        let broken = DesignSystem(name: "Broken", tokens: [
            .color("color.a", "{color.missing}", role: .fill, "Broken alias."),
            .opacity("opacity.x", 3, "Too much."),
        ])
        let error = try #require(throws: DiagnosticsError.self) { try TokenExport.run(broken) }
        #expect(Set(error.diagnostics.map(\.id)) == ["tokens/unknown-alias", "tokens/opacity-out-of-range"])
    }

    @Test func nightColoursAreOnlyTheOnesThatChange() throws {
        let files = try AndroidExporter().export(Fixture.system)
        let night = try #require(files.first { $0.path == "android/values-night/colors.xml" }).text
        let names = night.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "name=\""), let end = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(line[start.upperBound..<end])
        }
        #expect(names == ["color_brand_accent", "color_state_danger", "color_state_danger_tint", "color_surface_page", "color_text_primary"]
            .map { "fixture_kit_" + $0 })
    }

    @Test func writeCreatesFoldersAndLeavesOtherFilesAlone() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let keep = root.appendingPathComponent("css/mine.css")
        try FileManager.default.createDirectory(at: keep.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: keep)
        let result = try TokenExport.run(Fixture.system, exporters: [CSSExporter(), DTCGExporter()])
        let written = try TokenExport.write(result.files, to: root)
        #expect(written.count == 5)
        #expect(try String(contentsOf: keep, encoding: .utf8) == "kept")
        let css = try String(contentsOf: root.appendingPathComponent("css/tokens.css"), encoding: .utf8)
        #expect(css.contains("--color-state-danger: var(--color-palette-red-700);"))
    }

    @Test(arguments: [(0.0, "0"), (16, "16"), (0.12, "0.12"), (-0.43, "-0.43"), (1.0 / 3, "0.3333"), (-0.00001, "0"), (22.0 / 17, "1.2941")])
    func numbersPrintWithoutPlatformNoise(value: Double, text: String) {
        #expect(ExportNumber.format(value) == text)
    }

    /// The one JSON string writer, for the exports and the search index alike.
    @Test func jsonStringsEscapeQuotesAndControlCharacters() {
        #expect(JSONText.string("a\"b\\c\nd\u{1}/") == #""a\"b\\c\nd\u0001/""#)
        #expect(JSONText.string("é…\u{2028}x\u{2029}") == #""é…\u2028x\u2029""#)
        var bytes = Array("[".utf8)
        JSONText.append("\t", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"["\t""#)
    }
}

/// A team's own format, as a package would write it.
private struct NamesExporter: TokenExporter {
    var id = "names"
    var summary = "Every token path, one a line"
    func files(for system: DesignSystem, settings: ExportSettings) throws -> [ExportedFile] {
        [ExportedFile(path: "\(id)/names.txt", text: system.sortedTokens.map(\.path.dotted).joined(separator: "\n") + "\n")]
    }
}

@Suite struct ExporterRegistryTests {
    @Test func aTeamsExporterIsAddedAndSelectedBySettings() throws {
        let registry = ExporterRegistry.standard.adding(NamesExporter())
        #expect(registry.ids == ["dtcg", "css", "scss", "android", "compose", "ios", "typescript", "names"])
        let settings = ExportSettings(formats: ["names", "css"])
        #expect(registry.selected(by: settings).map(\.id) == ["css", "names"])
        let result = try TokenExport.run(Fixture.system, settings: settings, exporters: registry.selected(by: settings))
        #expect(result.files.map(\.path) == ["css/tokens.css", "names/names.txt"])
        #expect(result.files[1].text.hasPrefix("color.brand.accent\n"))
    }

    @Test func anExporterWithABuiltInIdReplacesItInPlace() {
        let registry = ExporterRegistry.standard.adding(NamesExporter(id: "css", summary: "Mine"))
        #expect(registry.ids == ExporterRegistry.standard.ids)
        #expect(registry.exporter(id: "css")?.summary == "Mine")
    }

    @Test func unknownFormatsAndUnusableNamesAreReportedByField() {
        let settings = ExportSettings(formats: ["cs"], cssPrefix: "-x y", cssBaseSize: 0, androidPrefix: "Acme",
                                      iosModule: "9Tokens", composePackage: "com.acme.when.is", composeTheme: "Acme Theme")
        let problems = settings.problems()
        #expect(problems.map(\.field) == ["formats", "cssPrefix", "cssBaseSize", "androidPrefix", "iosModule", "composeTheme", "composePackage"])
        #expect(problems[0].hint.contains("did you mean 'css'?"))
        #expect(ExportSettings().problems().isEmpty)
        #expect(throws: DiagnosticsError.self) { try TokenExport.run(Fixture.system, settings: settings) }
    }

    @Test func defaultNamesComeFromTheSystemsName() {
        let settings = ExportSettings()
        #expect(settings.androidPrefix(for: Fixture.system) == "fixture_kit")
        #expect(settings.iosPackage(for: Fixture.system) == "FixtureKitTokens")
        #expect(settings.iosModule(for: Fixture.system) == "FixtureKitTokens")
        #expect(settings.iosTypePrefix(for: Fixture.system) == "FixtureKit")
        #expect(settings.composePackage(for: Fixture.system) == "fixturekit.tokens")
        #expect(settings.composeTheme(for: Fixture.system) == "FixtureKitTheme")
    }
}
