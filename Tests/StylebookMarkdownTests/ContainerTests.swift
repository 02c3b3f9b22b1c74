import StylebookKit
@testable import StylebookMarkdown
import Testing

/// `:::` containers as VitePress and Docusaurus write them.
@Suite struct ContainerTests {
    private func parse(_ markdown: String) -> MarkdownDocument {
        MarkdownDocument(parsing: markdown, path: "page.md")
    }

    private func html(_ markdown: String) -> String {
        HTMLRenderer().render(parse(markdown)).html
    }

    @Test func calloutsUseTheGitHubAlertMarkup() {
        let output = html("::: tip\nMind the *gap*.\n:::\n")
        #expect(output.hasPrefix("<div class=\"markdown-alert markdown-alert-tip\" role=\"note\">\n<p class=\"markdown-alert-title\"><svg"))
        #expect(output.hasSuffix("</svg>Tip</p>\n<p>Mind the <em>gap</em>.</p>\n</div>\n"))
        #expect(!output.contains(":::"))
        #expect(!output.contains("stylebook-container"))
    }

    @Test(arguments: [("info", "note", "Info"), ("danger", "caution", "Danger"), ("warning", "warning", "Warning"),
                      ("note", "note", "Note"), ("caution", "caution", "Caution"), ("important", "important", "Important")])
    func everyCalloutTypeMapsOntoAnAlertStyle(type: String, style: String, title: String) {
        let output = html("::: \(type)\nx\n:::\n")
        #expect(output.contains("markdown-alert-\(style)\""))
        #expect(output.contains("</svg>\(title)</p>"))
    }

    @Test func customTitlesInBothSpellings() {
        #expect(html("::: warning Mind <this>\nx\n:::\n").contains("</svg>Mind &lt;this&gt;</p>"))
        #expect(html(":::note[Read first]\nx\n:::\n").contains("</svg>Read first</p>"))
        #expect(html(":::tip\nx\n:::\n").contains("</svg>Tip</p>"))
    }

    @Test func detailsBecomeADetailsElement() {
        #expect(html("::: details Show the code\nHidden.\n:::\n")
            == "<details class=\"markdown-details\">\n<summary>Show the code</summary>\n<p>Hidden.</p>\n</details>\n")
        #expect(html("::: details\nHidden.\n:::\n").contains("<summary>Details</summary>"))
    }

    @Test func containersNestWithEqualOrLongerMarkers() {
        for source in ["::: tip\nA\n::: details More\nB\n:::\nC\n:::\n", "::::tip\nA\n:::details[More]\nB\n:::\nC\n::::\n"] {
            let output = html(source)
            #expect(output.contains("<p>A</p>\n<details class=\"markdown-details\">\n<summary>More</summary>\n<p>B</p>\n</details>\n<p>C</p>\n</div>\n"), "\(source)")
        }
    }

    @Test func markersEndParagraphsAndListsWithoutBlankLines() {
        let output = html("Intro\n::: tip\n- one\n- two\n:::\nAfter\n")
        #expect(output.hasPrefix("<p>Intro</p>\n<div class=\"markdown-alert markdown-alert-tip\""))
        #expect(output.hasSuffix("<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n</div>\n<p>After</p>\n"))
    }

    @Test func markersInsideCodeStayCode() {
        let fenced = html("```md\n::: tip\nnot a container\n:::\n```\n")
        #expect(fenced == "<pre><code class=\"language-md\">::: tip\nnot a container\n:::\n</code></pre>\n")
        let indented = html("Text\n\n    ::: tip\n    code\n    :::\n")
        #expect(indented.contains("<pre><code>::: tip\ncode\n:::\n</code></pre>"))
        let tildes = html("~~~~\n```\n::: tip\n~~~~\n")
        #expect(tildes.contains("::: tip") && !tildes.contains("markdown-alert"))
    }

    @Test func fencedCodeInsideAContainerKeepsItsMarkers() {
        let output = html("::: tip\n```md\n::: warning\n:::\n```\n:::\n")
        #expect(output.contains("<pre><code class=\"language-md\">::: warning\n:::\n</code></pre>\n</div>\n"))
        #expect(!output.contains("markdown-alert-warning"))
    }

    @Test func containersInsideListItems() {
        let output = html("- item\n\n  ::: tip\n  inside\n  :::\n")
        #expect(output.contains("<li>\n<p>item</p>\n<div class=\"markdown-alert markdown-alert-tip\""))
    }

    @Test func positionsAfterMarkersStayTrue() {
        let document = parse("::: tip\nSee [a](missing.md).\n:::\n")
        #expect(document.links().first?.range?.start == SourceLocation(path: "page.md", line: 2, column: 5))
        let offset = MarkdownDocument(parsing: "::: tip\n[a](b.md)\n:::\n", path: "p.md", lineOffset: 3)
        #expect(offset.links().first?.range?.start.line == 5)
    }

    @Test func unknownTypeWarnsWithASuggestionAndStillRenders() {
        let document = parse("Intro\n\n::: warnign Careful\nStill *shown*.\n:::\n")
        let problem = document.diagnostics.first { $0.id == "content/unknown-container" }
        #expect(problem?.severity == .warning)
        #expect(problem?.location == SourceLocation(path: "page.md", line: 3, column: 5))
        #expect(problem?.hint?.contains("::: warning") == true)
        #expect(HTMLRenderer().render(document).html == "<p>Intro</p>\n<p>Still <em>shown</em>.</p>\n")
    }

    @Test func unclosedContainerIsAnErrorAtItsLine() {
        let document = MarkdownDocument(parsing: "Intro\n\n::: tip\nNever closed.\n", path: "page.md", lineOffset: 2)
        let problem = document.diagnostics.first { $0.id == "content/unclosed-container" }
        #expect(problem?.severity == .error)
        #expect(problem?.location == SourceLocation(path: "page.md", line: 5, column: 1))
        #expect(problem?.message.contains("::: tip") == true)
        #expect(HTMLRenderer().render(document).html.contains("<p>Never closed.</p>"))
    }

    @Test func closingMarkerIndentedUnderAListClosesAfterTheList() {
        // What Prettier does to a Docusaurus admonition that ends with a list.
        let document = parse(":::caution\nCareful:\n\n- one\n- two\n  :::\n\nAfter.\n")
        #expect(document.diagnostics.isEmpty)
        #expect(HTMLRenderer().render(document).html.hasSuffix("<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n</div>\n<p>After.</p>\n"))
    }

    @Test func markersRightAfterRawHTMLStillCount() {
        let document = parse(":::info\n<Screenshot url='a.png' />\n:::\n\nAfter.\n")
        #expect(document.diagnostics.isEmpty)
        #expect(HTMLRenderer().render(document).html.hasSuffix("</svg>Info</p>\n<Screenshot url='a.png' />\n</div>\n<p>After.</p>\n"))
    }

    @Test func containerClosedInAnotherBlockIsAnError() {
        let document = parse("- item\n\n  ::: tip\n  inside\n\n:::\n")
        #expect(document.diagnostics.map(\.id) == ["content/unclosed-container"])
        #expect(document.diagnostics.first?.location?.line == 3)
    }

    @Test func hundredDeepNestingIsAClearErrorNotACrash() {
        let depth = 100
        var source = ""
        for level in 0..<depth { source += String(repeating: ":", count: 3 + depth - level) + " tip\n" }
        source += "deep\n"
        for level in (0..<depth).reversed() { source += String(repeating: ":", count: 3 + depth - level) + "\n" }
        let document = parse(source)
        let problem = document.diagnostics.first { $0.id == "content/nesting-too-deep" }
        #expect(problem?.severity == .error)
        #expect(problem?.location?.line == ContainerMarkers.maximumDepth + 1)
        #expect(HTMLRenderer().render(document).html.contains("deep"))
        // Same-length markers, as a careless writer would nest them.
        let flat = parse(String(repeating: "::: tip\n", count: depth) + "x\n" + String(repeating: ":::\n", count: depth))
        #expect(flat.diagnostics.contains { $0.id == "content/nesting-too-deep" })
    }

    @Test func hugoShortcodesGetOneWarningPerPage() {
        let document = parse("Text\n\n{{< figure src=\"a.png\" >}}\n\n{{% notice %}}x{{% /notice %}}\n")
        let problems = document.diagnostics.filter { $0.id == "content/hugo-shortcode" }
        #expect(problems.count == 1)
        #expect(problems.first?.location == SourceLocation(path: "page.md", line: 3, column: 1))
        #expect(problems.first?.message.contains("Hugo shortcodes are not supported") == true)
        #expect(parse("```\n{{< x >}}\n```\n").diagnostics.isEmpty)
    }

    /// A page about Hugo shows shortcodes in code spans on purpose; one outside them still warns.
    @Test func hugoShortcodesInCodeSpansAreText() {
        #expect(parse("Write `{{< ref \"a.md\" >}}` or ``{{% x %}}`` there.\n").diagnostics.isEmpty)
        let mixed = parse("Not `{{< a >}}` but {{< b >}}, and a lone ` then {{% c %}}.\n").diagnostics
        #expect(mixed.map(\.location?.column) == [21])
        #expect(parse("An unclosed `` then {{< d >}}\n").diagnostics.map(\.location?.column) == [21])
    }

    @Test func mdxImportLinesAreNotShown() {
        let document = parse("import Tabs from '@theme/Tabs';\nimport './x.css'\n\n# Title\n\nimport is a word; import x from here.\n")
        let output = HTMLRenderer().render(document).html
        #expect(output.hasPrefix("<h1 id=\"title\">Title"))
        #expect(output.hasSuffix("</h1>\n<p>import is a word; import x from here.</p>\n"))
        #expect(document.root.children.first?.range?.start.line == 4)
    }

    @Test func unknownHTMLTagsPassThrough() {
        let output = html("<script setup>\nimport X from './x'\n</script>\n\n## Title <Badge type=\"info\" text=\"new\" />\n")
        #expect(output.contains("<script setup>\nimport X from './x'\n</script>"))
        #expect(output.contains("<Badge type=\"info\" text=\"new\" />"))
    }
}
