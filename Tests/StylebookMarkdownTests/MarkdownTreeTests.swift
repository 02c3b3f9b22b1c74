import StylebookKit
import StylebookMarkdown
import Testing

@Suite struct MarkdownTreeTests {
    @Test func everyConstructDumpsWithPositions() throws {
        let document = MarkdownDocument(parsing: try goldenInput("Everything.md"), path: "Content/Everything.md")
        try expectGolden(document.root.treeDump, named: "Everything.tree.txt")
        #expect(document.diagnostics.isEmpty)
    }

    @Test func emptyTextIsAnEmptyDocument() {
        let document = MarkdownDocument(parsing: "", path: "empty.md")
        #expect(document.root.kind == .document)
        #expect(document.root.children.isEmpty)
    }

    @Test(arguments: [
        "\0", "\r", "\r\n\r\n", "\u{FEFF}# BOM", "[^", "[^x]:", "|", "| a |\n|", "```", "<!--", "\\", "* * *",
        "- [ ]", "[a]: <", "![", "~~~~~~", "> - 1. ```\n", String(repeating: "a|", count: 5_000) + "\n" + String(repeating: "-|", count: 5_000),
    ])
    func oddInputNeverCrashes(text: String) {
        let document = MarkdownDocument(parsing: text, path: "odd.md")
        #expect(document.root.kind == .document)
        _ = HTMLRenderer().render(document)
    }

    @Test func lineOffsetShiftsEveryPosition() throws {
        let document = MarkdownDocument(parsing: "# Title\n\nSome *text*.\n", path: "a.md", lineOffset: 4)
        let heading = try #require(document.root.firstHeading(level: 1))
        #expect(heading.range == SourceRange(
            start: SourceLocation(path: "a.md", line: 5, column: 1),
            end: SourceLocation(path: "a.md", line: 5, column: 7)))
        let emphasis = try #require(document.root.first { $0.kind == .emphasis })
        #expect(emphasis.range?.start == SourceLocation(path: "a.md", line: 7, column: 6))
    }

    @Test func plainTextJoinsTextAndCode() throws {
        let document = MarkdownDocument(parsing: "## Use `Color.primary` *here*\n", path: "a.md")
        #expect(document.root.firstHeading(level: 2)?.plainText == "Use Color.primary here")
        #expect(document.root.firstHeading(level: 1) == nil)
    }

    @Test func forEachVisitsInDocumentOrder() {
        let document = MarkdownDocument(parsing: "a *b* c\n\n- d\n", path: "a.md")
        var texts: [String] = []
        document.root.forEach { node in
            if case .text(let text) = node.kind { texts.append(text) }
        }
        #expect(texts == ["a ", "b", " c", "d"])
    }

    @Test func linksListsLinksAndImagesWithRanges() {
        let text = "See [guide](guide.md) and ![logo](logo.png).\nAlso https://example.com here.\n\n> x\n"
        let links = MarkdownDocument(parsing: text, path: "p.md", lineOffset: 2).links()
        #expect(links.map(\.destination) == ["guide.md", "logo.png", "https://example.com"])
        #expect(links[0].range?.start == SourceLocation(path: "p.md", line: 3, column: 5))
        #expect(links[1].range?.start == SourceLocation(path: "p.md", line: 3, column: 27))
        #expect(links[2].range?.start == SourceLocation(path: "p.md", line: 4, column: 6))
    }

    @Test func smartPunctuationIsOffUnlessAsked() {
        let text = "\"Quoted\" -- dash...\n"
        let plain = MarkdownDocument(parsing: text, path: "a.md").root.plainText
        let smart = MarkdownDocument(parsing: text, path: "a.md", options: MarkdownOptions(smartPunctuation: true)).root.plainText
        #expect(plain == "\"Quoted\" -- dash...")
        #expect(smart == "\u{201C}Quoted\u{201D} \u{2013} dash\u{2026}")
    }
}
