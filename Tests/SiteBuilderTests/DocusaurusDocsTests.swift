import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import SiteBuilder

/// A Docusaurus docs folder builds as it is: `.mdx` pages, partials, `id` routes, Docusaurus's
/// link rule, a static folder outside the content, `_category_` files and the severities a
/// migrating team sets. Fixtures are small and our own.
@Suite("Docs moved from Docusaurus")
struct DocusaurusDocsTests {
    @Test func anMDXPageWithImportsCommentsTabsAnUnknownComponentAndAPartial() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\n[install](guide/install.mdx#npm-or-yarn) [again](guide/install)\n",
            "Content/guide/install.mdx": """
            ---
            title: Install
            ---
            import Tabs from '@theme/Tabs';
            import TabItem from '@theme/TabItem';
            import Warning from './_warning.mdx';
            export const version = '2.0';

            {/* A note for editors, not readers. */}
            ## npm or yarn

            <Tabs groupId="pm">
              <TabItem value="npm" label="npm" default>
                ```sh
                npm i acme
                ```
              </TabItem>
              <TabItem value="yarn">
                Run **yarn**:

                ```sh
                yarn add acme
                ```
              </TabItem>
            </Tabs>

            <Warning />

            <Admonition type="tip" title="Faster">
            Use a cache.
            </Admonition>

            <details>
            <summary>Why two tools?</summary>

            History.

            </details>

            <Badge text="new" /> and <Chart data={points} />

            <Explanation title={`Why "two"?`}>

            Text.

            </Explanation>
            """,
            "Content/guide/_warning.mdx": "> [!WARNING]\n> Pin the version. See [home](../index.md).\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.pageCount == 2)
        // The partial is not a page and is not published; the .mdx is not copied as a file.
        #expect(site.files().filter { $0.hasSuffix(".mdx") } == [])
        #expect(!site.exists("_site/guide/_warning/index.html"))
        let page = try #require(site.output("guide/install/index.html"))
        #expect(!page.contains("import "))
        #expect(!page.contains("export const"))
        #expect(!page.contains("A note for editors"))
        #expect(page.contains("<h2 id=\"npm-or-yarn\">"))
        // Tabs: the code-group markup the theme's script turns into ARIA tabs; a tab of one block
        // is that block titled by its label, any other content a titled panel.
        #expect(page.contains("<div class=\"code-group\">\n<div class=\"code-fence\">\n<p class=\"code-fence-title\">npm</p>\n<pre><code class=\"language-sh\">"))
        #expect(page.contains("<div class=\"code-fence\">\n<p class=\"code-fence-title\">yarn</p>\n<p>Run <strong>yarn</strong>:</p>"))
        #expect(!page.contains("<pre><code>```"), "the indented TabItem content is not an indented code block")
        // The partial, inlined, with its link resolved from its own folder.
        #expect(page.contains("markdown-alert-warning"))
        #expect(page.contains("Pin the version. See <a href=\"../../\">home</a>"))
        #expect(page.contains("markdown-alert-tip"))
        #expect(page.contains("Faster</p>"))
        #expect(page.contains("<details class=\"markdown-details\">\n<summary>Why two tools?</summary>"))
        // Unknown components pass through, with one warning naming them, at the page's own
        // line; a known one inside a sentence (Starlight's badge) is drawn.
        #expect(page.contains("<span class=\"badge\">new</span> and <Chart data={points}></Chart>"))
        let warnings = report.diagnostics.filter { $0.id == "content/mdx-unknown-component" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location?.line == 40)
        #expect(warnings.first?.message.contains("`<Chart>`, `<Explanation>`") == true)
        // A JSX text value is quoted, so the tag is HTML, not text.
        #expect(page.contains("<Explanation title=\"Why &quot;two&quot;?\">\n<p>Text.</p>\n</Explanation>"))
        let note = try #require(report.diagnostics.first { $0.id == "content/mdx-code-removed" })
        #expect(note.severity == .note && note.location?.line == 4)
        #expect(note.message.contains("4 `import` and `export` lines"))
        let home = try #require(site.output("index.html"))
        #expect(home.contains("href=\"guide/install/#npm-or-yarn\""))
        #expect(home.contains("href=\"guide/install/\""))
    }

    @Test func diagnosticsOfAnMDXPageAndItsPartialPointAtTheirOwnLines() async throws {
        let site = try TestSite([
            "Content/index.mdx": "---\ntitle: Home\n---\nimport Note from './_note.mdx'\n\n{/* two\nlines */}\n\n[gone](gone.md)\n\n<Note />\n",
            "Content/_note.mdx": "Text.\n\n[also gone](missing.md)\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.errorSummaries.sorted() == ["content/broken-link @ _note.mdx:3", "content/broken-link @ index.mdx:9"])
    }

    @Test func unbalancedJSXIsAnErrorAtItsLine() async throws {
        let site = try TestSite([
            "Content/index.mdx": "# Home\n\n<Tabs>\n<TabItem value=\"a\">\n\nA\n\n</Tabs>\n\n</Card>\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        let problems = report.diagnostics.filter { $0.id == "content/unbalanced-jsx" }
        #expect(problems.map { $0.location?.line } == [4, 10])
        #expect(problems.first?.message == "`<TabItem>` is never closed before `</Tabs>` on line 8")
        #expect(problems.last?.message == "`</Card>` closes a component that is not open")
        #expect(!report.wroteOutput)
    }

    @Test func aMissingPartialAndAPartialImportingItselfAreErrorsAtTheirImports() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\nimport Gone from './_gnoe.mdx'\nimport Loop from './_loop.mdx'\n\n<Loop />\n",
            "Content/_gone.mdx": "Here.\n",
            "Content/_loop.mdx": "Before.\n\nimport Loop from './_loop.mdx'\n\n<Loop />\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.errorSummaries.sorted() == ["content/missing-partial @ index.md:3", "content/partial-cycle @ _loop.mdx:3"])
        let missing = try #require(report.diagnostics.first { $0.id == "content/missing-partial" })
        #expect(missing.hint == "did you mean '_gone.mdx'?")
        #expect(report.diagnostics.first { $0.id == "content/partial-cycle" }?.message == "'_loop.mdx' imports itself")
    }

    /// Docusaurus sites import from the site folder, and formatters escape the underscore.
    @Test func aPartialImportedFromTheSiteFolderWithAnEscapedNameIsInlined() async throws {
        let site = try TestSite([
            "Content/guide/page.md": "# Page\n\nimport NeedHelp from '@site/docs/\\_need-help.mdx';\n\n<NeedHelp />\n",
            "Content/_need-help.mdx": "Ask [support](guide/page.md).\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.output("guide/page/index.html"))
        #expect(page.contains("<p>Ask <a href=\"../../guide/page/\">support</a>.</p>"))
        #expect(!page.contains("import NeedHelp"))
    }

    @Test func idSetsTheLastRouteSegmentAndBothLinksResolve() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\n[file](faq/OrganizingState.md#keys) [route](/faq/organizing-state#keys)\n",
            "Content/faq/OrganizingState.md": "---\nid: organizing-state\n---\n# Organizing state\n\n## Keys\n",
            "Content/faq/Other.md": "# Other\n\n[up](../faq/organizing-state) [same folder](organizing-state)\n",
            "Content/faq/index.md": "---\nid: ignored\n---\n# FAQ\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(site.exists("_site/faq/organizing-state/index.html"))
        #expect(!site.exists("_site/faq/OrganizingState/index.html"))
        #expect(site.exists("_site/faq/index.html"))
        let home = try #require(site.output("index.html"))
        #expect(home.contains("href=\"faq/organizing-state/#keys\">file") && home.contains("href=\"faq/organizing-state/#keys\">route"))
        #expect(site.output("faq/Other/index.html")?.contains("href=\"../../faq/organizing-state/\">same folder") == true)
    }

    @Test func twoPagesOnOneRouteAreAnErrorNamingBoth() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n",
            "Content/a.md": "---\nid: intro\n---\n# A\n",
            "Content/intro.mdx": "# Intro\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        let problem = try #require(report.diagnostics.first { $0.id == "content/duplicate-url" })
        #expect(problem.location?.path.hasSuffix("intro.mdx") == true)
        #expect(problem.message.contains("Content/a.md"))
    }

    @Test func aBareLinkNotBesideThePageIsLookedUpFromTheContentRoot() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n",
            "Content/api/Store.md": "# Store\n\n## dispatch(action)\n",
            "Content/usage/deep/Glossary.md": "# Glossary\n\n[a](api/Store.md#dispatchaction) [b](./api/Store.md) [c](../api/Store.md)\n",
            "Content/usage/deep/api/Local.md": "# Local\n\n[near](Store.md)\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        // `./` and `../` stay relative-only; `Store.md` beside api/Local.md does not exist.
        #expect(report.errorSummaries == ["content/broken-link @ Glossary.md:3", "content/broken-link @ Glossary.md:3", "content/broken-link @ Local.md:3"])
        let broken = report.diagnostics.filter { $0.id == "content/broken-link" }.map(\.message)
        #expect(broken.contains { $0.hasPrefix("link './api/Store.md'") } && broken.contains { $0.hasPrefix("link '../api/Store.md'") })
        try site.write("# Glossary\n\n[a](api/Store.md#dispatchaction)\n", to: "Content/usage/deep/Glossary.md")
        try site.write("# Local\n\n[root](api/Store.md)\n", to: "Content/usage/deep/api/Local.md")
        #expect(await site.build().succeeded)
        #expect(site.output("usage/deep/Glossary/index.html")?.contains("href=\"../../../api/Store/#dispatchaction\"") == true)
    }

    @Test func aStaticFolderOutsideTheContentIsPublishedAtTheRoot() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\n![Logo](/img/logo.svg) [file](/files/a.txt) [bad](/img/lgo.svg)\n",
            "website/static/img/logo.svg": "<svg/>",
            "website/static/files/a.txt": "a",
        ])
        defer { site.remove() }
        var options = site.options
        options.publicDirectory = site.root.appendingPathComponent("website/static")
        let report = await site.build(options)
        #expect(report.errorSummaries == ["content/broken-link @ index.md:3"])
        #expect(report.diagnostics.first?.hint == "did you mean '/img/logo.svg'?")
        try site.write("# Home\n\n![Logo](/img/logo.svg) [file](/files/a.txt)\n", to: "Content/index.md")
        #expect(await site.build(options).succeeded)
        #expect(site.output("img/logo.svg") == "<svg/>")
        #expect(site.output("files/a.txt") == "a")
    }

    @Test func categoryFilesSetTheSidebarGroupsLabelPositionAndState() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n",
            "Content/zeta/_category_.json": "{\n  \"label\": \"Getting started\",\n  \"position\": 1,\n  \"collapsed\": false\n}\n",
            "Content/zeta/one.md": "# One\n",
            "Content/alpha/_category_.yml": "label: Reference\nposition: 2\n",
            "Content/alpha/two.md": "# Two\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(!site.exists("_site/zeta/_category_.json"))
        let home = try #require(site.output("index.html"))
        let nav = try #require(home.components(separatedBy: "<nav>").dropFirst().first)
        let started = try #require(nav.range(of: "Getting started")), reference = try #require(nav.range(of: "Reference"))
        #expect(started.lowerBound < reference.lowerBound)
        // `collapsed: false`: open on a page outside it; the other group stays closed.
        #expect(nav.contains(">One</a>"))
        #expect(!nav.contains(">Two</a>"))

        try site.write("{\n  \"label\": \"Getting started\",\n  \"positon\": 1\n}\n", to: "Content/zeta/_category_.json")
        let broken = await site.build()
        #expect(broken.errorSummaries == ["content/malformed-category @ _category_.json:3"])
        #expect(broken.diagnostics.first?.message.contains("did you mean `position`?") == true)
    }

    @Test func aLoweredIdIsStillReportedAndCounted() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\n[a](page.md#nowhere) [b](page.md#nothing)\n",
            "Content/page.md": "# Page\n",
        ])
        defer { site.remove() }
        #expect(await site.build().errorSummaries.count == 2)
        var options = site.options
        let setting = SourceLocation(path: "stylebook.yml", line: 2, column: 3)
        options.severityOverrides = [SeverityOverride(id: "content/broken-anchor", severity: .warning, location: setting)]
        let report = await site.build(options)
        #expect(report.succeeded)
        let anchors = report.diagnostics.filter { $0.id == "content/broken-anchor" }
        #expect(anchors.count == 2 && anchors.allSatisfy { $0.severity == .warning && $0.overridden?.from == .error })
        #expect(DiagnosticFormatter.counts(of: report.diagnostics)
            == "2 warnings, 2 lowered by `content/broken-anchor: warning` (stylebook.yml:2:3)")
    }

    /// The configuration page lists exactly the ids whose level a project may set.
    @Test func theConfigurationPageListsTheAdjustableIds() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("Content/guide/configuration.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## `severities`").last)
        let listed = try #require(section.components(separatedBy: "Only findings about what pages say can be set:").last)
            .components(separatedBy: "(the catalogue marks them").first ?? ""
        let ids = Set(DiagnosticCatalogue.all.map(\.id).filter { listed.contains("`\($0)`") })
        #expect(ids == Set(DiagnosticCatalogue.all.filter(\.adjustable).map(\.id)))
    }

    /// An edited partial or category file reaches the pages that use it, in `serve` and in a
    /// build that takes up from the last one's cache, as a fresh build would write them.
    @Test func editingAPartialOrACategoryFileUpdatesServeAndTheNextBuild() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\nimport Note from './guide/_note.mdx'\n\n<Note />\n",
            "Content/guide/page.md": "# Page\n",
            "Content/guide/_note.mdx": "First note.\n",
            "Content/guide/_category_.yml": "label: Guides\n",
        ])
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let session = SiteSession(options: BuildOptions(packageRoot: site.root, outputDirectory: site.root.appendingPathComponent("served")))
        #expect(await session.start().succeeded)
        try site.write("Second note.\n", to: "Content/guide/_note.mdx")
        try site.write("label: Handbook\n", to: "Content/guide/_category_.yml")
        let update = await session.update([site.root.appendingPathComponent("Content/guide/_note.mdx"),
                                           site.root.appendingPathComponent("Content/guide/_category_.yml")])
        #expect(update.succeeded, "\(update.diagnostics)")
        #expect(site.output("index.html", in: "served")?.contains("Second note.") == true)
        #expect(site.output("index.html", in: "served")?.contains("Handbook") == true)
        // The cached build reads the page that inlines the partial again.
        #expect(await site.build().succeeded)
        let built = try #require(site.output("index.html"))
        #expect(built.contains("Second note.") && built.contains("Handbook"))
        #expect(site.output("index.html", in: "served") == built)
    }
}
