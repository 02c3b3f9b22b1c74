import Foundation
import StylebookKit
import StylebookMarkdown
import Testing

/// Collects what a hook was called with; hooks are `@Sendable`, so calls are recorded under a lock.
final class CallLog<Call: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Call] = []
    func record(_ call: Call) { lock.withLock { storage.append(call) } }
    var calls: [Call] { lock.withLock { storage } }
}

@Suite struct HTMLRendererHookTests {
    private func location(_ line: Int, _ column: Int) -> StylebookKit.SourceLocation {
        StylebookKit.SourceLocation(path: "Content/page.md", line: line, column: column)
    }

    @Test func rewriteLinkSeesEveryHrefAndSrcWithItsRange() {
        let log = CallLog<(String, SourceRange?)>()
        var renderer = HTMLRenderer()
        renderer.rewriteLink = { destination, range in
            log.record((destination, range))
            return destination.hasSuffix(".md") ? String(destination.dropLast(3)) + "/" : destination
        }
        let text = "Read [the guide](guide.md).\n\n![Logo](logo.png)\nand https://example.com\n\n> https://a.b\n"
        let document = MarkdownDocument(parsing: text, path: "Content/page.md", lineOffset: 3)
        let output = renderer.render(document).html

        #expect(output.contains("<a href=\"guide/\">the guide</a>"))
        #expect(output.contains("<img src=\"logo.png\" alt=\"Logo\">"))
        let calls = log.calls
        #expect(calls.map(\.0) == ["guide.md", "logo.png", "https://example.com", "https://a.b"])
        #expect(calls[0].1 == SourceRange(start: location(4, 6), end: location(4, 26)))
        #expect(calls[1].1 == SourceRange(start: location(6, 1), end: location(6, 17)))
        #expect(calls[2].1 == SourceRange(start: location(7, 5), end: location(7, 23)))
        // A bare URL alone in its paragraph has no neighbour to be placed by: the paragraph's range stands in.
        #expect(calls[3].1 == SourceRange(start: location(9, 3), end: location(9, 13)))
    }

    @Test func codeBlockHookReplacesOnlyWhatItClaims() {
        let log = CallLog<(String, String, SourceRange?)>()
        var renderer = HTMLRenderer()
        renderer.renderCodeBlock = { info, literal, range in
            log.record((info, literal, range))
            guard info == "tokens" else { return nil }
            return "<div class=\"token-table\">\(literal.count)</div>"
        }
        let text = "Intro\n\n```tokens\ncolor.primary\n```\n\n```swift\nlet x = 1\n```\n"
        let output = renderer.render(MarkdownDocument(parsing: text, path: "Content/page.md", lineOffset: 1)).html

        #expect(output == """
        <p>Intro</p>
        <div class="token-table">14</div>
        <pre><code class="language-swift">let x = 1
        </code></pre>

        """)
        let calls = log.calls
        #expect(calls.map(\.0) == ["tokens", "swift"])
        #expect(calls[0].1 == "color.primary\n")
        #expect(calls[0].2 == SourceRange(start: location(4, 1), end: location(6, 3)))
        #expect(calls[1].2?.start == location(8, 1))
    }
}
