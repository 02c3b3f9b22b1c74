import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import SiteBuilder

/// Starlight's pages build as they are written, and so do Docusaurus's `.md` pages, which
/// Docusaurus reads as MDX. Fixtures are small and our own.
@Suite("Docs moved from Starlight, and Docusaurus .md pages")
struct StarlightDocsTests {
    /// "1. Install" with npm/pnpm tabs: the tabs stay in the list item, as MDX reads them.
    @Test func tabsInsideAListItemStayInThatItem() async throws {
        let site = try TestSite([
            "Content/index.mdx": """
            # Home

            1. Install:

               <Tabs>
               <TabItem label="npm">

               ```sh
               npm install acme
               ```

               </TabItem>
               <TabItem label="pnpm">

               ```sh
               pnpm add acme
               ```

               </TabItem>
               </Tabs>

            2. Run it.
            """,
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.output("index.html"))
        #expect(page.contains("<li>\n<p>Install:</p>\n<div class=\"code-group\">\n<div class=\"code-fence\">\n<p class=\"code-fence-title\">npm</p>"))
        #expect(page.contains("</div>\n</div>\n</li>\n<li>\n<p>Run it.</p>"))
    }

    /// Starlight's documented one-line form: each tab's content is the text between its tags.
    @Test func tabItemsWrittenOnOneLineAreTabs() async throws {
        let site = try TestSite([
            "Content/index.mdx": """
            # Home

            <Tabs>
            \t<TabItem label="Stars">Sirius, *Vega*</TabItem>
            \t<TabItem label="Moons">Io, Europa</TabItem>
            </Tabs>
            """,
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.output("index.html"))
        #expect(!page.contains("<TabItem"))
        #expect(page.contains("<div class=\"code-group\">\n<div class=\"code-fence\">\n<p class=\"code-fence-title\">Stars</p>\n<p>Sirius, <em>Vega</em></p>\n</div>\n"
            + "<div class=\"code-fence\">\n<p class=\"code-fence-title\">Moons</p>\n<p>Io, Europa</p>\n</div>\n</div>"))
    }

    @Test func starlightsComponentsAreDrawnWithTheThemesParts() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n",
            "Content/guide.mdx": """
            ---
            title: Guide
            sidebar:
              label: The guide
              order: 1
            tableOfContents: false
            ---
            import { Aside, Badge, Card, CardGrid, Code, FileTree, Icon, LinkButton, LinkCard, Steps } from '@astrojs/starlight/components';

            ## Start <Badge text="New" variant="tip" />

            <Aside type="caution" title="Mind">
            Back up **first**.
            </Aside>

            <Aside>One line.</Aside>

            <Steps>

            1. Install

            2. Build

            </Steps>

            <FileTree>

            - src/
              - index.md

            </FileTree>

            <CardGrid>
            \t<Card title="Stars" icon="star">Sirius</Card>
            \t<LinkCard
            \t\ttitle="Home"
            \t\thref="/"
            \t\tdescription="Back to the start"
            \t/>
            </CardGrid>

            <LinkButton href="/" variant="secondary">Go home</LinkButton>

            <Code code="let a = 1" lang="js" title="a.js" />

            <Code code={imported} lang="json" />

            A star: <Icon name="star" label="star" />.
            """,
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let ids = report.diagnostics.map(\.id).sorted()
        #expect(ids == ["content/mdx-code-removed", "content/mdx-expression", "content/mdx-icon-not-drawn"], "\(report.diagnostics)")
        #expect(report.diagnostics.first { $0.id == "content/mdx-expression" }?.location?.line == 46)
        let page = try #require(site.output("guide/index.html"))
        for name in ["Aside", "Badge", "Card", "CardGrid", "Code", "FileTree", "Icon", "LinkButton", "LinkCard", "Steps"] {
            #expect(!page.contains("<\(name) ") && !page.contains("<\(name)>"), "raw <\(name)>")
        }
        #expect(page.contains("Start <span class=\"badge badge-tip\">New</span>"))
        #expect(page.contains("<div class=\"markdown-alert markdown-alert-caution\" role=\"note\">"))
        #expect(page.contains("Mind</p>\n<p>Back up <strong>first</strong>.</p>"))
        #expect(page.contains("Note</p>\n<p>One line.</p>"))
        #expect(page.contains("<div class=\"steps\">\n<ol>"))
        #expect(page.contains("<div class=\"file-tree\">\n<ul>\n<li>src/"))
        #expect(page.contains("<div class=\"card-grid\">\n<div class=\"card\">\n<p class=\"card-title\">Stars</p>\n<p>Sirius</p>\n</div>"))
        #expect(page.contains("<div class=\"link-card\">\n<p><a href=\"../\">Home</a></p>\n<p>Back to the start</p>\n</div>"))
        #expect(page.contains("<div class=\"link-button link-button-secondary\">\n<p><a href=\"../\">Go home</a></p>"))
        #expect(page.contains("<p class=\"code-fence-title\">a.js</p>\n<pre><code class=\"language-js\">"))
        #expect(page.contains("A star: star."))
        // Starlight's `sidebar.label` names the page in navigation.
        #expect(try #require(site.output("index.html")).contains(">The guide</a>"))
    }

    @Test func aSplashPageWithAStarlightHeroIsAHomePage() async throws {
        let site = try TestSite([
            "Content/index.mdx": """
            ---
            title: Acme
            template: splash
            hero:
              title: Docs that shine
              tagline: Everything in one place.
              actions:
                - text: Get started
                  link: /guide/
                  icon: right-arrow
                - text: Source
                  link: https://example.com/
                  variant: minimal
            ---
            """,
            "Content/guide.md": "# Guide\n",
        ], templates: [:])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.output("index.html"))
        #expect(page.contains("<section class=\"home-hero\""))
        #expect(page.contains("<span class=\"home-text\">Docs that shine</span>"))
        #expect(page.contains("Everything in one place."))
        #expect(page.contains("href=\"guide/\""))
    }

    /// Docusaurus reads `.md` as MDX: in a folder with a `docusaurus.config.*` beside it, so
    /// does Stylebook; `format: md` is the page's way out, and `/docs/…` links are pages.
    @Test func aDocusaurusFolderReadsMarkdownPagesAsMDX() async throws {
        let site = try TestSite([
            "website/docusaurus.config.js": "module.exports = {};\n",
            "Content/index.md": "# Home\n\n[CLI](/docs/cli#options)\n",
            "Content/CLI.md": """
            ---
            id: cli
            title: CLI
            ---
            import TOCInline from '@theme/TOCInline';

            <TOCInline toc={toc.slice(2)} />

            ## Options

            <Admonition type="tip">
            Use `--watch`.
            </Admonition>
            """,
            "Content/plain.md": "---\nformat: md\n---\n# Plain\n\n<Admonition type=\"tip\">\nStays HTML.\n</Admonition>\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.map(\.id) == ["content/mdx-code-removed"], "\(report.diagnostics)")
        let cli = try #require(site.output("cli/index.html"))
        #expect(!cli.contains("TOCInline"))
        #expect(cli.contains("<nav class=\"table-of-contents\" aria-label=\"Table of contents\">\n<ul>\n<li><a href=\"#options\">Options</a>"))
        #expect(cli.contains("markdown-alert-tip"))
        #expect(try #require(site.output("index.html")).contains("href=\"cli/#options\""))
        #expect(try #require(site.output("plain/index.html")).contains("<Admonition type=\"tip\">"))
    }

    /// In a Docusaurus folder `_name.md` is a partial, as there, and a component Stylebook does
    /// not know, written `<X />`, is closed so a browser does not read the page into it.
    @Test func aDocusaurusFolderKeepsUnderscoreFilesAsPartialsAndClosesUnknownComponents() async throws {
        let site = try TestSite([
            "docusaurus.config.js": "module.exports = {};\n",
            "Content/index.md": "# Home\n\nimport Note from './_note.md';\n\n<Note />\n\n<Video id=\"x\" />\n\nSee <Chart /> here.\n",
            "Content/_note.md": "Shared **note**.\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.pageCount == 1)
        #expect(!site.exists("_site/_note/index.html"))
        let page = try #require(site.output("index.html"))
        #expect(page.contains("<p>Shared <strong>note</strong>.</p>"))
        #expect(page.contains("<Video id=\"x\"></Video>"))
        #expect(page.contains("See <Chart></Chart> here."))
    }

    /// The route prefix is a fallback: a link that resolves as written keeps its target.
    @Test func aLinkThatResolvesAsWrittenIsNotRewrittenByTheRoutePrefix() async throws {
        let site = try TestSite([
            "website/docusaurus.config.js": "module.exports = {};\n",
            "Content/index.md": "# Home\n\n[intro](/docs/intro.md) [cli](/docs/cli)\n",
            "Content/docs/intro.md": "# Intro\n",
            "Content/cli.md": "# CLI\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.output("index.html"))
        #expect(home.contains("href=\"docs/intro/\""))
        #expect(home.contains("href=\"cli/\""))
    }

    /// A link card and a link button on consecutive lines make one HTML block; both are drawn.
    @Test func componentsInOneHTMLBlockAreEachDrawnWithWhatTheyHold() async throws {
        let site = try TestSite([
            "Content/index.mdx": "# Home\n\n<LinkCard title=\"Guide\" href=\"/guide/\" />\n<LinkButton href=\"/guide/\">Start</LinkButton>\n",
            "Content/guide.md": "# Guide\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.output("index.html"))
        #expect(page.contains("<div class=\"link-button\">\n<p><a href=\"guide/\">Start</a></p>"))
        #expect(page.contains("<div class=\"link-card\">\n<p><a href=\"guide/\">Guide</a></p>"))
    }

    /// Outside a Docusaurus folder a `.md` page is CommonMark, and one written as MDX says so.
    @Test func anMDXStyleImportInACommonMarkPageIsReported() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.diagnostics.map(\.id) == ["content/mdx-in-markdown"])
        #expect(report.diagnostics.first?.location?.line == 3)
    }

    @Test func theMarkdownSettingsOverrideTheDocusaurusDefaults() async throws {
        let site = try TestSite([
            "docusaurus.config.ts": "export default {};\n",
            "Content/index.md": "# Home\n\n[Guide](/guide/)\n",
            "Content/guide.md": "# Guide\n\nimport X from 'x';\n",
        ])
        defer { site.remove() }
        var options = site.options
        options.markdown = MarkdownSettings(format: .detect, routeBasePath: "/")
        let report = await site.build(options)
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.diagnostics.map(\.id) == ["content/mdx-in-markdown"])
    }

    @Test func aSiteWithoutAHomePageIsWarnedAbout() async throws {
        let site = try TestSite(["Content/guide.md": "# Guide\n"])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded)
        #expect(report.diagnostics.map(\.id) == ["content/no-home-page"])
    }
}
