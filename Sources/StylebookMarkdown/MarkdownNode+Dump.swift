import StylebookKit

extension MarkdownNode {
    /// An indented outline of the tree, one node per line with its range, for tests and debugging:
    /// `heading(level: 1) @1:1-1:12`.
    public var treeDump: String {
        var lines: [String] = []
        var stack: [(node: MarkdownNode, depth: Int)] = [(self, 0)]
        while let (node, depth) = stack.popLast() {
            var line = String(repeating: "  ", count: depth) + node.kind.dumpDescription
            if let range = node.range {
                line += " @\(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column)"
            }
            lines.append(line)
            for child in node.children.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension MarkdownNode.Kind {
    /// The case name and payload, with strings quoted and escaped as Swift literals.
    var dumpDescription: String {
        func quoted(_ text: String) -> String { String(reflecting: text) }
        switch self {
        case .document: return "document"
        case .blockQuote: return "blockQuote"
        case .list(let ordered, let start, let tight): return "list(ordered: \(ordered), start: \(start), tight: \(tight))"
        case .listItem(let task): return "listItem(task: \(task.map { "\($0)" } ?? "nil"))"
        case .codeBlock(let info, let literal): return "codeBlock(info: \(quoted(info)), literal: \(quoted(literal)))"
        case .htmlBlock(let html): return "htmlBlock(\(quoted(html)))"
        case .paragraph: return "paragraph"
        case .heading(let level): return "heading(level: \(level))"
        case .thematicBreak: return "thematicBreak"
        case .table(let alignments): return "table(alignments: [\(alignments.map { "\($0)" }.joined(separator: ", "))])"
        case .tableRow(let isHeader): return "tableRow(isHeader: \(isHeader))"
        case .tableCell: return "tableCell"
        case .text(let text): return "text(\(quoted(text)))"
        case .softBreak: return "softBreak"
        case .lineBreak: return "lineBreak"
        case .code(let code): return "code(\(quoted(code)))"
        case .htmlInline(let html): return "htmlInline(\(quoted(html)))"
        case .emphasis: return "emphasis"
        case .strong: return "strong"
        case .strikethrough: return "strikethrough"
        case .link(let destination, let title): return "link(destination: \(quoted(destination)), title: \(quoted(title)))"
        case .image(let source, let title): return "image(source: \(quoted(source)), title: \(quoted(title)))"
        case .footnoteDefinition(let label): return "footnoteDefinition(label: \(quoted(label)))"
        case .footnoteReference(let label): return "footnoteReference(label: \(quoted(label)))"
        case .container(let kind, let title): return "container(\(kind), title: \(title.map(quoted) ?? "nil"))"
        }
    }
}
