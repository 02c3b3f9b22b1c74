import StylebookKit

/// One rendering of one page. Walks the tree with an explicit stack of steps, so nesting depth
/// never turns into call depth, and writes into a single buffer.
struct HTMLRenderPass {
    /// What a node needs to know about its ancestors.
    struct Context {
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
        /// A fenced block directly inside `::: code-group`: it becomes a tab.
        var inCodeGroup = false
        /// The label of the `<TabItem>` whose only content is this fenced block.
        var tabLabel: String?
    }

    enum Step {
        case enter(MarkdownNode, Context)
        case exit(MarkdownNode, Context)
        case raw(String)
    }

    let renderer: HTMLRenderer
    let document: MarkdownDocument
    var root: MarkdownNode { document.root }
    var out: HTMLBuffer
    var stack: [Step] = []
    /// Ids worked out at parse time, by where each heading starts.
    let headingIDs: [SourceLocation: HeadingInfo]
    var slugger = Slugger()
    var headings: [HeadingInfo] = []
    let footnotes: FootnoteNumbering
    var referencesSeen: [String: Int] = [:]
    var linkSlots: [RenderedMarkdown.LinkSlot] = []

    init(renderer: HTMLRenderer, document: MarkdownDocument) {
        self.renderer = renderer
        self.document = document
        self.out = HTMLBuffer(capacity: 4096)
        self.footnotes = FootnoteNumbering(document.root)
        var ids: [SourceLocation: HeadingInfo] = [:]
        for heading in document.headings {
            if let start = heading.range?.start { ids[start] = heading }
        }
        self.headingIDs = ids
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
        var rendered = RenderedMarkdown(html: out.string, headings: headings)
        rendered.linkSlots = linkSlots
        return rendered
    }

    // MARK: - Scheduling

    /// Schedules `steps` to run next, in the given order.
    mutating func schedule(_ steps: [Step]) {
        stack.append(contentsOf: steps.reversed())
    }

    /// Schedules the children and then the node's exit.
    mutating func descend(_ node: MarkdownNode, _ context: Context, exit exitContext: Context? = nil,
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
            if renderer.githubAlerts, let (alert, first) = GitHubAlert.detect(node) {
                enterAlert(node, context, alert: alert, firstParagraph: first)
                return
            }
            out.append("<blockquote>\n")
            descend(node, context)
        case .list(let ordered, let start, let tight):
            enterList(node, context, ordered: ordered, start: start, tight: tight)
        case .listItem(let task):
            enterListItem(node, context, task: task)
        case .codeBlock(let info, let literal):
            writeCodeBlock(info: info, literal: literal, range: node.range ?? context.inheritedRange, inCodeGroup: context.inCodeGroup,
                           tabLabel: context.tabLabel)
        case .htmlBlock(let html):
            out.newlineIfNeeded()
            out.append(html)
            out.newlineIfNeeded()
        case .paragraph where HTMLRenderPass.isTableOfContentsMarker(node):
            writeTableOfContents()
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
            writeLink(destination, node, context)
            out.append("\"")
            writeTitle(title)
            out.append(">")
            descend(node, context)
        case .image(let source, let title):
            out.append("<img src=\"")
            writeLink(source, node, context)
            out.append("\" alt=\"")
            out.appendEscaped(node.plainText)
            out.append("\"")
            writeTitle(title)
            out.append(">")
        case .footnoteDefinition(let label):
            enterFootnoteDefinition(node, context, label: label)
        case .footnoteReference(let label):
            writeFootnoteReference(label: label)
        case .container(let kind, let title):
            enterContainer(node, context, kind: kind, title: title)
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

    static let alignmentStyle: [TableAlignment: String] = [.left: "left", .center: "center", .right: "right"]

    mutating func writeLink(_ destination: String, _ node: MarkdownNode, _ context: Context) {
        let range = node.range ?? context.inheritedRange
        guard renderer.defersLinks else {
            out.appendURL(renderer.rewriteLink?(destination, range) ?? destination)
            return
        }
        let start = out.count
        out.appendURL(destination)
        linkSlots.append(.init(destination: destination, range: range, bytes: start..<out.count))
    }

    mutating func writeTitle(_ title: String) {
        guard !title.isEmpty else { return }
        out.append(" title=\"")
        out.appendEscaped(title)
        out.append("\"")
    }
}
