import StylebookKit

extension MarkdownNode {
    /// Visits this node and all its descendants depth first, in document order, without recursion.
    public func forEach(_ body: (MarkdownNode) throws -> Void) rethrows {
        var stack: [MarkdownNode] = [self]
        while let node = stack.popLast() {
            try body(node)
            stack.append(contentsOf: node.children.reversed())
        }
    }

    /// Like `forEach`, also passing the node's range or, when cmark gave it none, the range of
    /// its nearest ancestor that has one.
    public func forEachWithRange(_ body: (MarkdownNode, SourceRange?) throws -> Void) rethrows {
        var stack: [(node: MarkdownNode, inherited: SourceRange?)] = [(self, nil)]
        while let (node, inherited) = stack.popLast() {
            let range = node.range ?? inherited
            try body(node, range)
            for child in node.children.reversed() { stack.append((child, range)) }
        }
    }

    /// The first node, depth first, that matches.
    public func first(where predicate: (MarkdownNode) -> Bool) -> MarkdownNode? {
        var stack: [MarkdownNode] = [self]
        while let node = stack.popLast() {
            if predicate(node) { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// The first heading of `level` in document order, e.g. the `# Title` a page is named after.
    public func firstHeading(level: Int) -> MarkdownNode? {
        first { node in
            if case .heading(level) = node.kind { return true }
            return false
        }
    }

    /// The text a reader sees: text and inline code of all descendants, with line breaks as
    /// spaces. Raw HTML, code blocks and footnote markers are left out.
    public var plainText: String {
        var text = ""
        forEach { node in
            switch node.kind {
            case .text(let string), .code(let string): text += string
            case .softBreak, .lineBreak: text += " "
            default: break
            }
        }
        return text
    }
}
