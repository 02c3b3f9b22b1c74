import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import SiteBuilder

/// Values from front matter and from token declarations are text: whatever they contain, a
/// template shows them and never runs them.
@Suite("HTML safety")
struct HTMLSafetyTests {
    static let script = "<script>alert(1)</script>"
    static let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"

    /// No overrides: the built-in theme, so the test covers the real sidebar, breadcrumbs and pager.
    static func shippedTemplates() throws -> [String: String] { [:] }

    static let system = DesignSystem(name: "Hostile \(script)", tokens: [
        .color("color.surface.page", "#FFFFFF", role: .surface, "Page \(script)"),
        .color("color.text.body", "#111111", role: .text, "Body text \(script)"),
    ], pairs: [
        .text("color.text.body", on: "color.surface.page"),
    ])

    @Test func aScriptInFrontMatterOrTokenDescriptionsRendersAsText() async throws {
        let site = try TestSite([
            "Content/index.md": "---\ntitle: Home\n---\nWelcome.\n",
            "Content/guide/index.md": "---\ntitle: Guide\n---\nSection.\n",
            "Content/guide/a.md": "---\ntitle: \"\(Self.script)\"\ndescription: '\"><script>alert(1)</script>'\nauthor: \"\(Self.script)\"\n---\n## Part\n",
            "Content/guide/b.md": "---\ntitle: B\n---\nSee [the other page](a.md).\n",
            "Content/colours.md": "---\ntitle: Colours\n---\n```tokens color\n```\n",
        ], templates: try Self.shippedTemplates())
        defer { site.remove() }
        var options = site.options
        options.designSystem = Self.system
        options.siteName = "Site \(Self.script)"
        let report = await site.build(options)
        #expect(report.succeeded, "\(report.diagnostics.map(DiagnosticFormatter.line))")

        let page = try #require(site.output("guide/a/index.html"))
        #expect(page.contains("<title>\(Self.escaped) · Site \(Self.escaped)</title>"))
        #expect(page.contains("<h1 class=\"page-title\">\(Self.escaped)</h1>"))
        #expect(page.contains("content=\"&quot;&gt;\(Self.escaped)\""), "the description attribute")
        // The sidebar and the next page's pager name the page too.
        let sidebar = try #require(page.range(of: "<nav class=\"sidebar\"")).lowerBound
        #expect(page[sidebar...].contains(Self.escaped))
        #expect(site.output("guide/b/index.html")?.contains("<span class=\"pager-title\">\(Self.escaped)</span>") == true)

        // The token table shows each description as text.
        #expect(site.output("colours/index.html")?.contains("Body text \(Self.escaped)") == true)

        for file in site.files() where file.hasSuffix(".html") {
            let html = try #require(site.output(file))
            #expect(!html.contains("<script>alert(1)"), "\(file) runs the script")
            // Wherever a page shows a token's description (token tables), it shows it as text.
            if html.contains("Body text ") {
                #expect(html.contains("Body text \(Self.escaped)"), "\(file) shows a token description unescaped")
            }
        }
    }
}
