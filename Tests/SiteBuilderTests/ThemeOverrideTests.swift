import Foundation
import Testing
@testable import SiteBuilder

@Suite("built-in theme and overrides")
struct ThemeOverrideTests {
    @Test func aPackageWithoutTemplatesGetsTheWholeTheme() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n\nHello.\n"], templates: [:])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.output("index.html"))
        #expect(home.contains("class=\"site-header\""))
        #expect(home.contains("class=\"site-search"))
        let assets = site.files().filter { $0.hasPrefix("assets/") }
        #expect(assets.contains { $0.hasPrefix("assets/site.") && $0.hasSuffix(".css") })
        #expect(assets.contains { $0.hasPrefix("assets/site.") && $0.hasSuffix(".js") })
    }

    @Test func aFileInTemplatesReplacesTheThemesFileOfTheSamePathOnly() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n",
            "Templates/footer.html": "<footer class=\"acme-footer\">Acme {{site.name}}</footer>\n",
        ], templates: [:])
        defer { site.remove() }
        let theme = site.options.theme
        #expect(theme.file("footer.html")?.isOverride == true)
        #expect(theme.file("header.html")?.isOverride == false)
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.output("index.html"))
        #expect(home.contains("<footer class=\"acme-footer\">Acme "))
        #expect(!home.contains("class=\"site-footer\""))
        #expect(home.contains("class=\"site-header\""), "the theme's other partials stay")
    }

    @Test func anOverriddenPartialIsLintedWithItsOwnPath() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n",
            "Templates/footer.html": "<footer>{{site.nmae}}</footer>\n",
        ], templates: [:])
        defer { site.remove() }
        let report = await site.build()
        #expect(!report.succeeded)
        #expect(report.diagnostics.contains { $0.id == "template/unknown-variable" && $0.location?.path.hasSuffix("Templates/footer.html") == true })
        #expect(!site.exists("_site"))
    }
}
