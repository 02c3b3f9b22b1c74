import Exporters
import StylebookKit
import SystemValidation
import Testing

@Suite struct GoldenTests {
    @Test(arguments: ExporterRegistry.standard.ids)
    func formatMatchesItsGoldenFiles(id: String) throws {
        let exporter = try #require(ExporterRegistry.standard.exporter(id: id))
        let system = id == "dtcg" ? Fixture.system : Fixture.withIcons
        #expect(system.validate().isEmpty)
        try Golden.check(exporter.files(for: system, settings: ExportSettings()), format: id)
    }
}

/// Each export's deprecation marker, from a fixture of deprecated tokens of every kind.
@Suite struct DeprecationGoldenTests {
    @Test(arguments: ExporterRegistry.standard.ids)
    func formatMatchesItsGoldenFiles(id: String) throws {
        let exporter = try #require(ExporterRegistry.standard.exporter(id: id))
        #expect(DeprecationFixture.system.validate().isEmpty, "\(DeprecationFixture.system.validate())")
        try Golden.check(exporter.files(for: DeprecationFixture.system, settings: ExportSettings()), format: id, set: "deprecations")
    }
}
