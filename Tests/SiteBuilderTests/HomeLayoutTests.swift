import Foundation
import StylebookKit
import Testing
@testable import SiteBuilder

/// VitePress's home page front matter (`layout: home`, `hero`, `features`), shown by the
/// built-in theme with its links checked and rewritten.
@Suite("The home layout")
struct HomeLayoutTests {
    static let home = """
    ---
    layout: home
    hero:
      name: Acme
      text: Design system
      tagline: Tokens & components
      image:
        src: /logo.svg
        alt: Acme's logo
      actions:
        - theme: brand
          text: Get started
          link: guide/intro.md
        - theme: alt
          text: Source
          link: https://example.com/acme
    features:
      - title: Tokens
        details: Colours <em>and</em> type.
        link: /guide/intro#setup
        linkText: Read more
      - title: Plain
    ---

    ## Below the hero

    Text.
    """

    @Test func theThemeShowsTheHeroAndFeaturesWithTheirLinksRewritten() async throws {
        let site = try TestSite([
            "Content/index.md": Self.home,
            "Content/guide/intro.md": "# Intro\n\n## Setup\n",
            "Content/public/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ], templates: [:])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.isEmpty, "hero and features are known keys: \(report.diagnostics)")
        let html = try #require(site.output("index.html"))
        #expect(html.contains(#"<h1 id="home-title" class="home-title"><span class="home-name">Acme</span> <span class="home-text">Design system</span></h1>"#))
        #expect(!html.contains("page-title"), "the hero is the page's only h1")
        #expect(html.contains("Tokens &amp; components"))
        #expect(html.contains(#"<img class="home-image" src="logo.svg" alt="Acme&#39;s logo">"#) || html.contains(#"<img class="home-image" src="logo.svg" alt="Acme's logo">"#))
        #expect(html.contains(#"<a class="home-action is-brand" href="guide/intro/">Get started</a>"#))
        #expect(html.contains(#"<a class="home-action" href="https://example.com/acme">Source</a>"#))
        #expect(html.contains(#"<a href="guide/intro/#setup">Tokens</a>"#))
        #expect(html.contains("Colours <em>and</em> type."))
        #expect(html.contains(#"<h2 class="home-feature-title">Plain</h2>"#))
        #expect(html.contains(#"id="below-the-hero""#))
        // A page without the layout shows none of it.
        #expect(site.output("guide/intro/index.html")?.contains("home-hero") == false)
    }

    @Test func aBrokenHeroOrFeatureLinkFailsTheBuildAtTheKey() async throws {
        let site = try TestSite([
            "Content/index.md": Self.home.replacingOccurrences(of: "link: /guide/intro#setup", with: "link: /guide/intro#nowhere"),
            "Content/guide/intro.md": "# Intro\n",
            "Content/public/logo.svg": "<svg/>",
        ], templates: [:])
        defer { site.remove() }
        let report = await site.build()
        #expect(!report.succeeded)
        let problem = try #require(report.diagnostics.first { $0.id == "content/broken-anchor" })
        #expect(problem.location?.path.hasSuffix("index.md") == true)
        #expect(problem.location?.line == 17, "at the features: key, \(String(describing: problem.location))")
        #expect(!site.exists("_site"), "a failed build writes nothing")
    }

    @Test func wrongShapesAreErrorsAndUnshownKeysWarnings() async throws {
        let site = try TestSite([
            "Content/index.md": """
            ---
            layout: home
            hero:
              name: Acme
              image:
                dark: /dark.svg
                src: /logo.svg
              actions:
                - text: No link
            features: just text
            ---
            Body.
            """,
            "Content/other.md": "---\ntitle: Other\nhero:\n  name: X\n---\nBody.\n",
            "Content/public/logo.svg": "<svg/>",
        ], templates: [:])
        defer { site.remove() }
        let report = await site.build()
        let found = report.diagnostics.map { "\($0.severity) \($0.id) \($0.location?.line ?? 0) \($0.message)" }
        #expect(found.contains("error content/malformed-front-matter 3 'hero.actions[0].link' is missing"), "\(found)")
        #expect(found.contains("error content/malformed-front-matter 10 'features' must be a list (`- title: …` lines)"), "\(found)")
        #expect(found.contains("warning content/unknown-front-matter-key 3 front-matter key 'hero.image.dark' is not shown by the home layout"), "\(found)")
        #expect(found.contains("warning content/unknown-front-matter-key 3 front-matter key 'hero' has no effect without `layout: home`"), "\(found)")
        #expect(!report.succeeded)
    }
}
