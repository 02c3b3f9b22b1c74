import Foundation
import Testing
@testable import SiteBuilder

/// The sidebar is the theme's `sidebar-list.html` and `sidebar-entry.html`, rendered once per
/// folder with the current link left open and filled per page: that must give what rendering the
/// list for each page gives, with the built-in theme and with an override.
@Suite("sidebar template")
struct SidebarTemplateTests {
    static let files = [
        "Content/index.md": "# Home\n",
        "Content/guide/index.md": "# Guide\n",
        "Content/guide/a.md": "# A & B\n",
        "Content/guide/b.md": "# B\n",
        "Content/guide/deep/c.md": "# C\n",
        "Content/notes/d.md": "# D\n",
    ]

    /// Each page's sidebar from the cache, against swift-mustache rendering the list for that page alone.
    private func expectFilledEqualsRenderedPerPage(templates: [String: String]) throws {
        var files = Self.files
        for (path, text) in templates { files["Templates/" + path] = text }
        let site = try TestSite(files, templates: [:])
        defer { site.remove() }
        let theme = try TemplateSet.load(site.options.theme).get()
        #expect(theme.compiled != nil)
        let pages = site.pages()
        let navigation = Navigation(pages: pages)
        let cache = SidebarCache(navigation: navigation, templates: theme)
        for page in pages {
            let ancestors = navigation.ancestors(of: page.route)
            let list = SidebarList(open: Set(ancestors.compactMap(\.route)), page: page.route)
            let expected = theme.library.render(TemplateEncoder.value(list.values(navigation.entries) { .flag($0 == page.route) }).mustacheValue, withTemplate: SidebarList.templateName)
            #expect(cache.html(for: page.route, sourcePath: page.item.relativePath) == expected, "\(page.route.path)")
        }
    }

    @Test func theBuiltInSidebarFilledPerPageIsTheSidebarRenderedPerPage() throws {
        try expectFilledEqualsRenderedPerPage(templates: [:])
    }

    @Test func anOverriddenEntryFilledPerPageIsTheEntryRenderedPerPage() throws {
        // Marked current, not current, and standalone.
        try expectFilledEqualsRenderedPerPage(templates: [
            "sidebar-entry.html": """
                <li>{{#isCurrent}}<strong>{{/isCurrent}}{{^isCurrent}}<em>{{/isCurrent}}{{title}}{{#isOpen}}<ol>{{#children}}{{> sidebar-entry}}{{/children}}</ol>{{/isOpen}}</li>

                """,
        ])
    }

    @Test func anOverrideChangesTheBuiltSidebar() async throws {
        let site = try TestSite(Self.files.merging([
            "Templates/sidebar-entry.html": "<li data-here=\"{{isCurrent}}\">{{title}}{{#children}}{{> sidebar-entry}}{{/children}}</li>\n",
        ]) { _, new in new }, templates: [:])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.output("guide/a/index.html"))
        #expect(page.contains("<li data-here=\"true\">A &amp; B</li>"))
        #expect(page.contains("<li data-here=\"false\">B</li>"))
        #expect(!page.contains("nav-section"))
    }
}
