/// Footnote numbers and reference counts, worked out before rendering because a definition's
/// back-links must know how many references point at it.
struct FootnoteNumbering {
    /// 1-based, in order of first reference. Unreferenced definitions get none.
    private(set) var ordinals: [String: Int] = [:]
    private(set) var referenceCounts: [String: Int] = [:]

    init(_ root: MarkdownNode) {
        var defined: Set<String> = []
        for child in root.children {
            if case .footnoteDefinition(let label) = child.kind { defined.insert(label) }
        }
        guard !defined.isEmpty else { return }
        root.forEach { node in
            guard case .footnoteReference(let label) = node.kind, defined.contains(label) else { return }
            referenceCounts[label, default: 0] += 1
            if ordinals[label] == nil { ordinals[label] = ordinals.count + 1 }
        }
    }
}
