import StylebookMarkdown

/// `id="..."` attributes written in a page's raw HTML, so links to them count as valid anchors.
enum HTMLIDs {
    static func ids(in document: MarkdownDocument) -> [String] {
        var ids: [String] = []
        document.root.forEach { node in
            switch node.kind {
            case .htmlBlock(let html), .htmlInline(let html): ids += scan(html)
            case .footnoteDefinition(let label): ids.append("fn-" + label)
            default: break
            }
        }
        return ids
    }

    static func scan(_ html: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(html)
        while let range = rest.range(of: "id=") {
            rest = rest[range.upperBound...]
            guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
            let value = rest.dropFirst()
            guard let end = value.firstIndex(of: quote) else { break }
            ids.append(String(value[..<end]))
            rest = value[end...]
        }
        return ids
    }
}
