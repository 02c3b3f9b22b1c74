import CCMarkGFM
import Foundation
import GeneratorSupport
import StylebookKit

/// The only place that talks to cmark-gfm. It parses, copies the C tree into `MarkdownNode`
/// values and frees every C allocation before returning, so no pointer leaves this file.
enum CMarkConverter {
    /// Containers nested deeper than this are flattened into their ancestor, which keeps every
    /// recursive operation on the Swift tree (equality, hashing, deallocation) shallow.
    static let maximumNestingDepth = 64

    static func convert(_ text: String, path: String, lineOffset: Int, options: MarkdownOptions)
        -> (root: MarkdownNode, diagnostics: [Diagnostic])
    {
        // The parser outlives the document: extension nodes point at data the parser set up.
        guard let parser = makeParser(options) else { return (MarkdownNode(kind: .document), []) }
        defer { cmark_parser_free(parser) }
        guard let document = parse(text, with: parser) else { return (MarkdownNode(kind: .document), []) }
        defer { cmark_node_free(document) }
        var builder = TreeBuilder(path: path, lineOffset: lineOffset, source: text)
        return builder.build(document)
    }

    /// cmark-gfm's own HTML for `text`, parsed as `convert` parses it (raw HTML kept, table
    /// alignment as `style`): the oracle `HTMLRenderer`'s tests compare with.
    static func referenceHTML(_ text: String, options: MarkdownOptions = MarkdownOptions()) -> String {
        guard let parser = makeParser(options) else { return "" }
        defer { cmark_parser_free(parser) }
        guard let document = parse(text, with: parser) else { return "" }
        defer { cmark_node_free(document) }
        let flags = CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
        guard let html = cmark_render_html(document, flags, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { cmark_get_default_mem_allocator().pointee.free(html) }
        return String(cString: html)
    }

    /// What cmark-gfm 0.29 shares between parsers: the registry of extensions (filled by
    /// `cmark_gfm_core_extensions_ensure_registered`, read by `cmark_find_syntax_extension`), and
    /// the `SPECIAL_CHARS` and `SKIP_CHARS` tables of inlines.c, which `process_inlines` (inside
    /// `cmark_parser_finish`) sets for the parser's extensions (`~`, `|`, `:`, `w`, `@`…) before
    /// parsing inlines and clears afterwards. A parser finishing while another parses inlines
    /// would clear the other's characters, so creating parsers and finishing them is serialised.
    /// Feeding (block structure, link reference definitions) touches only the parser's own state
    /// and runs in parallel, as does turning the tree into Swift values.
    private static let parseLock = NSLock()

    private static let extensionNames = ["table", "strikethrough", "tasklist", "autolink"]

    private static func makeParser(_ options: MarkdownOptions) -> OpaquePointer? {
        var flags = CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES
        if options.smartPunctuation { flags |= CMARK_OPT_SMART }
        parseLock.lock()
        defer { parseLock.unlock() }
        cmark_gfm_core_extensions_ensure_registered()
        guard let parser = cmark_parser_new(flags) else { return nil }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        return parser
    }

    private static func parse(_ text: String, with parser: OpaquePointer) -> OpaquePointer? {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                cmark_parser_feed(parser, $0, bytes.count)
            }
        }
        parseLock.lock()
        defer { parseLock.unlock() }
        return cmark_parser_finish(parser)
    }
}

/// A node whose end event has not arrived yet.
private struct OpenNode {
    let pointer: OpaquePointer
    let kind: MarkdownNode.Kind
    var range: SourceRange?
    /// A flattened node hands its children to its parent instead of wrapping them.
    let isFlattened: Bool
    var children: [MarkdownNode] = []
}

/// Walks the C tree with `cmark_iter` and an explicit stack, never recursing.
private struct TreeBuilder {
    let path: String
    let lineOffset: Int
    private var stack: [OpenNode] = []
    private var keptDepth = 0
    private var diagnostics: [Diagnostic] = []
    private let source: String
    private var repair: InlinePositionRepair
    private var footnoteLabels: [OpaquePointer: String] = [:]
    private var footnoteLabelsByNumber: [Int: String] = [:]

    init(path: String, lineOffset: Int, source: String) {
        self.path = path
        self.lineOffset = lineOffset
        self.source = source
        self.repair = InlinePositionRepair(source: source)
    }

    mutating func build(_ document: OpaquePointer) -> (root: MarkdownNode, diagnostics: [Diagnostic]) {
        guard let iterator = cmark_iter_new(document) else { return (MarkdownNode(kind: .document), []) }
        defer { cmark_iter_free(iterator) }
        readFootnoteLabels(document)

        var root: MarkdownNode?
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                enter(node)
            } else if event == CMARK_EVENT_EXIT {
                if let finished = exit(node) { root = finished }
            }
        }
        while !stack.isEmpty {
            if let finished = close() { root = finished }
        }
        return (root ?? MarkdownNode(kind: .document), diagnostics)
    }

    /// cmark keeps footnote labels only in its private node struct: a reference's literal is the
    /// number of its definition, and a definition exposes nothing. Referenced definitions sit at
    /// the end of the document in number order, so each label is read back from the source line
    /// a definition starts on, falling back to its number.
    private mutating func readFootnoteLabels(_ document: OpaquePointer) {
        var definitions: [OpaquePointer] = []
        var child = cmark_node_last_child(document)
        while let node = child, cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_DEFINITION {
            definitions.append(node)
            child = cmark_node_previous(node)
        }
        guard !definitions.isEmpty else { return }
        let lines = SourceLines(source)
        for (index, node) in definitions.reversed().enumerated() {
            let number = index + 1
            let label = lines.footnoteLabel(
                line: Int(cmark_node_get_start_line(node)),
                beforeColumn: Int(cmark_node_get_start_column(node))
            ) ?? String(number)
            footnoteLabels[node] = label
            footnoteLabelsByNumber[number] = label
        }
    }

    private mutating func enter(_ node: OpaquePointer) {
        let kind = self.kind(of: node)
        let inline = isInline(node)
        if !inline {
            repair.beginBlock(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
        }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_SOFTBREAK: repair.softBreak()
        case CMARK_NODE_LINEBREAK: repair.lineBreak()
        default: break
        }
        let range = self.range(of: node, repairing: inline)
        if isLeaf(node) {
            if inline { repair.noteText(endLine: (range?.end.line ?? lineOffset) - lineOffset) }
            append(MarkdownNode(kind: kind ?? .text(""), range: range))
            return
        }
        let flatten = kind.map(shouldFlatten) ?? true
        if flatten, let kind, !isListItem(kind), diagnostics.isEmpty {
            diagnostics.append(Diagnostic(
                .contentNestingTooDeep,
                "Markdown is nested more than \(CMarkConverter.maximumNestingDepth) levels deep; deeper levels are flattened",
                at: range?.start ?? SourceLocation(path: path, line: lineOffset + 1),
                hint: "Split deeply nested lists or quotes into separate sections."
            ))
        }
        if !flatten { keptDepth += 1 }
        stack.append(OpenNode(pointer: node, kind: kind ?? .paragraph, range: range, isFlattened: flatten))
    }

    /// Closes open nodes up to and including `node`; returns the root once it closes.
    private mutating func exit(_ node: OpaquePointer) -> MarkdownNode? {
        if stack.last?.pointer == node {
            if isInline(node), let range = self.range(of: node, repairing: true) {
                // An inline container ends after its children: repair it with the state they left.
                stack[stack.count - 1].range?.end = range.end
            }
        } else if !stack.contains(where: { $0.pointer == node }) {
            return nil
        }
        while let top = stack.last {
            let finished = close()
            if top.pointer == node { return finished }
        }
        return nil
    }

    private mutating func close() -> MarkdownNode? {
        guard let open = stack.popLast() else { return nil }
        if open.isFlattened {
            appendAll(open.children)
            return nil
        }
        keptDepth -= 1
        var (range, children) = Self.checkedLink(open)
        if isInlineContainer(open.kind) { AutolinkPlacement.place(in: &children) }
        let node = MarkdownNode(kind: open.kind, children: children, range: range)
        if stack.isEmpty { return node }
        append(node)
        return nil
    }

    /// Fixes two cmark-gfm position slips on autolinks. `<https://…>` not on a block's first line
    /// seems to start after its own text, which really sits just inside the angle brackets; a
    /// `www.` link and its text start one column early.
    private static func checkedLink(_ open: OpenNode) -> (range: SourceRange?, children: [MarkdownNode]) {
        guard case .link = open.kind, var range = open.range,
              let firstChild = open.children.first, let first = firstChild.range, let last = open.children.last?.range
        else { return (open.range, open.children) }
        if first.start < range.start {
            range.start = first.start
            range.start.column = max(first.start.column - 1, 1)
            range.end = last.end
            range.end.column += 1
            return (range, open.children)
        }
        if first.start == range.start, case .text(let text) = firstChild.kind, text.hasPrefix("www.") {
            range.start.column += 1
            var textRange = first
            textRange.start.column += 1
            var children = open.children
            children[0] = MarkdownNode(kind: firstChild.kind, children: firstChild.children, range: textRange)
            return (range, children)
        }
        return (open.range, open.children)
    }

    private mutating func append(_ node: MarkdownNode) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].children.append(node)
    }

    private mutating func appendAll(_ nodes: [MarkdownNode]) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].children.append(contentsOf: nodes)
    }

    private func isInlineContainer(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .paragraph, .heading, .tableCell, .emphasis, .strong, .strikethrough, .link, .image: return true
        default: return false
        }
    }

    private func isListItem(_ kind: MarkdownNode.Kind) -> Bool {
        if case .listItem = kind { return true }
        return false
    }

    /// Only nodes that can nest inside themselves are flattened; a list item goes with its list,
    /// so a `<ul>` never ends up holding anything but `<li>`.
    private func shouldFlatten(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .blockQuote, .list, .emphasis, .strong, .strikethrough, .link, .image:
            return keptDepth >= CMarkConverter.maximumNestingDepth
        case .listItem:
            return stack.last?.isFlattened ?? false
        default:
            return false
        }
    }

    /// Nodes the iterator reports with an enter event only.
    private func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
             CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            return true
        default:
            return false
        }
    }

    private func isInline(_ node: OpaquePointer) -> Bool {
        let mask: UInt32 = 0xC000  // CMARK_NODE_TYPE_MASK; inline types have both bits set.
        return cmark_node_get_type(node).rawValue & mask == mask
    }

    private func range(of node: OpaquePointer, repairing: Bool) -> SourceRange? {
        var start = (line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
        var end = (line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node)))
        guard start.line > 0 else { return nil }
        if repairing {
            start = repair.repair(line: start.line, column: start.column)
            end = repair.repair(line: end.line, column: end.column)
        }
        return SourceRange(
            start: SourceLocation(path: path, line: start.line + lineOffset, column: start.column),
            end: SourceLocation(path: path, line: end.line + lineOffset, column: end.column)
        )
    }

    /// nil for nodes with no Swift counterpart (custom nodes, unknown extensions): their
    /// children are kept and the wrapper is dropped.
    private func kind(of node: OpaquePointer) -> MarkdownNode.Kind? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                tight: cmark_node_get_list_tight(node) != 0
            )
        case CMARK_NODE_ITEM:
            guard typeString(of: node) == "tasklist" else { return .listItem(task: nil) }
            return .listItem(task: cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked)
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: literal(of: node))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(of: node))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition(label: footnoteLabels[node] ?? "")
        case CMARK_NODE_TEXT: return .text(literal(of: node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal(of: node))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(literal(of: node))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            let number = literal(of: node)
            return .footnoteReference(label: Int(number).flatMap { footnoteLabelsByNumber[$0] } ?? number)
        default:
            return extensionKind(of: node)
        }
    }

    /// Extension node types are numbered at registration time, so they are told apart by name.
    private func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind? {
        switch typeString(of: node) {
        case "table": return .table(alignments: tableAlignments(of: node))
        case "table_header", "table_row":
            return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case "table_cell": return .tableCell
        case "strikethrough": return .strikethrough
        default: return nil
        }
    }

    private func tableAlignments(of node: OpaquePointer) -> [TableAlignment] {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        guard columns > 0, let alignments = cmark_gfm_extensions_get_table_alignments(node) else { return [] }
        return (0..<columns).map { column in
            switch UInt8(alignments[column]) {
            case UInt8(ascii: "l"): return .left
            case UInt8(ascii: "c"): return .center
            case UInt8(ascii: "r"): return .right
            default: return .none
            }
        }
    }

    private func typeString(of node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    private func literal(of node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
