import GeneratorSupport
import StylebookKit

/// One Markdown page, parsed once into an immutable tree.
public struct MarkdownDocument: Hashable, Sendable {
    /// The path given at parse time; every `SourceRange` in the tree uses it.
    public let path: String
    /// Always of kind `.document`.
    public let root: MarkdownNode
    /// Every heading with its unique id, in the order the page shows them.
    public let headings: [HeadingInfo]
    /// Problems found while parsing: nesting so deep that it was flattened, an unclosed `:::`
    /// container, two headings with the same custom id, a Hugo shortcode.
    public let diagnostics: [Diagnostic]
    /// The page imports Markdown files and was given a loader for them.
    public let usesPartials: Bool

    /// - Parameter lineOffset: lines that came before `text` in the real file (front matter),
    ///   added to every position so it points into that file.
    /// - Parameters:
    ///   - isMDX: read MDX's additions (`MDXSource`): imports, comments, components.
    ///   - partials: reads the Markdown files the page imports and uses as components; without
    ///     it such a use stays as written.
    public init(parsing text: String, path: String, lineOffset: Int = 0, options: MarkdownOptions = .init(),
                isMDX: Bool = false, partials: PartialLoader? = nil) {
        self.path = path
        let mdx = MDXSource(text, path: path, lineOffset: lineOffset, isMDX: isMDX)
        usesPartials = partials != nil && !mdx.imports.isEmpty
        let source = isMDX || usesPartials ? mdx.text : text
        let markers = ContainerMarkers(source, path: path, lineOffset: lineOffset, components: mdx.containers)
        var (root, diagnostics) = CMarkConverter.convert(markers.text, path: path, lineOffset: lineOffset, options: options)
        diagnostics += mdx.diagnostics + markers.diagnostics
        if !markers.markers.isEmpty {
            var grouping = ContainerGrouping(markers: markers.markers, path: path, lineOffset: lineOffset)
            root = grouping.apply(root)
            diagnostics += grouping.diagnostics
        }
        if isMDX {
            var lowering = MDXComponentLowering(path: path, options: options)
            root = lowering.apply(root)
            diagnostics += lowering.diagnostics
        }
        if usesPartials, let partials {
            root = Self.inliningPartials(root, imports: mdx.imports, loader: partials, diagnostics: &diagnostics)
        }
        let ids = HeadingIDs(root, source: source, path: path, lineOffset: lineOffset, reserved: options.reservedIDs)
        self.root = ids.root
        self.headings = ids.headings
        self.diagnostics = diagnostics + ids.diagnostics
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
