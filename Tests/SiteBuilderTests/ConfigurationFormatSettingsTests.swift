import Exporters
import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import SiteBuilder

/// `exports.<id>:` mappings, a package's own format's settings: typed as YAML wrote them, and
/// checked at their lines once the formats are known.
@Suite("stylebook.yml: a format's own settings")
struct ConfigurationFormatSettingsTests {
    struct Flutter: TokenExporter {
        let id = "flutter"
        let summary = "Dart colours"
        var options: [ExportOption] {
            [ExportOption("className", .text, "The Dart class."), ExportOption("deprecations", .flag, "Mark deprecated colours."),
             ExportOption("modes", .list, "Which modes."), ExportOption("scale", .number, "A factor.")]
        }
        func files(for system: DesignSystem, settings: ExportSettings) throws -> [ExportedFile] { [] }
    }

    private func load(_ yaml: String) throws -> SiteConfiguration {
        let site = try TestSite(["stylebook.yml": yaml], templates: [:])
        defer { site.remove() }
        return try ConfigurationFile.load(in: site.root).get()
    }

    @Test func aFormatsSettingsAreReadWithTheirTypes() throws {
        let configuration = try load("""
            exports:
              cssPrefix: acme
              flutter:
                className: AcmeColors
                deprecations: false
                modes: [light, dark]
                scale: 1.5
            """)
        #expect(configuration.exports.cssPrefix == "acme")
        #expect(configuration.exports.formatOptions == ["flutter": [
            "className": .text("AcmeColors"), "deprecations": .flag(false), "modes": .list(["light", "dark"]), "scale": .number(1.5),
        ]])
        #expect(configuration.exportProblems(registry: ExporterRegistry.standard.adding(Flutter())).isEmpty)
        // Without the package's format registered, the section names no format.
        let unknown = configuration.exportProblems(registry: .standard).map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(unknown == ["3:3 `exports.flutter` names no export format"])
    }

    @Test func aMisspeltOrMistypedSettingIsAnErrorAtItsLine() throws {
        let configuration = try load("""
            exports:
              flutter:
                className: AcmeColors
                clasName: Acme
                deprecations: "no"
            """)
        let problems = configuration.exportProblems(registry: ExporterRegistry.standard.adding(Flutter()))
        #expect(problems.map { "\($0.location?.line ?? 0) \($0.id) \($0.message)" } == [
            "4 exports/invalid-setting format 'flutter' has no setting 'clasName'",
            "5 exports/invalid-setting `exports.flutter.deprecations` must be `true` or `false`",
        ])
        #expect(problems[0].hint?.hasSuffix("did you mean 'className'?") == true)
    }

    @Test func anUnknownScalarKeyIsStillAnUnknownKey() throws {
        let site = try TestSite(["stylebook.yml": "exports:\n  cssPrefx: acme\n"], templates: [:])
        defer { site.remove() }
        guard case .failure(let error) = ConfigurationFile.load(in: site.root) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.diagnostics.map(\.id) == ["config/unknown-key"])
        #expect(error.diagnostics[0].message.contains("did you mean `cssPrefix`?"))
    }
}
