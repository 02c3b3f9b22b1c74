import Foundation
import Testing
@testable import SiteBuilder

@Suite("Publishing: hashed assets, search index, sitemap, 404, alt text")
struct PublishingTests {
    static let layout: [String: String] = [
        "Templates/layout.html": """
        {{#baseHref}}<base href="{{baseHref}}">{{/baseHref}}<link href="{{assets.site_css}}"><script src="{{assets.js_app_js}}"></script>
        <h1>{{page.title}}</h1>{{#isNotFound}}[404]{{/isNotFound}}{{{page.content}}}<nav>{{{sidebar}}}</nav>
        """,
        "Templates/assets/site.css": "body { color: red; }\n",
        "Templates/assets/js/app.js": "console.log(1)\n",
    ]

    @Test func hashedNamesDependOnlyOnContent() {
        let a = AssetManifest.hashedName("site.css", Data("x".utf8))
        #expect(a == AssetManifest.hashedName("site.css", Data("x".utf8)))
        #expect(a != AssetManifest.hashedName("site.css", Data("y".utf8)))
        #expect(a.wholeMatch(of: /site\.[0-9a-f]{8}\.css/) != nil)
        #expect(AssetManifest.hashedName("fonts/inter.v2.woff2", Data()) == "fonts/inter.v2.cbf29ce4.woff2")
        #expect(AssetManifest.hashedName("LICENSE", Data()) == "LICENSE.cbf29ce4")
        #expect(AssetManifest.key("js/app-1.js") == "js_app_1_js")
    }

    @Test func pagesLinkHashedAssetsRelativeToTheirDepth() async throws {
        let site = try TestSite(["Content/index.md": "Home\n", "Content/a/b.md": "# B\n"], templates: Self.layout)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let css = try #require(site.files().first { $0.hasPrefix("assets/site.") })
        #expect(css.wholeMatch(of: /assets\/site\.[0-9a-f]{8}\.css/) != nil)
        #expect(site.files().contains { $0.wholeMatch(of: /assets\/js\/app\.[0-9a-f]{8}\.js/) != nil })
        #expect(!site.files().contains("assets/site.css"))
        #expect(site.output("a/b/index.html")?.contains("<link href=\"../../\(css)\">") == true)
        #expect(site.output("index.html")?.contains("<link href=\"\(css)\">") == true)
    }

    @Test func notFoundPageUsesTheLayoutWithABaseHref() async throws {
        let site = try TestSite(["Content/index.md": "---\ntitle: Home\n---\nHi\n", "Content/guide.md": "# Guide\n"], templates: Self.layout)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let page = try #require(site.output("404.html"))
        #expect(page.hasPrefix("<base href=\"/\"><link href=\"assets/site."))
        #expect(page.contains("<h1>Page not found</h1>[404]"))
        #expect(page.contains("<a href=\"./\">Go to the home page</a>"))
        #expect(page.contains("<a href=\"guide/\">Guide</a>"), "the sidebar, linked from the root")
        #expect(!page.contains("aria-current"))

        var options = site.options
        options.baseURL = "https://example.com/design"
        #expect(await site.build(options).succeeded)
        #expect(site.output("404.html")?.hasPrefix("<base href=\"/design/\">") == true)
    }

    /// The 404 body is the theme's `not-found.html`, replaced like any theme file and linted.
    @Test func theNotFoundBodyIsAThemeTemplate() async throws {
        var templates = Self.layout
        templates["Templates/not-found.html"] = "<p class=\"lost\">Nothing here. <a href=\"./\">Home</a></p>\n"
        let site = try TestSite(["Content/index.md": "Home\n"], templates: templates)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let page = try #require(site.output("404.html"))
        #expect(page.contains("[404]<p class=\"lost\">Nothing here. <a href=\"./\">Home</a></p>\n<nav>"))
        #expect(!page.contains("not-found-lead"))

        try site.write("<p>{{page.title}}</p>\n", to: "Templates/not-found.html")
        #expect(await site.build().errorSummaries == ["template/unknown-variable @ not-found.html:1"])
    }

    @Test func sitemapAndRobotsOnlyWithABaseURL() async throws {
        let site = try TestSite(["Content/index.md": "Home\n", "Content/b & c.md": "x\n", "Content/a/index.md": "A\n"])
        defer { site.remove() }
        #expect(await site.build().succeeded)
        #expect(!site.exists("_site/sitemap.xml") && !site.exists("_site/robots.txt"))

        var options = site.options
        options.baseURL = "https://example.com/docs"
        #expect(await site.build(options).succeeded)
        #expect(site.output("sitemap.xml") == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://example.com/docs/</loc></url>
              <url><loc>https://example.com/docs/a/</loc></url>
              <url><loc>https://example.com/docs/b &amp; c/</loc></url>
            </urlset>

            """)
        #expect(site.output("robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: https://example.com/docs/sitemap.xml\n")
    }

    @Test func imagesWithoutAltTextWarnWithFileAndLine() async throws {
        let site = try TestSite([
            "Content/index.md": "---\ntitle: Home\n---\nFine ![A chart](c.png)\n\n![](missing.png)\n\n<img src=\"raw.png\">\n\n<img src=\"d.png\" alt=\"\">\n",
            "Content/c.png": "", "Content/missing.png": "", "Content/raw.png": "", "Content/d.png": "",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "warnings do not fail the build")
        let warnings = report.diagnostics.filter { $0.id == "content/missing-alt" }
        #expect(warnings.map { "\((($0.location?.path ?? "") as NSString).lastPathComponent):\($0.location?.line ?? 0)" }
            == ["index.md:6", "index.md:8"])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.hint != nil })
    }

    @Test func rawImageTagsNeedAnAltAttribute() {
        #expect(ImageAltRule.imageTagsWithoutAlt(in: "<p><IMG src=x> <img alt=\"\" src=y><img src=z alt=ok/></p>") == ["<IMG src=x>"])
    }

    @Test func searchWordsMatchTheBrowsersSplitting() {
        #expect(SearchDocument.words("Retry with back-off: 3 tries, Ünïcode & x") == ["retry", "with", "back", "off", "tries", "ünïcode"])
        // Two-, three- and four-byte letters join words; symbols and emoji split them.
        #expect(SearchDocument.words("日本語のテスト·𝒜bc😀xy ΑΒΓ½") == ["日本語のテスト", "𝒜bc", "xy", "αβγ½"])
    }

    @Test func shardFilesAreReadableOrHex() {
        #expect(SearchIndex.fileName("of") == "of")
        #expect(SearchIndex.fileName("42p") == "42p")
        #expect(SearchIndex.fileName("üb") == "uc3bc62")
        #expect(SearchIndex.fileName("a_") == "u615f")
    }

    @Test func bigShardsSplitByOneMoreCharacter() {
        let budget = SearchIndex.shardBudget
        let shards = SearchIndex.shards(["co": 1, "cold": budget / 2 + 1, "code": budget / 2, "coder": 1, "cat": 5, "über": 1])
        #expect(shards.mapValues { $0.sorted() } == [
            "ca": ["cat"], "co": ["co"], "col": ["cold"], "cod": ["code", "coder"], "üb": ["über"],
        ])
        // A single term is never split, however many pages it is on.
        #expect(SearchIndex.shards(["the": budget * 3]) == ["th": ["the"]])
    }

    /// Two terms Swift's `<` cannot order (neither is less, yet they differ: a letter and its
    /// nukta form, U+095B, which is not in NFC) are written in the same order whatever order the
    /// pages come in, so two builds of the same pages write the same bytes.
    @Test func termsSwiftCannotOrderAreWrittenInOneOrder() throws {
        let plain = "\u{924}\u{93E}\u{935}\u{947}\u{91C}", nukta = "\u{924}\u{93E}\u{935}\u{947}\u{95B}"
        #expect(!(plain < nukta) && !(nukta < plain) && plain != nukta, "the standard library now orders them: this test can go")
        // Other terms beside them change the order the index's tables hand the two to the sort.
        func shard(_ terms: [String], filler: Int) throws -> String {
            let documents = terms.enumerated().map { page, term in
                SearchDocument(url: "p\(page)/", title: "P\(page)", excerpt: "", headings: [],
                               terms: [(term, 1)] + (0..<filler).map { ("\u{924}\u{93E}\u{935}\($0)", 1) })
            }
            let files = SearchIndex(documents: documents).files()
            return try #require(files.first { $0.path.hasPrefix("search/terms/") && $0.text.contains(plain) }?.text)
        }
        for filler in 0..<6 {
            for order in [[plain, nukta], [nukta, plain]] {
                let text = try shard(order, filler: filler)
                #expect(text.range(of: plain + "\"")!.lowerBound < text.range(of: nukta + "\"")!.lowerBound, "\(text)")
            }
        }
    }

    /// The sitemap lists routes Swift's `<` cannot order in one order, whatever order the pages
    /// arrive in: "é" written precomposed and decomposed (as macOS names files) are equal to `<`
    /// and `==`, yet they are two files and two URLs.
    @Test func sitemapRoutesSwiftCannotOrderAreListedInOneOrder() {
        let composed = "caf\u{E9}/", decomposed = "cafe\u{301}/"
        #expect(!(composed < decomposed) && !(decomposed < composed), "the standard library now orders them: this test can go")
        let maps = [[composed, decomposed, "a/"], [decomposed, "a/", composed], ["a/", composed, decomposed]].map { order in
            Sitemap(baseURL: "https://example.com/", routes: order.map { PageRoute(path: $0) }).xml
        }
        // By bytes: `==` would call the two orders equal too.
        #expect(Set(maps.map { Array($0.utf8) }).count == 1, "\(maps)")
    }

    /// The index is gathered in parts, one per core, by each term's first byte: every term still
    /// lands in exactly one shard, the one its key names, with its pages in order.
    @Test func everyTermLandsInTheShardItsKeyNames() throws {
        let terms = ["apple", "apricot", "banana", "band", "cat", "über", "übung", "日本", "zebra", "ñu", "0day", "9lives"]
        let documents = (0..<7).map { page in
            SearchDocument(url: "p\(page)/", title: "P\(page)", excerpt: "", headings: [],
                           terms: terms.enumerated().filter { ($0.offset + page) % 3 != 0 }.map { ($0.element, page + 1) })
        }
        let files = SearchIndex(documents: documents).files()
        let manifest = try #require(files.first { $0.path == "search/index.json" }?.text)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        let keys = try #require(object["shards"] as? [String])
        #expect(keys == keys.sorted())
        var found: [String: [Int]] = [:]
        for key in keys {
            let text = try #require(files.first { $0.path == "search/terms/\(SearchIndex.fileName(key)).json" }?.text, "\(key)")
            let shard = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [Int]])
            for (term, postings) in shard {
                #expect(term.hasPrefix(key), "\(term) in \(key)")
                #expect(found.updateValue(postings, forKey: term) == nil, "\(term) twice")
            }
        }
        #expect(Set(found.keys) == Set(terms))
        for (index, term) in terms.enumerated() {
            let pages = (0..<7).filter { (index + $0) % 3 != 0 }
            #expect(found[term] == pages.flatMap { [$0, $0 + 1] }, "\(term)")
        }
    }

    @Test func searchIndexIsChunkedAndWeighted() async throws {
        var files: [String: String] = ["Content/index.md": "---\ntitle: Home\n---\nWelcome.\n"]
        for n in 0..<(SearchIndex.chunkSize + 1) {
            files["Content/p\(n).md"] = "---\ntitle: Page \(n)\n---\n## Retry\n\nBody mentions jitter \(n).\n"
        }
        files["Content/jitter.md"] = "---\ntitle: Jitter explained\ndescription: Why random delays help.\n---\nNothing else.\n"
        let site = try TestSite(files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let manifest = try #require(site.output("search/index.json"))
        #expect(manifest.contains("\"pages\": 203,\n  \"chunk\": 200,"))
        #expect(site.exists("_site/search/pages/0.json") && site.exists("_site/search/pages/1.json"))
        #expect(!site.exists("_site/search/pages/2.json"))

        let shard = try #require(site.output("search/terms/ji.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shard.utf8)) as? [String: [Int]])
        let postings = try #require(object["jitter"])
        #expect(postings.count == 2 * 202)
        let pages = stride(from: 0, to: postings.count, by: 2).map { postings[$0] }
        #expect(pages == pages.sorted(), "postings are in page order")
        let scores = Dictionary(uniqueKeysWithValues: stride(from: 0, to: postings.count, by: 2).map { (postings[$0], postings[$0 + 1]) })
        #expect(Set(scores.values) == [SearchDocument.bodyWeight, SearchDocument.titleWeight])

        let chunks = try [0, 1].map { try #require(site.output("search/pages/\($0).json")) }.joined()
        #expect(chunks.contains("{\"url\":\"jitter/\",\"title\":\"Jitter explained\",\"excerpt\":\"Why random delays help.\",\"headings\":[]}"))
        #expect(chunks.contains("\"headings\":[[\"retry\",\"Retry\"]]"))
    }

    @Test func searchIndexIsDeterministic() async throws {
        let files = ["Content/index.md": "Alpha beta\n", "Content/x.md": "# X\n\nBeta gamma `code`\n\n```swift\nlet delta = 1\n```\n"]
        let one = try TestSite(files), two = try TestSite(files)
        defer { one.remove(); two.remove() }
        #expect(await one.build().succeeded)
        #expect(await two.build().succeeded)
        let searchFiles = one.files().filter { $0.hasPrefix("search/") }
        #expect(searchFiles == two.files().filter { $0.hasPrefix("search/") })
        #expect(searchFiles.contains("search/terms/de.json"), "code blocks are searchable")
        for file in searchFiles { #expect(one.output(file) == two.output(file), "\(file)") }
    }
}
