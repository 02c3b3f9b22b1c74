import StylebookKit

/// One node of a parsed Markdown page, built once by the parser and never mutated, so it is safe
/// to share between threads. Equality and hashing compare contents, like a value's.
///
/// A class rather than a struct: every walk over the tree (rendering, links, search text,
/// checks) copies nodes onto a stack, and copying a struct node retained each string of its
/// kind, its children and its range's path, which cost a tenth of a build's CPU time. Copying a
/// reference retains once.
public final class MarkdownNode: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case document, blockQuote, list(ordered: Bool, start: Int, tight: Bool)
        case listItem(task: TaskState?)
        case codeBlock(info: String, literal: String)
        case htmlBlock(String), paragraph, heading(level: Int), thematicBreak
        case table(alignments: [TableAlignment]), tableRow(isHeader: Bool), tableCell
        case text(String), softBreak, lineBreak, code(String), htmlInline(String)
        case emphasis, strong, strikethrough
        case link(destination: String, title: String), image(source: String, title: String)
        /// Definitions are collected at the end of the document, in the order of their first reference.
        case footnoteDefinition(label: String)
        /// `label` is the label of the definition it resolves to.
        case footnoteReference(label: String)
        /// A `:::` container (VitePress, Docusaurus); `title` is the one written after the type.
        case container(ContainerKind, title: String?)
    }

    public let kind: Kind
    public let children: [MarkdownNode]
    /// Where cmark says the node is; nil when it gives no position (autolinks, soft breaks).
    /// Columns count UTF-8 bytes, as cmark does.
    public let range: SourceRange?

    public init(kind: Kind, children: [MarkdownNode] = [], range: SourceRange? = nil) {
        self.kind = kind
        self.children = children
        self.range = range
    }

    public static func == (lhs: MarkdownNode, rhs: MarkdownNode) -> Bool {
        lhs === rhs || (lhs.kind == rhs.kind && lhs.range == rhs.range && lhs.children == rhs.children)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(range)
        hasher.combine(children)
    }
}
