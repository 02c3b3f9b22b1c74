/// GitHub's alert blockquotes (`> [!NOTE]` on a line of its own, then the text). The same
/// source reads as a plain quote in any other Markdown renderer, so nothing breaks elsewhere.
public enum GitHubAlert: String, CaseIterable, Sendable {
    case note, tip, important, warning, caution

    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The alert a blockquote declares, and its first paragraph with the marker line removed
    /// (nil when the marker was the whole paragraph). Nil when the quote is not an alert.
    static func detect(_ quote: MarkdownNode) -> (alert: GitHubAlert, firstParagraph: MarkdownNode?)? {
        guard quote.kind == .blockQuote, let first = quote.children.first, first.kind == .paragraph else { return nil }
        // cmark splits "[!NOTE]" into several text nodes (the bracket is a failed link opener).
        var marker = ""
        var consumed = 0
        for child in first.children {
            if case .text(let text) = child.kind {
                marker += text
                consumed += 1
            } else {
                break
            }
        }
        let trimmed = marker.trimmingTrailingSpaces()
        guard trimmed.hasPrefix("[!"), trimmed.hasSuffix("]"),
              let alert = GitHubAlert(rawValue: String(trimmed.dropFirst(2).dropLast()).lowercased()) else { return nil }
        var rest = first.children.dropFirst(consumed)
        if let next = rest.first {
            // The marker must stand alone on its line, as on GitHub.
            guard next.kind == .softBreak || next.kind == .lineBreak else { return nil }
            rest = rest.dropFirst()
        }
        let paragraph = rest.isEmpty ? nil : MarkdownNode(kind: .paragraph, children: Array(rest), range: first.range)
        return (alert, paragraph)
    }

    /// A small outline icon drawn with `currentColor`; hidden from assistive technology
    /// because the title says the same.
    var icon: String {
        let paths: String
        switch self {
        case .note: paths = "<circle cx=\"8\" cy=\"8\" r=\"6.5\"/><path d=\"M8 7.25v3.75M8 4.9v.1\"/>"
        case .tip: paths = "<path d=\"M8 1.5a4.5 4.5 0 0 0-2.6 8.2v1.8h5.2V9.7A4.5 4.5 0 0 0 8 1.5zM6.2 14h3.6\"/>"
        case .important: paths = "<path d=\"M2 2.5h12v8.5H7.5L4.5 14v-3H2z\"/><path d=\"M8 4.75v3M8 9.4v.1\"/>"
        case .warning: paths = "<path d=\"M8 1.75 14.75 13.75H1.25z\"/><path d=\"M8 6.25v3.5M8 11.6v.1\"/>"
        case .caution: paths = "<path d=\"M5.25 1.5h5.5l3.75 3.75v5.5l-3.75 3.75h-5.5L1.5 10.75v-5.5z\"/><path d=\"M8 4.75v3.75M8 10.9v.1\"/>"
        }
        return "<svg class=\"markdown-alert-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" aria-hidden=\"true\" "
            + "fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"
            + paths + "</svg>"
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var result = Substring(self)
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return String(result)
    }
}
