import GeneratorSupport
import StylebookKit

/// A Markdown file a page imports and uses as a component (Docusaurus's partials,
/// `import Warning from './_Warning.mdx'` then `<Warning />`), parsed with its own path so
/// its diagnostics point into it.
public struct Partial: Sendable {
    public var root: MarkdownNode
    public var diagnostics: [Diagnostic]

    public init(root: MarkdownNode, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}

/// Reads the file an import names (`source` as written, relative to the importing file), or
/// says why it cannot (missing, or importing itself).
public typealias PartialLoader = @Sendable (_ source: String, _ importedAt: SourceLocation) -> Result<Partial, Diagnostic>

extension MarkdownDocument {
    /// The tree with each partial's sentinel replaced by that partial's blocks.
    static func inliningPartials(_ root: MarkdownNode, imports: [MDXSource.PartialImport], loader: PartialLoader,
                                 diagnostics: inout [Diagnostic]) -> MarkdownNode {
        var loaded: [Int: MarkdownNode] = [:]
        for (index, partial) in imports.enumerated() {
            switch loader(partial.source, partial.location) {
            case .success(let content):
                loaded[index] = content.root
                diagnostics += content.diagnostics
            case .failure(let problem):
                diagnostics.append(problem)
            }
        }
        func graft(_ node: MarkdownNode) -> [MarkdownNode] {
            if case .htmlBlock(let html) = node.kind, let index = MDXSource.partialIndex(html) {
                return loaded[index]?.children ?? []
            }
            guard !node.children.isEmpty else { return [node] }
            return [MarkdownNode(kind: node.kind, children: node.children.flatMap(graft), range: node.range)]
        }
        return graft(root).first ?? root
    }
}
