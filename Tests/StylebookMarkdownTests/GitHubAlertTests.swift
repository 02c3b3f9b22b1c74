import StylebookMarkdown
import Testing

@Suite struct GitHubAlertTests {
    private func html(_ markdown: String, alerts: Bool = true) -> String {
        var renderer = HTMLRenderer()
        renderer.githubAlerts = alerts
        return renderer.render(MarkdownDocument(parsing: markdown, path: "page.md")).html
    }

    @Test(arguments: GitHubAlert.allCases)
    func everyAlertKindBecomesATitledCallout(alert: GitHubAlert) {
        let output = html("> [!\(alert.rawValue.uppercased())]\n> Mind the *gap*.\n")
        #expect(output.hasPrefix("<div class=\"markdown-alert markdown-alert-\(alert.rawValue)\" role=\"note\">\n"))
        #expect(output.contains("<p class=\"markdown-alert-title\"><svg class=\"markdown-alert-icon\""))
        #expect(output.contains("aria-hidden=\"true\""))
        #expect(output.contains("</svg>\(alert.title)</p>\n<p>Mind the <em>gap</em>.</p>\n</div>\n"))
        #expect(!output.contains("[!"))
        #expect(!output.contains("blockquote"))
    }

    @Test func titlesAreCapitalised() {
        #expect(GitHubAlert.allCases.map(\.title) == ["Note", "Tip", "Important", "Warning", "Caution"])
    }

    @Test func markerIsCaseInsensitiveAndMayStandAlone() {
        let output = html("> [!tip]\n\n> plain quote\n")
        #expect(output.contains("markdown-alert-tip"))
        #expect(output.contains("</svg>Tip</p>\n</div>\n<blockquote>\n<p>plain quote</p>\n</blockquote>\n"))
    }

    @Test func laterBlocksStayInsideTheCallout() {
        let output = html("> [!WARNING]\n> First.\n>\n> - one\n> - two\n")
        #expect(output.contains("<p>First.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n</div>\n"))
    }

    @Test func notAnAlertStaysAQuote() {
        // Unknown kind, text after the marker on the same line, marker not first: all plain quotes, as on GitHub.
        for source in ["> [!DANGER]\n> x\n", "> [!NOTE] inline text\n", "> Some text [!NOTE]\n", "> [!NOTE\n> x\n"] {
            let output = html(source)
            #expect(output.hasPrefix("<blockquote>"), "\(source)")
            #expect(!output.contains("markdown-alert"), "\(source)")
        }
    }

    @Test func alertsCanBeTurnedOff() {
        #expect(html("> [!NOTE]\n> x\n", alerts: false).hasPrefix("<blockquote>\n<p>[!NOTE]\nx</p>"))
    }

    @Test func highlightHookFillsTheCodeElementOnly() {
        var renderer = HTMLRenderer()
        renderer.highlightCode = { language, code in language == "swift" ? "<b>\(code.count)</b>" : nil }
        let output = renderer.render(MarkdownDocument(parsing: "```swift\nlet\n```\n\n```text\n<x>\n```\n", path: "p.md")).html
        #expect(output == "<pre><code class=\"language-swift\"><b>4</b></code></pre>\n<pre><code class=\"language-text\">&lt;x&gt;\n</code></pre>\n")
    }
}
