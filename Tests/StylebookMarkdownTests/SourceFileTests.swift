import GeneratorSupport
import StylebookKit
import StylebookMarkdown
import Testing

@Suite struct SourceFileTests {
    private func diagnostic(_ text: String) -> Diagnostic? {
        do {
            _ = try SourceFile(text: text, path: "Content/page.md")
            return nil
        } catch {
            return error
        }
    }

    @Test func readsKnownAndExtraKeys() throws {
        let file = try SourceFile(text: """
        ---
        title: Colour
        description: "How we use colour: roles, not hues."
        order: 2
        draft: false
        weight: 1.5
        tags: [tokens, colour]
        owner:
          team: Design Systems
          since: 2024
        empty:
        quoted: "42"
        ---
        # Colour

        Body.
        """, path: "Content/colour.md")

        #expect(file.frontMatter.title == "Colour")
        #expect(file.frontMatter.description == "How we use colour: roles, not hues.")
        #expect(file.frontMatter.order == 2)
        let values = file.frontMatter.values
        #expect(values["title"] == .string("Colour"))
        #expect(values["order"] == .int(2))
        #expect(values["draft"] == .bool(false))
        #expect(values["weight"] == .double(1.5))
        #expect(values["tags"] == .array([.string("tokens"), .string("colour")]))
        #expect(values["owner"] == .dictionary(["team": .string("Design Systems"), "since": .int(2024)]))
        #expect(values["empty"] == .null)
        #expect(values["quoted"] == .string("42"))
        #expect(file.body == "# Colour\n\nBody.")
        #expect(file.bodyLineOffset == 13)
    }

    @Test func bodyPositionsAreRealFileLines() throws {
        let text = "---\ntitle: T\n---\n\n# Heading\n\nSee [x](y.md).\n"
        let file = try SourceFile(text: text, path: "p.md")
        #expect(file.bodyLineOffset == 3)
        let document = MarkdownDocument(parsing: file.body, path: "p.md", lineOffset: file.bodyLineOffset)
        #expect(document.root.firstHeading(level: 1)?.range?.start == SourceLocation(path: "p.md", line: 5, column: 1))
        #expect(document.links().first?.range?.start == SourceLocation(path: "p.md", line: 7, column: 5))
    }

    @Test func withoutFrontMatterTheWholeTextIsBody() throws {
        let file = try SourceFile(text: "# Just Markdown\n\n---\n\ntext\n", path: "p.md")
        #expect(file.frontMatter == FrontMatter())
        #expect(file.body == "# Just Markdown\n\n---\n\ntext\n")
        #expect(file.bodyLineOffset == 0)
    }

    @Test func emptyFrontMatterAndCRLFAndByteOrderMark() throws {
        let empty = try SourceFile(text: "---\n---\nBody\n", path: "p.md")
        #expect(empty.frontMatter == FrontMatter())
        #expect(empty.body == "Body\n")
        #expect(empty.bodyLineOffset == 2)

        let windows = try SourceFile(text: "\u{FEFF}---\r\ntitle: Win\r\n---  \r\nBody\r\n", path: "p.md")
        #expect(windows.frontMatter.title == "Win")
        #expect(windows.body == "Body\r\n")
        #expect(windows.bodyLineOffset == 3)
    }

    @Test func malformedYAMLPointsAtTheLineInTheFile() throws {
        let found = try #require(diagnostic("---\ntitle: Fine\ndescription: [unclosed\norder: 1\n---\nBody\n"))
        #expect(found.id == "content/malformed-front-matter")
        #expect(found.severity == .error)
        #expect(found.location?.path == "Content/page.md")
        #expect(found.location?.line == 3)
        #expect(found.message.contains("line 4"))
        #expect(found.hint != nil)

        let tab = try #require(diagnostic("---\ntitle: a\n\tbad: tab\n---\n"))
        #expect(tab.location?.line == 3)
        let colon = try #require(diagnostic("---\ntitle: a: b\n---\n"))
        #expect(colon.location == SourceLocation(path: "Content/page.md", line: 2, column: 9))
        let quote = try #require(diagnostic("---\norder: 1\ntitle: 'unterminated\n---\n"))
        #expect(quote.location?.line == 3)
    }

    @Test func unclosedFrontMatterIsAnError() throws {
        let found = try #require(diagnostic("---\ntitle: Never closed\n\n# Body\n"))
        #expect(found.id == "content/malformed-front-matter")
        #expect(found.location == SourceLocation(path: "Content/page.md", line: 1, column: 1))
        #expect(diagnostic("---") != nil)
    }

    @Test func frontMatterMustBeAMapping() throws {
        let list = try #require(diagnostic("---\n- a\n- b\n---\n"))
        #expect(list.location?.line == 2)
        let scalar = try #require(diagnostic("---\njust text\n---\n"))
        #expect(scalar.id == "content/malformed-front-matter")
    }

    @Test func knownKeysMustHaveTheirTypes() throws {
        let title = try #require(diagnostic("---\norder: 1\ntitle: [a, b]\n---\n"))
        #expect(title.location?.line == 3)
        #expect(title.message.contains("title"))

        let order = try #require(diagnostic("---\ntitle: T\n\norder: \"2\"\n---\n"))
        #expect(order.location?.line == 4)
        #expect(order.message.contains("order"))

        #expect(diagnostic("---\ndescription: 12\n---\n")?.location?.line == 2)
        #expect(diagnostic("---\norder: 1.5\n---\n")?.location?.line == 2)
    }

    @Test func aliasExpansionIsBounded() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let found = try #require(diagnostic("---\n\(yaml)---\n"))
        #expect(found.message.contains("too large"))
    }

    @Test func repeatedKeysAreReported() throws {
        let found = try #require(diagnostic("---\ntitle: A\ndraft: true\ntitle: B\n---\n"))
        #expect(found.id == "content/malformed-front-matter")
        #expect(found.location?.line == 4)
    }
}
