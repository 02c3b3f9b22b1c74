import Testing
import StylebookKit
import Exporters

@Suite struct GoldenTests {
    @Test(arguments: ExporterRegistry.standard.ids)
    func formatMatchesItsGoldenFiles(id: String) throws {
        let exporter = try #require(ExporterRegistry.standard.exporter(id: id))
        let system = id == "dtcg" ? Fixture.system : Fixture.withIcons
        #expect(system.validate().isEmpty)
        try Golden.check(exporter.files(for: system, settings: ExportSettings()), format: id)
    }
}
