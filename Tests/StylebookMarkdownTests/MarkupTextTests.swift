import GeneratorSupport
import Testing

/// The one escaper: cmark-gfm's set for text, swift-mustache's for attributes.
struct MarkupTextTests {
    @Test func textEscapesWhatCmarkEscapes() {
        #expect(MarkupText.escape(#"a & b < c > d "e" 'f'"#, .text) == "a &amp; b &lt; c &gt; d &quot;e&quot; 'f'")
    }

    @Test func attributesAlsoEscapeTheSingleQuote() {
        #expect(MarkupText.escape(#"a & b < c > d "e" 'f'"#) == "a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;")
        #expect(MarkupText.escape("plain é ✓") == "plain é ✓")
    }

    @Test func bytesEscapeAsStringsDo() {
        let text = "<é & 'ü'>"
        for context in [MarkupText.Context.text, .attribute] {
            var bytes = Array("x".utf8)
            MarkupText.append(text, context, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + MarkupText.escape(text, context))
        }
    }
}
