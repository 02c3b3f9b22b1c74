import StylebookKit
@testable import StylebookMarkdown
import Testing

/// Heading ids: slugs from the text a reader sees, custom `{#id}`, duplicates, `[[toc]]`.
@Suite struct HeadingIDTests {
    private func rendered(_ markdown: String) -> RenderedMarkdown {
        var renderer = HTMLRenderer()
        renderer.headingSelfLinks = false
        return renderer.render(MarkdownDocument(parsing: markdown, path: "page.md"))
    }

    @Test func inlineHTMLIsLeftOutOfSlugsAndCodeSpansCount() {
        let page = rendered("## `useData` <Badge type=\"info\" text=\"composable\" />\n\n## <span class=\"x\">Wrapped</span> text\n")
        #expect(page.headings.map(\.id) == ["usedata", "wrapped-text"])
        #expect(page.headings.first?.text == "useData")
        #expect(page.html.hasPrefix("<h2 id=\"usedata\"><code>useData</code> <Badge type=\"info\" text=\"composable\" /></h2>"))
    }

    @Test func duplicatesGetNumberedAsOnGitHub() {
        #expect(rendered("## Usage\n\n## Usage\n\n## Usage\n").headings.map(\.id) == ["usage", "usage-1", "usage-2"])
    }

    @Test func customIDsSetTheIDAndLeaveTheTextClean() {
        let page = rendered("## Custom anchor {#my-anchor}\n\n## Second *one*{#second}\n\n## Not {#an id}\n")
        #expect(page.headings.map(\.id) == ["my-anchor", "second", "not-an-id"])
        #expect(page.headings.map(\.text) == ["Custom anchor", "Second one", "Not {#an id}"])
        #expect(page.html.contains("<h2 id=\"my-anchor\">Custom anchor</h2>"))
        #expect(page.html.contains("<h2 id=\"second\">Second <em>one</em></h2>"))
    }

    @Test func automaticSlugsStepAsideForCustomIDs() {
        #expect(rendered("## Intro {#setup}\n\n## Setup\n").headings.map(\.id) == ["setup", "setup-1"])
    }

    @Test func headingsStepAsideForTheThemesIDs() {
        let options = MarkdownOptions(reservedIDs: ["content", "site-search"])
        let document = MarkdownDocument(parsing: "## Content\n\n## Site search\n\n## Content\n", path: "page.md", options: options)
        #expect(document.headings.map(\.id) == ["content-1", "site-search-1", "content-2"])
        #expect(document.diagnostics.isEmpty)
    }

    @Test func customIDTheThemeUsesIsAnErrorAtTheMarker() {
        let document = MarkdownDocument(parsing: "# Page\n\n## Main {#content}\n", path: "page.md",
                                        options: MarkdownOptions(reservedIDs: ["content"]))
        let problem = document.diagnostics.first { $0.id == "content/duplicate-heading-id" }
        #expect(problem?.severity == .error)
        #expect(problem?.location == SourceLocation(path: "page.md", line: 3, column: 9))
        #expect(problem?.message == "heading id 'content' is already used by the theme's markup on every page")
    }

    @Test func duplicateCustomIDIsAnErrorAtTheMarker() {
        let document = MarkdownDocument(parsing: "# Page\n\n## One {#same}\n\n## Two  {#same}\n", path: "page.md", lineOffset: 4)
        let problem = document.diagnostics.first { $0.id == "content/duplicate-heading-id" }
        #expect(problem?.severity == .error)
        #expect(problem?.location == SourceLocation(path: "page.md", line: 9, column: 9))
        #expect(problem?.message.contains("'One' on line 7") == true)
    }

    @Test func customIDTakingAnotherHeadingsSlugIsAnError() {
        let document = MarkdownDocument(parsing: "## Install\n\n## Setup {#install}\n", path: "page.md")
        let problem = document.diagnostics.first { $0.id == "content/duplicate-heading-id" }
        #expect(problem?.location == SourceLocation(path: "page.md", line: 3, column: 10))
    }

    @Test func tableOfContentsListsTheOutlineInPlace() {
        let page = rendered("# Page\n\n[[toc]]\n\n## One\n\n### One A\n\n## Two {#second}\n")
        #expect(page.html.contains("""
        <nav class="table-of-contents" aria-label="Table of contents">
        <ul>
        <li><a href="#one">One</a>
        <ul>
        <li><a href="#one-a">One A</a></li>
        </ul>
        </li>
        <li><a href="#second">Two</a></li>
        </ul>
        </nav>
        """))
        #expect(!page.html.contains("[[toc]]"))
        #expect(rendered("Text [[toc]] inline\n").html == "<p>Text [[toc]] inline</p>\n")
    }
}
