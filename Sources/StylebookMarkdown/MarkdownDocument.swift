import StylebookKit

/// One Markdown page, parsed once into an immutable tree.
public struct MarkdownDocument: Hashable, Sendable {
    /// The path given at parse time; every `SourceRange` in the tree uses it.
    public let path: String
    /// Always of kind `.document`.
    public let root: MarkdownNode
    /// Warnings found while parsing, such as nesting so deep that it was flattened.
    public let diagnostics: [Diagnostic]

    /// - Parameter lineOffset: lines that came before `text` in the real file (front matter),
    ///   added to every position so it points into that file.
    public init(parsing text: String, path: String, lineOffset: Int = 0, options: MarkdownOptions = .init()) {
        self.path = path
        (root, diagnostics) = CMarkConverter.convert(text, path: path, lineOffset: lineOffset, options: options)
    }

    /// Every link destination and image source in document order. A link cmark gives no position
    /// (GFM autolinks) gets the range of its nearest positioned ancestor instead.
    public func links() -> [(destination: String, range: SourceRange?)] {
        var found: [(destination: String, range: SourceRange?)] = []
        root.forEachWithRange { node, range in
            switch node.kind {
            case .link(let destination, _), .image(let destination, _): found.append((destination, range))
            default: break
            }
        }
        return found
    }
}
