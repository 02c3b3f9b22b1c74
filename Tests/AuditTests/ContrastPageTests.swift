import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import StylebookKit
@testable import Audit

struct ContrastPageTests {
    static let html = ContrastPage.html(for: ContrastAudit(system: AuditFixture.system).run(), system: AuditFixture.system)

    /// The fragment is well-formed XHTML, so an XML parser can check its structure.
    static func document() throws -> XMLDocument {
        try XMLDocument(xmlString: "<div>\(html)</div>")
    }

    @Test func everyTableHasACaptionAndScopedHeaders() throws {
        let document = try Self.document()
        let tables = try document.nodes(forXPath: "//table")
        #expect(tables.count == 3) // pairs, then the grid in light and in dark
        #expect(try document.nodes(forXPath: "//table[not(caption)]").isEmpty)
        #expect(try document.nodes(forXPath: "//th[not(@scope)]").isEmpty)
        #expect(try document.nodes(forXPath: "//thead//th[@scope='col']").count > 0)
        #expect(try document.nodes(forXPath: "//tbody//th[@scope='row']").count > 0)
    }

    @Test func everyCheckedPairIsListedInBothModesWithAWordForTheResult() throws {
        let document = try Self.document()
        let rows = try document.nodes(forXPath: "//table[@class='contrast-table']/tbody/tr")
        let checks = ContrastAudit(system: AuditFixture.system).run().checks
        #expect(rows.count == checks.count)
        let results = try document.nodes(forXPath: "//table[@class='contrast-table']/tbody/tr/td[last()]").compactMap(\.stringValue)
        #expect(results.allSatisfy { $0.hasPrefix("Pass") || $0.hasPrefix("Fail") || $0.hasPrefix("Skipped: ") })
        #expect(results.filter { $0.hasPrefix("Fail") }.count == checks.filter { $0.outcome == .fail }.count)
        #expect(Self.html.contains("<td>light</td>") && Self.html.contains("<td>dark</td>"))
    }

    @Test func swatchesCarryNoTextAndAreHiddenFromAssistiveTechnology() throws {
        let document = try Self.document()
        let swatches = try document.nodes(forXPath: "//span[@class='contrast-swatch']")
        #expect(!swatches.isEmpty)
        for case let swatch as XMLElement in swatches {
            #expect(swatch.attribute(forName: "aria-hidden")?.stringValue == "true")
            #expect(swatch.stringValue == "")
            #expect(swatch.attribute(forName: "style")?.stringValue?.hasPrefix("background-color: #") == true)
        }
    }

    @Test func gridShowsTextColoursOnEverySurface() throws {
        let document = try Self.document()
        let headers = try document.nodes(forXPath: "(//table[@class='contrast-grid-table'])[1]/thead/tr/th").compactMap(\.stringValue)
        #expect(headers == ["Text colour", "color.surface.page", "color.surface.tint over color.surface.page"])
        let rows = try document.nodes(forXPath: "(//table[@class='contrast-grid-table'])[1]/tbody/tr/th").compactMap(\.stringValue)
        #expect(rows == ["color.text.body", "color.text.faint"])
    }

    @Test func escapesNames() {
        #expect(MarkupText.escape("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    }
}
