@testable import StylebookMarkdown
import Testing

/// Fence titles, marked lines and code groups.
@Suite struct CodeFenceTests {
    private func html(_ markdown: String, highlight: Bool = false) -> String {
        var renderer = HTMLRenderer()
        if highlight { renderer.highlightCode = { _, code in "<span class=\"k\">" + code.replacingOccurrences(of: "<", with: "&lt;") + "</span>" } }
        return renderer.render(MarkdownDocument(parsing: markdown, path: "page.md")).html
    }

    @Test func infoStringForms() {
        let vitepress = CodeFenceInfo("ts:line-numbers {1,3-5} [config.ts]")
        #expect(vitepress.language == "ts")
        #expect(vitepress.highlightedLines == [1, 3, 4, 5])
        #expect(vitepress.title == "config.ts")
        let attached = CodeFenceInfo("js{4}")
        #expect(attached.language == "js" && attached.highlightedLines == [4] && attached.title == nil)
        let docusaurus = CodeFenceInfo("jsx title=\"src/App.js\" {2} showLineNumbers")
        #expect(docusaurus.language == "jsx" && docusaurus.title == "src/App.js" && docusaurus.highlightedLines == [2])
        #expect(!CodeFenceInfo("swift").hasExtras)
        #expect(CodeFenceInfo("sh [npm]").title == "npm")
    }

    @Test func plainFencesRenderAsBefore() {
        #expect(html("```swift\nlet x = 1\n```\n") == "<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n")
    }

    @Test func titledFenceGetsACaption() {
        #expect(html("```swift [Package.swift]\nlet x = 1\n```\n") == """
        <div class="code-fence">
        <p class="code-fence-title">Package.swift</p>
        <pre><code class="language-swift">let x = 1
        </code></pre>
        </div>

        """)
    }

    @Test func markedLinesAreWrappedEvenAcrossHighlighterSpans() {
        let output = html("```js{2}\na\nb <c>\nd\n```\n", highlight: true)
        #expect(output.contains("<pre><code class=\"language-js\"><span class=\"k\">a</span>\n<mark class=\"code-line-highlighted\"><span class=\"k\">b &lt;c></span></mark>\n<span class=\"k\">d</span>\n</code></pre>"))
        let plain = html("```{1}\n<x>\ny\n```\n")
        #expect(plain.contains("<pre><code><mark class=\"code-line-highlighted\">&lt;x&gt;</mark>\ny\n</code></pre>"))
    }

    @Test func codeGroupWrapsLabelledBlocks() {
        let output = html("::: code-group\n\n```sh [npm]\nnpm i x\n```\n\n```sh [pnpm]\npnpm add x\n```\n\n:::\n")
        #expect(output.hasPrefix("<div class=\"code-group\">\n<div class=\"code-fence\">\n<p class=\"code-fence-title\">npm</p>\n"))
        #expect(output.contains("<p class=\"code-fence-title\">pnpm</p>\n<pre><code class=\"language-sh\">pnpm add x\n</code></pre>\n</div>\n</div>\n"))
        // A block without a label is named by its language, since the title names its tab.
        let unlabelled = html("::: code-group\n```swift\nlet x = 1\n```\n```\ny\n```\n:::\n")
        #expect(unlabelled.contains("<p class=\"code-fence-title\">swift</p>"))
        #expect(unlabelled.contains("<p class=\"code-fence-title\">Code</p>"))
    }
}
