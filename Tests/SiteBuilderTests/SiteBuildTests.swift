import Foundation
import Testing
@testable import SiteBuilder

@Suite("Whole-site builds from inline fixtures")
struct SiteBuildTests {
    @Test func pagesGetCleanURLsAndFoldersGetTheirIndex() async throws {
        let site = try TestSite([
            "Content/index.md": "---\ntitle: Home\n---\nWelcome.\n",
            "Content/guides/index.md": "---\ntitle: Guides\n---\nAll guides.\n",
            "Content/guides/offline-patterns.md": "---\ntitle: Offline patterns\n---\nBody.\n",
            "Content/images/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "Templates/assets/site.css": "body{}",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.pageCount == 3)
        // Search index files are covered by PublishingTests.
        // The theme's script changes often; its hashed name is checked by shape only.
        let files = site.files().filter { !$0.hasPrefix("search/") }
        #expect(files.filter { !($0.hasPrefix("assets/site.") && $0.hasSuffix(".js")) } == [
            "404.html",
            // The built-in theme's other assets stay; Templates/assets/site.css replaced its stylesheet.
            "assets/favicon.4bed3e26.svg",
            "assets/site.882547c9.css",
            "guides/index.html",
            "guides/offline-patterns/index.html",
            "images/logo.svg",
            "index.html",
        ])
        #expect(files.filter { $0.hasPrefix("assets/site.") && $0.hasSuffix(".js") }.map(\.count) == ["assets/site.12345678.js".count])
        #expect(site.output("guides/offline-patterns/index.html")?.contains("<title>Offline patterns</title>") == true)
        #expect(site.output("guides/offline-patterns/index.html")?.contains("root=../../") == true)
        #expect(site.output("images/logo.svg") == "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    }

    @Test func titleComesFromFrontMatterThenFirstH1ThenFileName() async throws {
        let site = try TestSite([
            "Content/index.md": "---\ntitle: From front matter\n---\n# Not this\n",
            "Content/h1.md": "Intro\n\n# From the heading\n\nText.\n",
            "Content/loading-and-empty-states.md": "Just text.\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.output("index.html")?.contains("<title>From front matter</title>") == true)
        #expect(site.output("h1/index.html")?.contains("<title>From the heading</title>") == true)
        // The page has its own h1, so the layout adds none.
        #expect(site.output("h1/index.html")?.contains("<h1>From the heading</h1>") == false)
        #expect(site.output("loading-and-empty-states/index.html")?.contains("<title>Loading and empty states</title>") == true)
        #expect(site.output("loading-and-empty-states/index.html")?.contains("<h1>Loading and empty states</h1>") == true)
    }

    @Test func aDescriptionIsAMetaTagOnlyWhenThePageHasOne() async throws {
        let site = try TestSite([
            "Content/index.md": "---\ndescription: Where to start\n---\n# Home\n",
            "Content/plain.md": "# Plain\n",
            "Content/empty.md": "---\ndescription: \"\"\n---\n# Empty\n",
        ], templates: [:])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.output("index.html")?.contains("<meta name=\"description\" content=\"Where to start\">") == true)
        #expect(site.output("plain/index.html")?.contains("name=\"description\"") == false)
        #expect(site.output("empty/index.html")?.contains("name=\"description\"") == false)
    }

    /// Two files whose names differ only in how "é" is encoded are one name to Swift's strings:
    /// the build says so and stops, rather than keep one page and drop the other unseen.
    @Test func namesThatDifferOnlyInNormalisationAreAnError() async throws {
        // Written one by one: a dictionary literal would take the two names for one key too.
        let site = try TestSite(["Content/index.md": "# Home\n"])
        defer { site.remove() }
        try site.write("# Composed\n", to: "Content/caf\u{E9}.md")
        try site.write("# Decomposed\n", to: "Content/cafe\u{301}.md")
        let names = try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("Content").path)
        try #require(names.count == 3, "this file system stores only one of the two names: \(names)")
        let report = await site.build()
        #expect(!report.succeeded)
        let problem = try #require(report.diagnostics.first { $0.kind == .contentDuplicateURL }, "\(report.diagnostics)")
        #expect(problem.message.contains("differ only in how their accented letters are encoded"))
        #expect(!site.exists("_site"))
    }

    /// Two titles Swift's `<` cannot order (a letter and its nukta form, U+095B) are listed in
    /// one order, whichever file holds which: the sidebar never depends on the order pages come in.
    @Test func titlesSwiftCannotOrderAreListedInOneOrder() async throws {
        let plain = "\u{924}\u{93E}\u{935}\u{947}\u{91C}", nukta = "\u{924}\u{93E}\u{935}\u{947}\u{95B}"
        for (first, second) in [(plain, nukta), (nukta, plain)] {
            let site = try TestSite([
                "Content/index.md": "# Home\n",
                "Content/a.md": "---\ntitle: \(first)\n---\nText\n",
                "Content/b.md": "---\ntitle: \(second)\n---\nText\n",
            ], templates: [:])
            defer { site.remove() }
            let report = await site.build()
            #expect(report.succeeded, "\(report.diagnostics)")
            let page = try #require(site.output("index.html"))
            let sidebar = String(page[page.range(of: "class=\"sidebar\"")!.lowerBound...])
            let at = (plain: try #require(sidebar.range(of: ">" + plain + "<")), nukta: try #require(sidebar.range(of: ">" + nukta + "<")))
            #expect(at.plain.lowerBound < at.nukta.lowerBound, "plain title listed second when it is in \(first == plain ? "a.md" : "b.md")")
        }
    }

    @Test func sidebarFollowsFoldersAndOrderAndMarksTheCurrentPage() async throws {
        let site = try TestSite([
            "Content/index.md": "Home\n",
            "Content/b.md": "---\ntitle: Bravo\norder: 1\n---\nB\n",
            "Content/a.md": "---\ntitle: Alpha\norder: 2\n---\nA\n",
            "Content/zeta.md": "---\ntitle: Zeta\n---\nZ\n",
            "Content/guides/index.md": "---\ntitle: Guides\norder: 3\n---\nG\n",
            "Content/guides/one.md": "---\ntitle: One\n---\n1\n",
        ])
        defer { site.remove() }
        #expect(await site.build().succeeded)
        // On a page inside the section, the section is open, in order.
        let nested = try #require(site.output("guides/one/index.html"))
        let order = ["Bravo", "Alpha", "Guides", "One", "Zeta"].map { nested.range(of: ">\($0)</a>")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(nested.contains("<a href=\"../../guides/one/\" aria-current=\"page\">One</a>"))
        // Elsewhere, other sections stay closed so a page's sidebar grows with its own section only.
        let html = try #require(site.output("a/index.html"))
        #expect(html.contains("<a href=\"../a/\" aria-current=\"page\">Alpha</a>"))
        #expect(html.contains(">Guides</a>"))
        #expect(!html.contains(">One</a>"))
        #expect(!html.contains("aria-current=\"page\">Bravo"))
    }

    @Test func aSectionWithoutAnIndexLinksToItsFirstPage() async throws {
        let site = try TestSite([
            "Content/index.md": "Home\n",
            "Content/patterns/b.md": "---\ntitle: B\norder: 2\n---\nB\n",
            "Content/patterns/a.md": "---\ntitle: A\norder: 1\n---\nA\n",
        ])
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let home = try #require(site.output("index.html"))
        #expect(home.contains("<a href=\"patterns/a/\">Patterns</a>"))
    }

    @Test func linksBetweenPagesAreRewrittenAndKeepTheirAnchors() async throws {
        let site = try TestSite([
            "Content/index.md": "[Offline](guides/offline.md#choosing-a-pattern) and [guides](guides/index.md)\n",
            "Content/guides/index.md": "[Home](../index.md) [Sibling](offline.md) [Self](#top-level) [Logo](../img/logo.png)\n\n## Top level\n",
            "Content/guides/offline.md": "## Choosing a pattern\n\n[Back](../index.md#intro)\n\n<a id=\"intro\"></a>\n",
            "Content/img/logo.png": "png",
        ])
        defer { site.remove() }
        let report = await site.build()
        // ../index.md#intro points at the home page, which has no such anchor.
        #expect(report.errorSummaries == ["content/broken-anchor @ offline.md:3"])
        #expect(report.wroteOutput == false)

        try site.write("## Intro\n\n[Offline](guides/offline.md#choosing-a-pattern) and [guides](guides/index.md)\n", to: "Content/index.md")
        let fixed = await site.build()
        #expect(fixed.succeeded, "\(fixed.diagnostics)")
        let home = try #require(site.output("index.html"))
        #expect(home.contains("href=\"guides/offline/#choosing-a-pattern\""))
        #expect(home.contains("href=\"guides/\""))
        let guides = try #require(site.output("guides/index.html"))
        #expect(guides.contains("href=\"../\""))
        #expect(guides.contains("href=\"../guides/offline/\""))
        #expect(guides.contains("href=\"#top-level\""))
        #expect(guides.contains("../img/logo.png"))
    }

    @Test func brokenLinksAreErrorsAtTheirLine() async throws {
        let site = try TestSite([
            "Content/index.md": "---\ntitle: Home\n---\n\nSee [missing](nope.md) and\n[outside](../../etc/passwd).\n\n[web](https://example.com/x.md)\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.errorSummaries == ["content/broken-link @ index.md:5", "content/broken-link @ index.md:6"])
        #expect(!site.exists("_site"))
    }

    @Test func aFailedBuildKeepsThePreviousSite() async throws {
        let site = try TestSite(["Content/index.md": "Version one\n"])
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let before = try #require(site.output("index.html"))
        #expect(before.contains("Version one"))

        try site.write("---\ntitle: [unclosed\n---\nVersion two\n", to: "Content/index.md")
        let report = await site.build()
        #expect(!report.succeeded)
        #expect(report.errorSummaries == ["content/malformed-front-matter @ index.md:2"])
        #expect(site.output("index.html") == before)
        // No staging folders are left next to the output.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: site.root.path)
        #expect(siblings.filter { $0.hasPrefix("._site") }.isEmpty)
    }

    @Test func refusesOutputFoldersThatHoldTheUsersFiles() async throws {
        let site = try TestSite(["Content/index.md": "Hi\n", "notes/keep.txt": "mine"])
        defer { site.remove() }
        for output in ["Content", "Content/built", ".", "Templates", "Sources/..", "notes"] {
            var options = site.options
            options.outputDirectory = site.root.appendingPathComponent(output).standardizedFileURL
            let report = await site.build(options)
            #expect(!report.succeeded, "output \(output) was accepted")
        }
        #expect(site.output("keep.txt", in: "notes") == "mine")
        #expect(site.output("index.md", in: "Content") == "Hi\n")
    }

    @Test func twoPagesWithOneURLAreAnError() async throws {
        let site = try TestSite(["Content/guide.md": "A\n", "Content/guide/index.md": "B\n"])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.errorSummaries == ["content/duplicate-url @ index.md:1"])
    }

    @Test func templateSyntaxErrorNamesTheTemplateFileAndLine() async throws {
        var templates = TestSite.minimalTemplates
        templates["Templates/layout.html"] = "<p>ok</p>\n<main>\n{{#page}}{{title}}\n</main>\n"
        let site = try TestSite(["Content/index.md": "Hi\n"], templates: templates)
        defer { site.remove() }
        let report = await site.build()
        #expect(report.diagnostics.first?.id == "template/syntax-error")
        #expect(report.diagnostics.first?.location?.path.hasSuffix("Templates/layout.html") == true)
    }

    @Test func buildsAreByteIdentical() async throws {
        let files = [
            "Content/index.md": "# Home\n\n## A\n\n## A\n\n| x | y |\n|---|:-:|\n| 1 | 2 |\n",
            "Content/s/p.md": "---\ntitle: P\nauthor: me\n---\n- [x] done\n- [ ] todo\n\nNote[^1]\n\n[^1]: Foot.\n",
        ]
        let first = try TestSite(files), second = try TestSite(files)
        defer { first.remove(); second.remove() }
        #expect(await first.build().succeeded)
        #expect(await second.build().succeeded)
        #expect(first.files() == second.files())
        for file in first.files() {
            #expect(first.output(file) == second.output(file), "\(file) differs")
        }
    }
}
