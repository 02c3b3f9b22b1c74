import Foundation
import Testing
@testable import SiteBuilder
import StylebookKit

/// A heading never takes an id the theme's markup already gives an element on every page, so no
/// page has one id twice (the built-in theme's `main#content`, or an override's own).
@Suite struct ThemeIDTests {
    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func headingsStepAsideForTheBuiltInThemesIDs() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n\n## Content\n\n## Search results\n\nSee [content](#content-1).\n"],
                                templates: [:])
        defer { try? FileManager.default.removeItem(at: site.root) }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("index.html"))
        for id in ["content", "search-results", "content-1", "search-results-1"] {
            #expect(Self.count("id=\"\(id)\"", in: html) == 1, "id \(id)")
        }
        #expect(html.contains("<main id=\"content\""))
    }

    @Test func anOverridesIDIsReservedToo() async throws {
        var layout = try String(contentsOf: try #require(Theme.builtInDirectory).appendingPathComponent("layout.html"), encoding: .utf8)
        layout = layout.replacingOccurrences(of: "<main id=\"content\"", with: "<div id=\"banner\"></div>\n<main id=\"content\"")
        let site = try TestSite(["Content/index.md": "# Home\n\n## Banner\n"], templates: ["Templates/layout.html": layout])
        defer { try? FileManager.default.removeItem(at: site.root) }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("index.html"))
        #expect(Self.count("id=\"banner\"", in: html) == 1)
        #expect(html.contains("id=\"banner-1\""))
    }

    @Test func aCustomIDTheThemeUsesFailsTheBuildAtItsMarker() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n\n## Main {#content}\n"], templates: [:])
        defer { try? FileManager.default.removeItem(at: site.root) }
        let report = await site.build()
        #expect(!report.succeeded)
        let problem = try #require(report.diagnostics.first { $0.id == "content/duplicate-heading-id" })
        #expect(problem.location?.line == 3)
        #expect(problem.location?.column == 9)
    }
}
