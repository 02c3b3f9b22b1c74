import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import SiteBuilder

/// A build into an existing output folder takes up from the last build's cache and lays out
/// only what changed, yet always writes exactly what a build from scratch writes.
@Suite("build cache")
struct BuildCacheTests {
    static let files = [
        "Content/index.md": "---\ntitle: Home\n---\nWelcome. See [usage](guides/a.md#usage).\n",
        "Content/guides/index.md": "---\ntitle: Guides\n---\nAll guides.\n",
        "Content/guides/a.md": "---\ntitle: A\norder: 1\n---\n## Usage\n\nAlpha.\n",
        "Content/guides/b.md": "---\ntitle: B\norder: 2\n---\nBravo, see [A](a.md).\n",
        "Content/guides/draft.md": "---\ntitle: Draft\ndraft: true\n---\nNot yet.\n",
        "Content/images/logo.svg": "<svg/>",
    ]

    func snapshot(_ site: TestSite, in folder: String = "_site") -> [String: String] {
        Dictionary(uniqueKeysWithValues: site.files(in: folder).map { ($0, site.output($0, in: folder) ?? "") })
    }

    /// The same sources built from scratch into another folder, without a cache.
    func fromScratch(_ site: TestSite) async -> [String: String] {
        var options = site.options
        options.outputDirectory = site.root.appendingPathComponent("scratch")
        options.usesBuildCache = false
        try? FileManager.default.removeItem(at: options.outputDirectory)
        let report = await site.build(options)
        #expect(report.succeeded, "\(report.diagnostics)")
        return snapshot(site, in: "scratch")
    }

    /// Edits made within one clock tick could keep a file's stamp; real edits never are that quick.
    func cacheFile(_ site: TestSite) -> URL {
        BuildCache.location(for: site.options.outputDirectory, in: site.options.cacheDirectory)
    }

    func edit(_ site: TestSite, _ contents: String, to path: String) throws {
        usleep(10_000)
        try site.write(contents, to: path)
    }

    @Test func aBodyEditLaysOutThatPageAlone() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let first = await site.build()
        #expect(first.succeeded && first.renderedPages == nil)
        #expect(FileManager.default.fileExists(atPath: cacheFile(site).path))
        try edit(site, "---\ntitle: B\norder: 2\n---\nBravo, edited, see [A](a.md).\n", to: "Content/guides/b.md")
        let second = await site.build()
        #expect(second.succeeded, "\(second.diagnostics)")
        #expect(second.renderedPages == 1)
        #expect(second.pageCount == first.pageCount)
        #expect(site.output("guides/b/index.html")?.contains("Bravo, edited") == true)
        #expect(snapshot(site) == (await fromScratch(site)))
        // Nothing changed since: nothing is laid out again.
        #expect((await site.build()).renderedPages == 0)
    }

    /// A build without the cache (`--no-cache`) removes the old one: it describes an output
    /// folder that build has just replaced.
    @Test func aBuildWithoutTheCacheRemovesTheOldOne() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect((await site.build()).succeeded)
        #expect(FileManager.default.fileExists(atPath: cacheFile(site).path))
        var options = site.options
        options.usesBuildCache = false
        #expect((await site.build(options)).succeeded)
        #expect(!FileManager.default.fileExists(atPath: cacheFile(site).path))
    }

    @Test func aNewTitleLaysOutEveryPageAsTheSidebarsChange() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        try edit(site, "---\ntitle: Beta\norder: 2\n---\nBravo.\n", to: "Content/guides/b.md")
        let report = await site.build()
        #expect(report.renderedPages == report.pageCount)
        // Only the edited page is read; the others keep the bodies their files hold.
        #expect(report.readPages == 1)
        #expect(site.output("guides/a/index.html")?.contains("Beta") == true)
        #expect(snapshot(site) == (await fromScratch(site)))
    }

    @Test func renamedHeadingsBreakTheLinksThatNamedThem() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let before = snapshot(site)
        try edit(site, "---\ntitle: A\norder: 1\n---\n## Use\n\nAlpha.\n", to: "Content/guides/a.md")
        let report = await site.build()
        // index.md still links to #usage, which is gone: the cached facts of index.md are checked
        // against the new headings of a.md.
        #expect(report.diagnostics.contains { $0.id == "content/broken-anchor" && $0.location?.path.hasSuffix("index.md") == true },
                "\(report.diagnostics)")
        #expect(snapshot(site) == before)
    }

    @Test func pagesAndAssetsThatComeAndGoAreWrittenAndRemoved() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/guides/b.md"))
        try edit(site, "<svg id='new'/>", to: "Content/images/logo.svg")
        try edit(site, "---\ntitle: C\n---\nCharlie.\n", to: "Content/guides/c.md")
        try edit(site, "---\ntitle: Draft\n---\nReady now.\n", to: "Content/guides/draft.md")
        #expect(await site.build().succeeded)
        #expect(!site.exists("_site/guides/b"))
        #expect(site.output("images/logo.svg") == "<svg id='new'/>")
        #expect(site.output("guides/draft/index.html")?.contains("Ready now.") == true)
        #expect(snapshot(site) == (await fromScratch(site)))
    }

    /// The cache describes the output folder it was made with; a folder someone changed is rebuilt whole.
    @Test func anOutputFolderChangedByHandIsBuiltAgainInFull() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let built = snapshot(site)
        try site.write("tampered", to: "_site/guides/a/index.html")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("_site/guides/b/index.html"))
        try site.write("stray", to: "_site/stray.txt")
        let report = await site.build()
        #expect(report.succeeded && report.renderedPages == nil)
        #expect(snapshot(site) == built)
    }

    /// A layout edit lays every page out again, around the bodies the last build wrote: no
    /// Markdown is read, yet the site is what a build from scratch makes.
    @Test func aLayoutEditLaysOutEveryPageAroundTheBodiesItHas() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let layout = TestSite.minimalTemplates["Templates/layout.html"]!
        try edit(site, "<meta name=\"edited\">\n" + layout + "<footer>Our own footer</footer>\n", to: "Templates/layout.html")
        let themed = await site.build()
        #expect(themed.succeeded && themed.renderedPages == themed.pageCount && themed.readPages == 0, "\(themed.diagnostics)")
        #expect(site.output("guides/a/index.html")?.contains("<footer>Our own footer</footer>") == true)
        // The outline comes from the cache too.
        #expect(site.output("guides/a/index.html")?.contains("<a href=\"#usage\">Usage</a>") == true)
        #expect(snapshot(site) == (await fromScratch(site)))
        // The layout moved every body: the next layout edit must find them where they are now.
        try edit(site, layout.replacingOccurrences(of: "<main>", with: "<main class=\"again\">"), to: "Templates/layout.html")
        let again = await site.build()
        #expect(again.renderedPages == themed.pageCount && again.readPages == 0)
        #expect(snapshot(site) == (await fromScratch(site)))
        #expect((await site.build()).renderedPages == 0)
    }

    /// A layout that leaves the body out, or escapes it, gives no body to read back: those pages
    /// are parsed again when the layout changes.
    @Test func aLayoutWithoutTheBodyParsesThePagesAgain() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        let layout = TestSite.minimalTemplates["Templates/layout.html"]!
        try site.write(layout.replacingOccurrences(of: "{{{page.content}}}", with: "{{page.content}}"), to: "Templates/layout.html")
        #expect(await site.build().succeeded)
        #expect(site.output("guides/a/index.html")?.contains("&lt;h2") == true)
        try edit(site, layout, to: "Templates/layout.html")
        let report = await site.build()
        #expect(report.succeeded && report.renderedPages == report.pageCount && report.readPages == report.pageCount, "\(report.diagnostics)")
        #expect(site.output("guides/a/index.html")?.contains("<h2 id=\"usage\">") == true)
        #expect(snapshot(site) == (await fromScratch(site)))
    }

    /// What a body is made with starts the build from scratch: the options, a directive template,
    /// and an id a template adds (headings step aside for it).
    @Test func whatBodiesAreMadeWithStartsFromScratch() async throws {
        var files = Self.files
        files["Content/guides/a.md"] = "---\ntitle: A\norder: 1\n---\n## Usage\n\nAlpha.\n\n## Notes\n\n```do-dont\ndo: Keep it short.\ndont: Ramble.\n```\n"
        let site = try TestSite(files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let layout = TestSite.minimalTemplates["Templates/layout.html"]!
        try edit(site, layout + "<div id=\"notes\"></div>\n", to: "Templates/layout.html")
        #expect((await site.build()).renderedPages == nil)
        #expect(site.output("guides/a/index.html")?.contains("<h2 id=\"notes-1\">") == true)
        #expect(snapshot(site) == (await fromScratch(site)))

        let directive = try String(contentsOf: Theme.builtInDirectory!.appendingPathComponent("directives/do-dont.html"), encoding: .utf8)
        try edit(site, directive.replacingOccurrences(of: "<div", with: "<div data-edited", options: [], range: directive.range(of: "<div")), to: "Templates/directives/do-dont.html")
        #expect((await site.build()).renderedPages == nil)
        #expect(site.output("guides/a/index.html")?.contains("data-edited") == true)
        #expect(snapshot(site) == (await fromScratch(site)))

        var renamed = site.options
        renamed.siteName = "Renamed"
        #expect((await site.build(renamed)).renderedPages == nil)
        #expect((await site.build(renamed)).renderedPages == 0)
        #expect((await site.build()).renderedPages == nil)
    }

    /// The front-matter keys a layout reads decide which keys are unknown: a layout edit checks
    /// every page's keys again, and the cache keeps what it found.
    @Test func aLayoutEditChecksFrontMatterKeysAgain() async throws {
        var files = Self.files
        files["Content/guides/a.md"] = "---\ntitle: A\nbadge: new\norder: 1\n---\n## Usage\n\nAlpha.\n"
        let site = try TestSite(files)
        defer { site.remove() }
        #expect((await site.build()).diagnostics.contains { $0.kind == .contentUnknownFrontMatterKey })
        let layout = TestSite.minimalTemplates["Templates/layout.html"]!
        try edit(site, layout + "{{#page.badge}}<mark>{{page.badge}}</mark>{{/page.badge}}\n", to: "Templates/layout.html")
        let known = await site.build()
        #expect(known.renderedPages == known.pageCount)
        #expect(!known.diagnostics.contains { $0.kind == .contentUnknownFrontMatterKey }, "\(known.diagnostics)")
        #expect(site.output("guides/a/index.html")?.contains("<mark>new</mark>") == true)
        try edit(site, "---\ntitle: B\norder: 2\n---\nBravo, edited.\n", to: "Content/guides/b.md")
        let next = await site.build()
        #expect(next.renderedPages == 1)
        #expect(!next.diagnostics.contains { $0.kind == .contentUnknownFrontMatterKey }, "\(next.diagnostics)")
    }

    /// A build killed while saving its cache leaves a half-written file; the next save removes it.
    @Test func aHalfWrittenCacheOfAKilledBuildIsRemoved() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        // Process ids stop at 2^22 on Linux: this one never runs.
        let cache = cacheFile(site).path
        try Data("half".utf8).write(to: URL(fileURLWithPath: cache + ".2147483646"))
        try Data("not ours".utf8).write(to: URL(fileURLWithPath: cache + ".notes"))
        try edit(site, "---\ntitle: B\norder: 2\n---\nBravo, edited.\n", to: "Content/guides/b.md")
        #expect(await site.build().succeeded)
        #expect(!FileManager.default.fileExists(atPath: cache + ".2147483646"))
        #expect(FileManager.default.fileExists(atPath: cache + ".notes"))
        #expect(FileManager.default.fileExists(atPath: cache))
    }

    @Test func aDamagedCacheIsIgnored() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let location = cacheFile(site)
        var bytes = try Data(contentsOf: location)
        bytes = bytes.prefix(bytes.count / 2)
        try bytes.write(to: location)
        try edit(site, "---\ntitle: B\norder: 2\n---\nBravo again.\n", to: "Content/guides/b.md")
        let report = await site.build()
        #expect(report.succeeded && report.renderedPages == nil)
        #expect(snapshot(site) == (await fromScratch(site)))
        // The full build left a whole cache again.
        #expect((await site.build()).renderedPages == 0)
    }

    @Test func aFailedBuildKeepsTheSiteAndTheCacheThatDescribesIt() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let before = snapshot(site)
        try edit(site, "---\ntitle: B\norder: 2\n---\nBroken [link](nowhere.md).\n", to: "Content/guides/b.md")
        #expect(!(await site.build().succeeded))
        #expect(snapshot(site) == before)
        try edit(site, "---\ntitle: B\norder: 2\n---\nMended.\n", to: "Content/guides/b.md")
        let mended = await site.build()
        #expect(mended.succeeded && mended.renderedPages == 1)
        #expect(snapshot(site) == (await fromScratch(site)))
    }

    /// A build from the cache reports what a full build reports, warnings about unchanged pages included.
    @Test func warningsOfUnchangedPagesAreReportedAgain() async throws {
        var files = Self.files
        files["Content/guides/a.md"] = "---\ntitle: A\ntittle: typo\norder: 1\n---\n## Usage\n\nAlpha.\n"
        let site = try TestSite(files)
        defer { site.remove() }
        let first = await site.build()
        #expect(first.diagnostics.contains { $0.kind == .contentUnknownFrontMatterKey }, "\(first.diagnostics)")
        try edit(site, "---\ntitle: B\norder: 2\n---\nBravo, edited.\n", to: "Content/guides/b.md")
        let second = await site.build()
        #expect(second.renderedPages == 1)
        #expect(second.diagnostics == first.diagnostics)
    }

    @Test func everyValueSurvivesTheRoundTrip() throws {
        var writer = CacheWriter()
        let location = SourceLocation(path: "Content/a.md", line: 3, column: 7)
        // At a level other than its kind's, as a policy leaves it: the cache keeps the level.
        var diagnostic = Diagnostic(.contentBrokenLink, "message", at: location, hint: "hint", subjects: ["color.a"]).reported(as: .warning)
        diagnostic.isAcknowledged = true
        for number in [0, 1, -1, 127, 128, -300, Int.max, Int.min] { writer.int(number) }
        writer.double(-2.5)
        writer.string("é")
        writer.string("é")
        writer.diagnostic(diagnostic)
        writer.resolution(.page(href: "../a/#x", target: PageRoute(path: "a/"), anchor: "x"))
        var reader = CacheReader(writer.bytes)
        for number in [0, 1, -1, 127, 128, -300, Int.max, Int.min] { #expect(try reader.int() == number) }
        #expect(try reader.double() == -2.5)
        #expect(try reader.string() == "é")
        #expect(try reader.string() == "é")
        #expect(try reader.diagnostic() == diagnostic)
        #expect(try reader.resolution() == .page(href: "../a/#x", target: PageRoute(path: "a/"), anchor: "x"))
        #expect(reader.isAtEnd)
        var truncated = CacheReader(Array(writer.bytes.prefix(12)))
        #expect(throws: CacheReader.Malformed.self) {
            for _ in 0..<10 { _ = try truncated.int() }
        }
    }
}
