import Foundation
import StylebookKit
import Testing
@testable import SiteBuilder

@Suite("Incremental rebuilds for serve")
struct SiteSessionTests {
    static let files = [
        "Content/index.md": "---\ntitle: Home\n---\nWelcome. See [buttons](components/buttons.md#usage).\n",
        "Content/components/index.md": "---\ntitle: Components\n---\nAll components.\n",
        "Content/components/buttons.md": "---\ntitle: Buttons\norder: 1\n---\n## Usage\n\nPress.\n",
        "Content/components/cards.md": "---\ntitle: Cards\norder: 2\n---\nCards.\n",
        "Content/images/logo.svg": "<svg/>",
        "Templates/assets/site.css": "body{}",
    ]

    /// A session serving into `served/`, started.
    static func started(_ site: TestSite, system: DesignSystem? = nil) async -> (SiteSession, SessionUpdate) {
        let session = SiteSession(options: BuildOptions(packageRoot: site.root, outputDirectory: site.root.appendingPathComponent("served"),
                                                        designSystem: system))
        let update = await session.start()
        return (session, update)
    }

    func url(_ site: TestSite, _ path: String) -> URL { site.root.appendingPathComponent(path) }

    /// What a fresh full build of the same inputs writes, so incremental output can be compared to it.
    func assertMatchesFullBuild(_ site: TestSite, system: DesignSystem? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) async {
        let report = await site.build(BuildOptions(packageRoot: site.root, designSystem: system))
        #expect(report.succeeded, "\(report.diagnostics)", sourceLocation: sourceLocation)
        let served = site.files(in: "served")
        #expect(served == site.files(in: "_site"), sourceLocation: sourceLocation)
        for file in served {
            #expect(site.output(file, in: "served") == site.output(file, in: "_site"), "\(file)", sourceLocation: sourceLocation)
        }
    }

    @Test func startBuildsTheWholeSite() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let (_, update) = await Self.started(site)
        #expect(update.succeeded, "\(update.diagnostics)")
        #expect(update.scope == .fullBuild)
        await assertMatchesFullBuild(site)
    }

    /// Serve works out the index off its session; an older index finished late is never written
    /// over a newer one.
    @Test func anOlderSearchIndexNeverOverwritesANewerOne() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let pipeline = SitePipeline(options: BuildOptions(packageRoot: site.root, outputDirectory: site.root.appendingPathComponent("served")),
                                    plan: .serve)
        _ = pipeline.run(.everything)
        try site.write("---\ntitle: Cards\norder: 2\n---\nZebra.\n", to: "Content/components/cards.md")
        _ = pipeline.run(SitePipeline.Changes(pages: ["components/cards.md"]))
        let older = try #require(pipeline.searchIndexSnapshot())
        try site.write("---\ntitle: Cards\norder: 2\n---\nYak.\n", to: "Content/components/cards.md")
        _ = pipeline.run(SitePipeline.Changes(pages: ["components/cards.md"]))
        let newer = try #require(pipeline.searchIndexSnapshot())
        #expect(pipeline.writeSearchIndex(SearchIndex(documents: newer.documents).files(), generation: newer.generation).isEmpty)
        #expect(pipeline.writeSearchIndex(SearchIndex(documents: older.documents).files(), generation: older.generation).isEmpty)
        #expect(site.exists("served/search/terms/ya.json"))
        #expect(!site.exists("served/search/terms/ze.json"))
    }

    @Test func bodyEditRewritesOnlyThatPage() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let (session, _) = await Self.started(site)
        try site.write("---\ntitle: Cards\norder: 2\n---\nCards, now with shadows.\n", to: "Content/components/cards.md")
        let update = await session.update([url(site, "Content/components/cards.md")])
        #expect(update.succeeded, "\(update.diagnostics)")
        #expect(update.scope == .pages(1))
        // One page, plus the search index entries its new words touch.
        #expect(update.changedFiles.filter { !$0.hasPrefix("search/") } == ["components/cards/index.html"])
        #expect(site.output("components/cards/index.html", in: "served")?.contains("now with shadows") == true)
        _ = await session.refreshSearchIndex()
        await assertMatchesFullBuild(site)
    }

    /// The sidebar, search index, sitemap and 404 page all list pages: a title change rebuilds the site.
    @Test func titleChangeRerendersNavigationEverywhere() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let (session, _) = await Self.started(site)
        try site.write("---\ntitle: Push buttons\norder: 1\n---\n## Usage\n\nPress.\n", to: "Content/components/buttons.md")
        let update = await session.update([url(site, "Content/components/buttons.md")])
        #expect(update.scope == .fullBuild)
        #expect(site.output("components/cards/index.html", in: "served")?.contains("Push buttons") == true)
        _ = await session.refreshSearchIndex()
        await assertMatchesFullBuild(site)
    }

    @Test func newAndDeletedPagesAndAssets() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let (session, _) = await Self.started(site)
        try site.write("---\ntitle: Chips\n---\nChips. ![logo](../images/logo.svg)\n", to: "Content/components/chips.md")
        try FileManager.default.removeItem(at: url(site, "Content/components/cards.md"))
        try site.write("<svg id='new'/>", to: "Content/images/new.svg")
        let update = await session.update([url(site, "Content/components/chips.md"), url(site, "Content/components/cards.md"),
                                           url(site, "Content/images/new.svg")])
        #expect(update.succeeded, "\(update.diagnostics)")
        #expect(site.output("components/chips/index.html", in: "served")?.contains("Chips.") == true)
        #expect(!FileManager.default.fileExists(atPath: url(site, "served/components/cards/index.html").path))
        #expect(site.output("images/new.svg", in: "served") == "<svg id='new'/>")
        // The folder of the deleted page may stay behind empty; compare files only.
        _ = await session.refreshSearchIndex()
        await assertMatchesFullBuild(site)
    }

    @Test func templateAndAssetChanges() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let (session, _) = await Self.started(site)
        try site.write(TestSite.minimalTemplates["Templates/layout.html"]! + "\n<footer>v2</footer>", to: "Templates/layout.html")
        try site.write("body{color:red}", to: "Templates/assets/site.css")
        let update = await session.update([url(site, "Templates/layout.html"), url(site, "Templates/assets/site.css")])
        // Theme assets are published under content hashes every page names: a full build.
        #expect(update.scope == .fullBuild)
        #expect(site.output("components/index.html", in: "served")?.contains("<footer>v2</footer>") == true)
        _ = await session.refreshSearchIndex()
        await assertMatchesFullBuild(site)
    }

    @Test func errorsKeepTheLastGoodSiteAndHeldBackWorkIsWrittenOnRecovery() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let (session, _) = await Self.started(site)
        let before = site.output("index.html", in: "served")

        // A broken anchor on one page, and a good edit on another while it is broken.
        try site.write("---\ntitle: Home\n---\nSee [buttons](components/buttons.md#nope).\n", to: "Content/index.md")
        var update = await session.update([url(site, "Content/index.md")])
        #expect(!update.succeeded)
        #expect(update.diagnostics.map(\.id) == ["content/broken-anchor"])
        try site.write("---\ntitle: Cards\norder: 2\n---\nEdited while broken.\n", to: "Content/components/cards.md")
        update = await session.update([url(site, "Content/components/cards.md")])
        #expect(!update.succeeded)
        #expect(site.output("index.html", in: "served") == before)
        #expect(site.output("components/cards/index.html", in: "served")?.contains("Edited while broken") == false)

        // Broken front matter is an error too.
        try site.write("---\ntitle: [unclosed\n---\nBody\n", to: "Content/components/buttons.md")
        update = await session.update([url(site, "Content/components/buttons.md")])
        #expect(!update.succeeded)

        try site.write(Self.files["Content/components/buttons.md"]!, to: "Content/components/buttons.md")
        try site.write("---\ntitle: Home\n---\nSee [buttons](components/buttons.md#usage) again.\n", to: "Content/index.md")
        update = await session.update([url(site, "Content/index.md"), url(site, "Content/components/buttons.md")])
        #expect(update.succeeded, "\(update.diagnostics)")
        #expect(site.output("components/cards/index.html", in: "served")?.contains("Edited while broken") == true)
        #expect(site.output("index.html", in: "served")?.contains("again") == true)
        _ = await session.refreshSearchIndex()
        await assertMatchesFullBuild(site)
    }

    @Test func aSiteThatStartsBrokenIsBuiltOnceFixed() async throws {
        var files = Self.files
        files["Content/index.md"] = "See [missing](missing.md).\n"
        let site = try TestSite(files)
        defer { site.remove() }
        let (session, first) = await Self.started(site)
        #expect(!first.succeeded)
        #expect(site.files(in: "served").isEmpty)
        try site.write("---\ntitle: Home\n---\nFixed.\n", to: "Content/index.md")
        let update = await session.update([url(site, "Content/index.md")])
        #expect(update.succeeded, "\(update.diagnostics)")
        #expect(update.scope == .fullBuild)
        _ = await session.refreshSearchIndex()
        await assertMatchesFullBuild(site)
    }

    @Test func ignoredAndUnchangedFilesDoNothing() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let (session, _) = await Self.started(site)
        try site.write("swap", to: "Content/.index.md.swp")
        var update = await session.update([url(site, "Content/.index.md.swp"), url(site, "Sources/X.swift")])
        #expect(update.scope == .nothing)
        update = await session.update([url(site, "Content/index.md")])
        #expect(update.changedFiles.isEmpty)
    }

    @Test func generatedPagesAndDirectivesMatchAFullBuild() async throws {
        var files = Self.files
        files["Content/index.md"] = "---\ntitle: Home\n---\nSee [the contrast page](contrast/index.md) and [tokens](tokens/index.md).\n"
        let site = try TestSite(files)
        defer { site.remove() }
        let (session, first) = await Self.started(site, system: CheckActionTests.system)
        #expect(first.succeeded, "\(first.diagnostics)")
        #expect(site.output("contrast/index.html", in: "served") != nil)
        // A new page is linked into the generated pages' navigation too.
        try site.write("---\ntitle: Aardvark\norder: 0\n---\nFirst in the sidebar.\n", to: "Content/aardvark.md")
        let update = await session.update([url(site, "Content/aardvark.md")])
        #expect(update.succeeded, "\(update.diagnostics)")
        #expect(update.scope == .fullBuild)
        _ = await session.refreshSearchIndex()
        await assertMatchesFullBuild(site, system: CheckActionTests.system)
    }

    @Test func unknownDirectiveIsAnErrorInServeToo() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let (session, _) = await Self.started(site, system: CheckActionTests.system)
        try site.write("---\ntitle: Cards\norder: 2\n---\n```contrast nonsense\n```\n", to: "Content/components/cards.md")
        let update = await session.update([url(site, "Content/components/cards.md")])
        let build = await site.build(BuildOptions(packageRoot: site.root, designSystem: CheckActionTests.system))
        #expect(update.diagnostics.map(\.id) == build.diagnostics.map(\.id))
        #expect(!update.succeeded)
    }

    /// Editors such as vim create and delete a probe file next to the page while saving; the
    /// rescan that unknown path causes must still treat the page as edited.
    @Test func editsArriveWithAVanishedProbeFile() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let (session, _) = await Self.started(site)
        try site.write("---\ntitle: Cards\norder: 2\n---\nSaved by vim.\n", to: "Content/components/cards.md")
        var update = await session.update([url(site, "Content/components/4913"), url(site, "Content/components/cards.md")])
        #expect(update.changedFiles.filter { !$0.hasPrefix("search/") } == ["components/cards/index.html"])
        try site.write("---\ntitle: Playing cards\norder: 2\n---\nSaved by vim.\n", to: "Content/components/cards.md")
        update = await session.update([url(site, "Content/components/4913"), url(site, "Content/components/cards.md")])
        #expect(update.scope == .fullBuild)
        _ = await session.refreshSearchIndex()
        await assertMatchesFullBuild(site)
    }
}
