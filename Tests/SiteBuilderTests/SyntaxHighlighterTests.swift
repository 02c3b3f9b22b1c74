import Foundation
import Testing
@testable import SiteBuilder

@Suite struct SyntaxHighlighterTests {
    private func tokens(_ language: String, _ code: String) -> [String] {
        guard let html = SyntaxHighlighter.highlight(language: language, code: code) else { return [] }
        var found: [String] = []
        var rest = html[...]
        while let open = rest.range(of: "<span class=\"tok-") {
            let afterClass = rest[open.upperBound...]
            let classEnd = afterClass.firstIndex(of: "\"")!
            let textStart = afterClass.index(classEnd, offsetBy: 2)
            let close = afterClass.range(of: "</span>")!
            let text = afterClass[textStart..<close.lowerBound].replacingOccurrences(of: "&quot;", with: "\"")
            found.append("\(afterClass[..<classEnd]):\(text)")
            rest = afterClass[close.upperBound...]
        }
        return found
    }

    @Test func unknownLanguagesAreLeftAlone() {
        #expect(SyntaxHighlighter.highlight(language: "text", code: "x") == nil)
        #expect(SyntaxHighlighter.highlight(language: "", code: "x") == nil)
    }

    @Test func outputIsEscapedAndKeepsEveryCharacter() throws {
        let code = "let a = \"<b>&\" // <c>\n"
        let html = try #require(SyntaxHighlighter.highlight(language: "swift", code: code))
        #expect(!html.contains("<b>") && !html.contains("<c>"))
        let text = html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        #expect(text == code)
    }

    /// The scanner reads scalars: a combining accent stays in its word, and a comment on a
    /// line ending in CRLF ends with that line rather than running into the next.
    @Test func accentsAndWindowsLineEndings() {
        #expect(tokens("swift", "let cafe\u{301} = Cafe\u{301}()") == ["keyword:let", "type:Cafe\u{301}"])
        #expect(tokens("ts", "// one\r\nlet x = 1") == ["comment:// one\r", "keyword:let", "number:1"])
    }

    @Test func swift() {
        #expect(tokens("swift", "@MainActor struct Box { let n = 1.5; func f() -> String? { nil } } // done") == [
            "attr:@MainActor", "keyword:struct", "type:Box", "keyword:let", "number:1.5", "keyword:func", "function:f",
            "type:String", "literal:nil", "comment:// done",
        ])
        #expect(tokens("swift", "let s = \"\"\"\nhi \"there\"\n\"\"\"") == ["keyword:let", "string:\"\"\"\nhi \"there\"\n\"\"\""])
        #expect(tokens("swift", "for i in 0..<3 {}") == ["keyword:for", "keyword:in", "number:0", "number:3"])
    }

    @Test func kotlin() {
        #expect(tokens("kotlin", "@Composable fun Banner(text: String) = Text(\"Hi\") /* x */") == [
            "attr:@Composable", "keyword:fun", "type:Banner", "type:String", "type:Text", "string:\"Hi\"", "comment:/* x */",
        ])
    }

    @Test func typescriptAndJavaScript() {
        #expect(tokens("ts", "export const retry = async (n: number) => await wait(`${n}s`);") == [
            "keyword:export", "keyword:const", "keyword:async", "keyword:await", "function:wait", "string:`${n}s`",
        ])
        #expect(tokens("js", "if (x === null) return 'a\\'b';") == ["keyword:if", "literal:null", "keyword:return", "string:'a\\'b'"])
    }

    @Test func jsonKeysAndValues() {
        #expect(tokens("json", "{\"name\": \"x\", \"n\": -2, \"ok\": true}") == [
            "property:\"name\"", "string:\"x\"", "property:\"n\"", "number:2", "property:\"ok\"", "literal:true",
        ])
    }

    @Test func css() {
        #expect(tokens("css", "@media (min-width: 40rem) { .a:hover, #b > p { color: var(--c); margin: 0 1.5rem !important; } }") == [
            "keyword:@media", "literal:min-width", "number:40rem", "selector:.a:hover", "selector:#b", "selector:p", "property:color", "function:var", "variable:--c",
            "property:margin", "number:0", "number:1.5rem", "keyword:!important",
        ])
        #expect(tokens("css", "a { color: #1D4ED8; } /* end */") == ["selector:a", "property:color", "number:#1D4ED8", "comment:/* end */"])
    }

    @Test func html() {
        #expect(tokens("html", "<!DOCTYPE html><a href=\"/x\" hidden>Hi</a><!-- c -->") == [
            "keyword:&lt;!DOCTYPE html&gt;", "tag:a", "attr:href", "string:\"/x\"", "attr:hidden", "tag:a", "comment:&lt;!-- c --&gt;",
        ])
    }

    @Test func shell() {
        #expect(tokens("sh", "$ make site  # build\nexport PATH=\"$HOME/bin\"; swift build -c release | tee ${LOG}") == [
            "comment:$", "function:make", "comment:# build", "keyword:export", "string:\"$HOME/bin\"", "function:swift",
            "attr:-c", "function:tee", "variable:${LOG}",
        ])
    }
}
