import StylebookKit

/// One rendering of one page. Walks the tree with an explicit stack of steps, so nesting depth
/// never turns into call depth, and writes into a single buffer.
struct HTMLRenderPass {
    /// What a node needs to know about its ancestors.
    private struct Context {
        /// Paragraphs directly inside render without `<p>` (items of a tight list).
        var tight = false
        /// Range of the nearest positioned ancestor, for nodes cmark gives no position.
        var inheritedRange: SourceRange?
        var alignments: [TableAlignment] = []
        var isHeaderRow = false
        var cellAlignment: TableAlignment = .none
        /// Written right after this node's opening tag (a task item's checkbox).
        var leadingHTML = ""
        /// Written right before this node's closing tag (footnote back-links, heading anchors).
        var trailingHTML = ""
    }

    private enum Step {
        case enter(MarkdownNode, Context)
        case exit(MarkdownNode, Context)
        case raw(String)
    }

    private let renderer: HTMLRenderer
    private let root: MarkdownNode
    private var out: HTMLBuffer
    private var stack: [Step] = []
    private var slugger = Slugger()
    private var headings: [HeadingInfo] = []
    private let footnotes: FootnoteNumbering
    private var referencesSeen: [String: Int] = [:]

    init(renderer: HTMLRenderer, root: MarkdownNode) {
        self.renderer = renderer
        self.root = root
        self.out = HTMLBuffer(capacity: 4096)
        self.footnotes = FootnoteNumbering(root)
    }

    mutating func run() -> RenderedMarkdown {
        stack = [.enter(root, Context())]
        while let step = stack.popLast() {
            switch step {
            case .enter(let node, let context): enter(node, context)
            case .exit(let node, let context): exit(node, context)
            case .raw(let html): out.append(html)
            }
        }
        return RenderedMarkdown(html: out.string, headings: headings)
    }

    // MARK: - Scheduling

    /// Schedules `steps` to run next, in the given order.
    private mutating func schedule(_ steps: [Step]) {
        stack.append(contentsOf: steps.reversed())
    }

    /// Schedules the children and then the node's exit.
    private mutating func descend(_ node: MarkdownNode, _ context: Context, exit exitContext: Context? = nil,
                                  child: (Int, MarkdownNode, inout Context) -> Void = { _, _, _ in })
    {
        stack.append(.exit(node, exitContext ?? context))
        let inherited = node.range ?? context.inheritedRange
        for (index, element) in node.children.enumerated().reversed() {
            var childContext = Context(inheritedRange: inherited)
            child(index, element, &childContext)
            stack.append(.enter(element, childContext))
        }
    }

    // MARK: - Enter

    private mutating func enter(_ node: MarkdownNode, _ context: Context) {
        switch node.kind {
        case .document:
            enterDocument(node, context)
        case .blockQuote:
            out.newlineIfNeeded()
            out.append("<blockquote>\n")
            descend(node, context)
        case .list(let ordered, let start, let tight):
            enterList(node, context, ordered: ordered, start: start, tight: tight)
        case .listItem(let task):
            enterListItem(node, context, task: task)
        case .codeBlock(let info, let literal):
            writeCodeBlock(info: info, literal: literal, range: node.range ?? context.inheritedRange)
        case .htmlBlock(let html):
            out.newlineIfNeeded()
            out.append(html)
            out.newlineIfNeeded()
        case .paragraph:
            if !context.tight {
                out.newlineIfNeeded()
                out.append("<p>")
            }
            out.append(context.leadingHTML)
            descend(node, context)
        case .heading(let level):
            enterHeading(node, context, level: level)
        case .thematicBreak:
            out.newlineIfNeeded()
            out.append("<hr>\n")
        case .table(let alignments):
            enterTable(node, context, alignments: alignments)
        case .tableRow:
            out.newlineIfNeeded()
            out.append("<tr>\n")
            descend(node, context) { index, _, child in
                child.isHeaderRow = context.isHeaderRow
                child.cellAlignment = index < context.alignments.count ? context.alignments[index] : .none
            }
        case .tableCell:
            out.append(context.isHeaderRow ? "<th" : "<td")
            if let value = Self.alignmentStyle[context.cellAlignment] {
                out.append(" style=\"text-align: \(value)\"")
            }
            out.append(">")
            descend(node, context)
        case .text(let text):
            out.appendEscaped(text)
        case .softBreak:
            out.append("\n")
        case .lineBreak:
            out.append("<br>\n")
        case .code(let code):
            out.append("<code>")
            out.appendEscaped(code)
            out.append("</code>")
        case .htmlInline(let html):
            out.append(html)
        case .emphasis:
            out.append("<em>")
            descend(node, context)
        case .strong:
            out.append("<strong>")
            descend(node, context)
        case .strikethrough:
            out.append("<del>")
            descend(node, context)
        case .link(let destination, let title):
            out.append("<a href=\"")
            out.appendURL(rewrite(destination, node, context))
            out.append("\"")
            writeTitle(title)
            out.append(">")
            descend(node, context)
        case .image(let source, let title):
            out.append("<img src=\"")
            out.appendURL(rewrite(source, node, context))
            out.append("\" alt=\"")
            out.appendEscaped(node.plainText)
            out.append("\"")
            writeTitle(title)
            out.append(">")
        case .footnoteDefinition(let label):
            enterFootnoteDefinition(node, context, label: label)
        case .footnoteReference(let label):
            writeFootnoteReference(label: label)
        }
    }

    private mutating func enterDocument(_ node: MarkdownNode, _ context: Context) {
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

    private mutating func enterList(_ node: MarkdownNode, _ context: Context, ordered: Bool, start: Int, tight: Bool) {
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

    private mutating func enterListItem(_ node: MarkdownNode, _ context: Context, task: TaskState?) {
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

    private mutating func enterHeading(_ node: MarkdownNode, _ context: Context, level: Int) {
        let level = min(max(level, 1), 6)
        let text = node.plainText
        let id = slugger.slug(for: text)
        headings.append(HeadingInfo(level: level, text: text, id: id, range: node.range))
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

    private mutating func enterTable(_ node: MarkdownNode, _ context: Context, alignments: [TableAlignment]) {
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

    private mutating func enterFootnoteDefinition(_ node: MarkdownNode, _ context: Context, label: String) {
        var id = HTMLBuffer(capacity: label.utf8.count)
        id.appendURL(label)
        out.newlineIfNeeded()
        out.append("<li id=\"fn-\(id.string)\">\n")
        let backLinks = backLinks(toFootnote: label, id: id.string)
        let lastIndex = node.children.count - 1
        if node.children.last?.kind == .paragraph {
            descend(node, context) { index, _, child in
                if index == lastIndex { child.trailingHTML = " " + backLinks }
            }
        } else {
            var exitContext = context
            exitContext.trailingHTML = backLinks
            descend(node, context, exit: exitContext)
        }
    }

    // MARK: - Exit

    private mutating func exit(_ node: MarkdownNode, _ context: Context) {
        switch node.kind {
        case .blockQuote:
            out.newlineIfNeeded()
            out.append("</blockquote>\n")
        case .list(let ordered, _, _):
            out.newlineIfNeeded()
            out.append(ordered ? "</ol>\n" : "</ul>\n")
        case .listItem:
            out.append("</li>\n")
        case .paragraph:
            out.append(context.trailingHTML)
            if !context.tight { out.append("</p>\n") }
        case .heading(let level):
            out.append(context.trailingHTML)
            out.append("</h\(min(max(level, 1), 6))>\n")
        case .tableRow:
            out.newlineIfNeeded()
            out.append("</tr>\n")
        case .tableCell:
            out.append(context.isHeaderRow ? "</th>\n" : "</td>\n")
        case .emphasis:
            out.append("</em>")
        case .strong:
            out.append("</strong>")
        case .strikethrough:
            out.append("</del>")
        case .link:
            out.append("</a>")
        case .footnoteDefinition:
            if !context.trailingHTML.isEmpty {
                out.newlineIfNeeded()
                out.append(context.trailingHTML)
            }
            out.newlineIfNeeded()
            out.append("</li>\n")
        default:
            break
        }
    }

    // MARK: - Pieces

    private static let alignmentStyle: [TableAlignment: String] = [.left: "left", .center: "center", .right: "right"]

    private func rewrite(_ destination: String, _ node: MarkdownNode, _ context: Context) -> String {
        renderer.rewriteLink?(destination, node.range ?? context.inheritedRange) ?? destination
    }

    private mutating func writeTitle(_ title: String) {
        guard !title.isEmpty else { return }
        out.append(" title=\"")
        out.appendEscaped(title)
        out.append("\"")
    }

    private mutating func writeCodeBlock(info: String, literal: String, range: SourceRange?) {
        out.newlineIfNeeded()
        if let html = renderer.renderCodeBlock?(info, literal, range) {
            out.append(html)
            out.newlineIfNeeded()
            return
        }
        out.append("<pre><code")
        let language = info.prefix { $0 != " " && $0 != "\t" }
        if !language.isEmpty {
            out.append(" class=\"language-")
            out.appendEscaped(String(language))
            out.append("\"")
        }
        out.append(">")
        out.appendEscaped(literal)
        out.append("</code></pre>\n")
    }

    private mutating func writeFootnoteReference(label: String) {
        guard let ordinal = footnotes.ordinals[label] else {
            out.appendEscaped("[^\(label)]")
            return
        }
        let occurrence = referencesSeen[label, default: 0] + 1
        referencesSeen[label] = occurrence
        var id = HTMLBuffer(capacity: label.utf8.count)
        id.appendURL(label)
        let suffix = occurrence > 1 ? "-\(occurrence)" : ""
        out.append("<sup class=\"footnote-ref\"><a href=\"#fn-\(id.string)\" id=\"fnref-\(id.string)\(suffix)\" data-footnote-ref>\(ordinal)</a></sup>")
    }

    private func backLinks(toFootnote label: String, id: String) -> String {
        let count = max(footnotes.referenceCounts[label] ?? 0, 1)
        return (1...count).map { occurrence in
            let suffix = occurrence > 1 ? "-\(occurrence)" : ""
            let marker = occurrence > 1 ? "<sup class=\"footnote-ref\">\(occurrence)</sup>" : ""
            return "<a href=\"#fnref-\(id)\(suffix)\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩\(marker)</a>"
        }.joined(separator: " ")
    }
}
