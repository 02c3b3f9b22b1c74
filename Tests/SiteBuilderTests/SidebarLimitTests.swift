import Foundation
import Testing
@testable import SiteBuilder
import StylebookKit

/// A site with more top-level sections than `sidebar: sections:` lists only the current page's
/// section in each sidebar and links to `sections/`, which lists them all; a site at or under
/// the limit is built exactly as before.
@Suite("sidebar limit")
struct SidebarLimitTests {
    /// Four sections, each with an index and a page, and a home page; built with the built-in theme.
    static let files: [String: String] = {
        var files = ["Content/index.md": "# Home\n\nWelcome.\n"]
        for name in ["alpha", "bravo", "charlie", "delta"] {
            files["Content/\(name)/index.md"] = "---\ntitle: \(name.capitalized)\n---\nAbout \(name).\n"
            files["Content/\(name)/page.md"] = "---\ntitle: \(name.capitalized) page\n---\nIn \(name).\n"
        }
        return files
    }()

    func site(_ extra: [String: String] = [:]) throws -> TestSite {
        try TestSite(Self.files.merging(extra) { _, new in new }, templates: [:])
    }

    func build(_ site: TestSite, limit: Int, baseURL: String? = nil) async -> BuildReport {
        var options = site.options
        options.sidebarSections = limit
        options.baseURL = baseURL
        return await site.build(options)
    }

    /// The sidebar `<nav>` of an output page.
    func sidebar(_ site: TestSite, _ path: String) throws -> String {
        let html = try #require(site.output(path))
        let start = try #require(html.range(of: "<nav class=\"sidebar\""))
        let end = try #require(html.range(of: "</nav>", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.upperBound])
    }

    func links(_ html: String) -> [String] {
        html.components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func overTheLimitEachSidebarListsItsOwnSectionAndTheLinkToAll() async throws {
        let site = try site()
        defer { site.remove() }
        let report = await build(site, limit: 2)
        #expect(report.succeeded, "\(report.diagnostics)")

        let page = try sidebar(site, "bravo/page/index.html")
        #expect(links(page) == ["../../bravo/", "../../bravo/page/", "../../sections/"])
        #expect(page.contains("<a href=\"../../bravo/page/\" aria-current=\"page\">Bravo page</a>"))
        // One class where it says something (a section), none on the plain entries of every page.
        #expect(page.contains("<li class=\"nav-section\"><a href=\"../../bravo/\">Bravo</a>"), "\(page)")
        #expect(page.contains("<li><a href=\"../../bravo/page/\" aria-current=\"page\">"), "\(page)")
        #expect(page.contains(">All 4 sections</a>"))
        #expect(!page.contains("Alpha") && !page.contains("Charlie"))

        // A section's own page opens it, as the full sidebar does.
        let section = try sidebar(site, "delta/index.html")
        #expect(links(section) == ["../delta/", "../delta/page/", "../sections/"])
        #expect(section.contains("<a href=\"../delta/\" aria-current=\"page\">Delta</a>"))

        // The home page is in no section: the link alone, and no empty list.
        let home = try sidebar(site, "index.html")
        #expect(links(home) == ["sections/"])
        #expect(home.components(separatedBy: "<ul").count == 2)
        #expect(try sidebar(site, "404.html").contains("<a href=\"sections/\">All 4 sections</a>"))
    }

    @Test func theSectionsPageListsEveryTopLevelEntry() async throws {
        let site = try site(["Content/zulu.md": "# Zulu\n\nA top-level page.\n"])
        defer { site.remove() }
        let report = await build(site, limit: 2, baseURL: "https://example.com/")
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("sections/index.html"))
        #expect(html.contains("<title>All sections · "))
        #expect(html.contains("<h1 class=\"page-title\">All sections</h1>"))
        let article = try #require(html.components(separatedBy: "<article").last)
        #expect(links(article) == ["../alpha/", "../bravo/", "../charlie/", "../delta/", "../zulu/"])
        #expect(try sidebar(site, "sections/index.html").contains("<a href=\"../sections/\" aria-current=\"page\">All 5 sections</a>"))
        // A top-level page is its own entry in a collapsed sidebar.
        #expect(links(try sidebar(site, "zulu/index.html")) == ["../zulu/", "../sections/"])
        #expect(site.output("sitemap.xml")?.contains("<loc>https://example.com/sections/</loc>") == true)
    }

    /// At the limit nothing changes: the same bytes as far under it, every section listed, no list page.
    @Test func atOrUnderTheLimitTheSiteIsUnchanged() async throws {
        let site = try site()
        defer { site.remove() }
        #expect(await build(site, limit: SectionsIndex.defaultLimit).succeeded)
        let files = site.files()
        let far = Dictionary(uniqueKeysWithValues: files.map { ($0, site.output($0) ?? "") })
        #expect(!files.contains("sections/index.html"))
        let page = try sidebar(site, "bravo/page/index.html")
        #expect(links(page) == ["../../alpha/", "../../bravo/", "../../bravo/page/", "../../charlie/", "../../delta/"])
        #expect(!page.contains("sections"))

        try FileManager.default.removeItem(at: site.root.appendingPathComponent("_site"))
        #expect(await build(site, limit: 4).succeeded)
        #expect(site.files() == files)
        #expect(Dictionary(uniqueKeysWithValues: files.map { ($0, site.output($0) ?? "") }) == far)
    }

    @Test func aPageOfTheSiteAtTheListsAddressIsAnError() async throws {
        let site = try site(["Content/sections/index.md": "# Our sections\n\nWritten by hand.\n"])
        defer { site.remove() }
        let report = await build(site, limit: 2)
        #expect(!report.succeeded)
        let problem = try #require(report.diagnostics.first { $0.id == "content/duplicate-url" })
        #expect(problem.location?.path.hasSuffix("sections/index.md") == true)
        #expect(problem.message.contains("'/sections/'"))
        #expect(!site.exists("_site"))
        // Under the limit no list page is made, and the page is the site's own.
        #expect(await build(site, limit: 5).succeeded)
        #expect(site.output("sections/index.html")?.contains("Written by hand.") == true)
    }

    /// The list page comes and goes with the sections, also when the build cache takes up from the
    /// last build; a new limit starts from scratch.
    @Test func theListFollowsTheSectionsAndTheLimitThroughTheBuildCache() async throws {
        let site = try site()
        defer { site.remove() }
        #expect(await build(site, limit: 4).succeeded)
        #expect(!site.exists("_site/sections/index.html"))
        usleep(10_000)
        try site.write("---\ntitle: Echo\n---\nAbout echo.\n", to: "Content/echo/index.md")
        let grown = await build(site, limit: 4)
        #expect(grown.succeeded && grown.renderedPages == grown.pageCount, "\(grown.diagnostics)")
        #expect(site.output("sections/index.html")?.contains("<a href=\"../echo/\">Echo</a>") == true)
        #expect(try sidebar(site, "alpha/index.html").contains("All 5 sections"))

        let raised = await build(site, limit: 5)
        #expect(raised.succeeded && raised.renderedPages == nil, "a new limit must not reuse the cache")
        #expect(!site.exists("_site/sections/index.html"))
        #expect(try sidebar(site, "alpha/index.html").contains("Echo"))

        #expect(await build(site, limit: 4).renderedPages == nil)
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/echo"))
        let shrunk = await build(site, limit: 4)
        #expect(shrunk.succeeded && shrunk.renderedPages != nil, "\(shrunk.diagnostics)")
        #expect(!site.exists("_site/sections/index.html"))
        #expect(!site.exists("_site/echo"))
    }
}
