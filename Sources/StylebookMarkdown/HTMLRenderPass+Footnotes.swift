/// GitHub-style footnotes: numbered references and a closing section with back-links.
extension HTMLRenderPass {
    mutating func enterFootnoteDefinition(_ node: MarkdownNode, _ context: Context, label: String) {
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

    mutating func writeFootnoteReference(label: String) {
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

    func backLinks(toFootnote label: String, id: String) -> String {
        let count = max(footnotes.referenceCounts[label] ?? 0, 1)
        return (1...count).map { occurrence in
            let suffix = occurrence > 1 ? "-\(occurrence)" : ""
            let marker = occurrence > 1 ? "<sup class=\"footnote-ref\">\(occurrence)</sup>" : ""
            return "<a href=\"#fnref-\(id)\(suffix)\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩\(marker)</a>"
        }.joined(separator: " ")
    }
}
