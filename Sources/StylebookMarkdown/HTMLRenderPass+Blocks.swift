import StylebookKit

/// Block containers whose HTML depends on their children: the document, lists, headings, tables, code.
extension HTMLRenderPass {
    mutating func enterDocument(_ node: MarkdownNode, _ context: Context) {
        var body: [Step] = []
        var definitions: [(ordinal: Int, node: MarkdownNode)] = []
        let inherited = Context(inheritedRange: node.range)
        for child in node.children {
            if case .footnoteDefinition(let label) = child.kind {
                if let ordinal = footnotes.ordinals[label] { definitions.append((ordinal, child)) }
            } else {
                body.append(.enter(child, inherited))
            }
        }
        if !definitions.isEmpty {
            body.append(.raw("<section class=\"footnotes\" data-footnotes aria-label=\"Footnotes\">\n<ol>\n"))
            for definition in definitions.sorted(by: { $0.ordinal < $1.ordinal }) {
                body.append(.enter(definition.node, inherited))
            }
            body.append(.raw("</ol>\n</section>\n"))
        }
        schedule(body)
    }

    mutating func enterList(_ node: MarkdownNode, _ context: Context, ordered: Bool, start: Int, tight: Bool) {
        out.newlineIfNeeded()
        out.append(ordered ? "<ol" : "<ul")
        if ordered, start != 1 { out.append(" start=\"\(start)\"") }
        let hasTasks = node.children.contains { child in
            if case .listItem(task: .some) = child.kind { return true }
            return false
        }
        if hasTasks { out.append(" class=\"contains-task-list\"") }
        out.append(">\n")
        descend(node, context) { _, _, child in child.tight = tight }
    }

    mutating func enterListItem(_ node: MarkdownNode, _ context: Context, task: TaskState?) {
        out.newlineIfNeeded()
        guard let task else {
            out.append("<li>")
            descend(node, context) { _, _, child in child.tight = context.tight }
            return
        }
        out.append("<li class=\"task-list-item\">")
        let first = node.children.first
        var checkbox = "<input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled"
        if task == .checked { checkbox += " checked" }
        // A checkbox needs an accessible name; the item's own words are the best one.
        var label = HTMLBuffer(capacity: 64)
        let text = first.map { $0.kind == .paragraph ? $0.plainText : "" } ?? ""
        label.appendEscaped(text.isEmpty ? "Task" : text)
        checkbox += " aria-label=\"\(label.string)\"> "
        if first?.kind == .paragraph {
            descend(node, context) { index, _, child in
                child.tight = context.tight
                if index == 0 { child.leadingHTML = checkbox }
            }
        } else {
            out.append(checkbox)
            descend(node, context) { _, _, child in child.tight = context.tight }
        }
    }

    mutating func enterHeading(_ node: MarkdownNode, _ context: Context, level: Int) {
        let level = min(max(level, 1), 6)
        let info = node.range.flatMap { headingIDs[$0.start] }
            ?? HeadingInfo(level: level, text: HeadingIDs.text(of: node), id: slugger.slug(for: HeadingIDs.text(of: node)), range: node.range)
        let text = info.text
        let id = info.id
        headings.append(info)
        var escapedID = HTMLBuffer(capacity: id.utf8.count)
        escapedID.appendEscaped(id)
        out.newlineIfNeeded()
        out.append("<h\(level) id=\"\(escapedID.string)\">")
        var exitContext = context
        if renderer.headingSelfLinks {
            var label = HTMLBuffer(capacity: 64)
            label.appendEscaped(text)
            exitContext.trailingHTML =
                " <a class=\"heading-anchor\" href=\"#\(escapedID.string)\" aria-label=\"Link to section: \(label.string)\">#</a>"
        }
        descend(node, context, exit: exitContext)
    }

    mutating func enterTable(_ node: MarkdownNode, _ context: Context, alignments: [TableAlignment]) {
        out.newlineIfNeeded()
        var steps: [Step] = [.raw("<table>\n")]
        let inherited = node.range ?? context.inheritedRange
        let header = node.children.prefix { $0.kind == .tableRow(isHeader: true) }
        let body = node.children.dropFirst(header.count)
        if !header.isEmpty {
            steps.append(.raw("<thead>\n"))
            for row in header {
                steps.append(.enter(row, Context(inheritedRange: inherited, alignments: alignments, isHeaderRow: true)))
            }
            steps.append(.raw("</thead>\n"))
        }
        if !body.isEmpty {
            steps.append(.raw("<tbody>\n"))
            for row in body {
                steps.append(.enter(row, Context(inheritedRange: inherited, alignments: alignments)))
            }
            steps.append(.raw("</tbody>\n"))
        }
        steps.append(.raw("</table>\n"))
        schedule(steps)
    }

    mutating func writeCodeBlock(info: String, literal: String, range: SourceRange?, inCodeGroup: Bool = false, tabLabel: String? = nil) {
        out.newlineIfNeeded()
        if let html = renderer.renderCodeBlock?(info, literal, range) {
            out.append(html)
            out.newlineIfNeeded()
            return
        }
        let fence = CodeFenceInfo(info)
        if fence.hasExtras || inCodeGroup {
            writeCodeBlock(fence, literal: literal, inCodeGroup: inCodeGroup, tabLabel: tabLabel)
            return
        }
        out.append("<pre><code")
        let language = fence.language
        if !language.isEmpty {
            out.append(" class=\"language-")
            out.appendEscaped(String(language))
            out.append("\"")
        }
        out.append(">")
        if let highlighted = renderer.highlightCode?(String(language), literal) {
            out.append(highlighted)
        } else {
            out.appendEscaped(literal)
        }
        out.append("</code></pre>\n")
    }
}
