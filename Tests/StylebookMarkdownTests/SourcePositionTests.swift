import StylebookKit
import StylebookMarkdown
import Testing

/// Positions the link checker reports must point at the right place, including where
/// cmark-gfm 0.29 itself gets inline positions wrong.
@Suite struct SourcePositionTests {
    private func starts(_ text: String, lineOffset: Int = 0) -> [String] {
        var found: [String] = []
        MarkdownDocument(parsing: text, path: "p.md", lineOffset: lineOffset).root.forEach { node in
            guard let range = node.range else { return }
            switch node.kind {
            case .text(let text): found.append("\(text)@\(range.start.line):\(range.start.column)")
            case .link: found.append("link@\(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column)")
            default: break
            }
        }
        return found
    }

    @Test func inlinesAfterBackslashBreaksKeepTheirLines() {
        #expect(starts("ee\\\nff\\\ngg [l](u)\nhh\n") == ["ee@1:1", "ff@2:1", "gg @3:1", "link@3:4-3:9", "l@3:5", "hh@4:1"])
        #expect(starts("a\\\r\nb\r\n") == ["a@1:1", "b@2:1"])
    }

    @Test func backslashBreaksInsideContainers() {
        #expect(starts("> xx\\\n> yy [z](u)\n> ww\n", lineOffset: 10)
            == ["xx@11:3", "yy @12:3", "link@12:6-12:11", "z@12:7", "ww@13:3"])
        #expect(starts("- one\\\n  two\n") == ["one@1:3", "two@2:3"])
    }

    @Test func twoSpaceBreaksNeedNoRepair() {
        #expect(starts("aa  \nbb [c](d)\n") == ["aa@1:1", "bb @2:1", "link@2:4-2:9", "c@2:5"])
    }

    @Test func wwwAutolinksStartAtTheirFirstLetter() {
        #expect(starts("www.a.com x\n\nab www.b.com\n")
            == ["link@1:1-1:9", "www.a.com@1:1", " x@1:10", "ab @3:1", "link@3:4-3:12", "www.b.com@3:4"])
    }

    @Test func bareURLAutolinksArePlacedFromTheirNeighbours() {
        #expect(starts("ab https://d.com y\nsecond me@example.com\n")
            == ["ab @1:1", "link@1:4-1:16", "https://d.com@1:4", " y@1:17", "second @2:1", "link@2:8-2:21", "me@example.com@2:8"])
    }

    @Test func angleAutolinksAfterTheFirstLineAreWhereTheyAre() {
        #expect(starts("first\nsee <https://x.y/z> ok\n")
            == ["first@1:1", "see @2:1", "link@2:5-2:19", "https://x.y/z@2:6", " ok@2:20"])
    }
}
