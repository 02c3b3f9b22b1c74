import Testing
import StylebookKit
import Exporters

@Suite struct GoldenTests {
    @Test(arguments: ExporterRegistry.ids)
    func formatMatchesItsGoldenFiles(id: String) throws {
        let exporter = try #require(ExporterRegistry.exporter(id: id))
        #expect(Fixture.system.validate().isEmpty)
        try Golden.check(exporter.init().export(Fixture.system), format: id)
    }
}
