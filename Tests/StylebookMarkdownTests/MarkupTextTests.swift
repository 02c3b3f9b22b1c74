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

    @Test func bytesAndScalarsEscapeAsStringsDo() {
        let text = "<é & 'ü'>"
        var bytes = Array("x".utf8)
        MarkupText.append(text, .text, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x" + MarkupText.escape(text, .text))
        var out = "x"
        MarkupText.append(text.unicodeScalars, .attribute, to: &out)
        #expect(out == "x" + MarkupText.escape(text, .attribute))
    }
}
