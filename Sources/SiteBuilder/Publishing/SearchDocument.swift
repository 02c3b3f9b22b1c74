import StylebookMarkdown

/// What search knows about one page: words with weights, plus what a result shows.
struct SearchDocument: Sendable {
    static let titleWeight = 10
    static let headingWeight = 4
    static let bodyWeight = 1
    static let excerptLength = 160

    var url: String
    var title: String
    var excerpt: String
    /// h2 and h3 headings, so a result can jump to the matching section.
    var headings: [(id: String, text: String)]
    /// term → score on this page.
    var terms: [String: Int]

    init(page: Page, body: RenderedMarkdown) {
        url = page.route.path
        title = page.title
        headings = body.headings.filter { $0.level == 2 || $0.level == 3 }.map { ($0.id, $0.text) }
        let text = Self.bodyText(page.document.root)
        excerpt = page.description ?? Self.excerpt(of: text)
        var terms: [String: Int] = [:]
        for word in Self.words(text) { terms[word, default: 0] += Self.bodyWeight }
        for heading in body.headings {
            for word in Self.words(heading.text) { terms[word, default: 0] += Self.headingWeight }
        }
        for word in Self.words(page.title) { terms[word, default: 0] += Self.titleWeight }
        self.terms = terms
    }

    /// Lower-cased runs of letters and digits, two characters or more. The browser splits queries
    /// the same way (`/[\p{L}\p{N}]+/gu`), so both sides agree on what a word is.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if current.count >= 2, current.count <= 40 { words.append(String(current).lowercased()) }
            current.removeAll()
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return words
    }

    /// The page's readable text: paragraphs, list items, table cells and code, blocks separated by spaces.
    static func bodyText(_ root: MarkdownNode) -> String {
        var text = ""
        var stack = [root]
        while let node = stack.popLast() {
            switch node.kind {
            case .text(let string), .code(let string): text += string
            case .codeBlock(_, let literal): text += " " + literal + " "
            case .softBreak, .lineBreak: text += " "
            case .paragraph, .heading, .tableCell, .listItem: text += " "
            default: break
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return text
    }

    static func excerpt(of text: String) -> String {
        // Only the start matters; collapsing the whole body would cost as much as indexing it.
        let collapsed = text.prefix(excerptLength * 4).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard collapsed.count > excerptLength else { return collapsed }
        let cut = collapsed.prefix(excerptLength)
        return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + "…"
    }
}
