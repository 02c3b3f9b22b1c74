import Foundation
import StylebookKit

/// The conventions of other docs generators: `:::` containers, code groups, titled and
/// highlighted fences, `[[toc]]`.
extension HTMLRenderPass {
    mutating func enterContainer(_ node: MarkdownNode, _ context: Context, kind: ContainerKind, title: String?) {
        let inherited = Context(inheritedRange: node.range ?? context.inheritedRange)
        var steps: [Step] = []
        var closing = ""
        out.newlineIfNeeded()
        switch kind {
        case .callout(let name, let style):
            // The markup of a GitHub alert, so the same styles draw both.
            var label = HTMLBuffer(capacity: 32)
            label.appendEscaped(title ?? name)
            steps.append(.raw("<div class=\"markdown-alert markdown-alert-\(style.rawValue)\" role=\"note\">\n"
                + "<p class=\"markdown-alert-title\">\(style.icon)\(label.string)</p>\n"))
            closing = "</div>\n"
        case .details:
            var summary = HTMLBuffer(capacity: 32)
            summary.appendEscaped(title ?? "Details")
            steps.append(.raw("<details class=\"markdown-details\">\n<summary>\(summary.string)</summary>\n"))
            closing = "</details>\n"
        case .codeGroup:
            steps.append(.raw("<div class=\"code-group\">\n"))
            closing = "</div>\n"
        case .tab:
            // A tab of one code block is that block, titled by the tab's label, as in a code
            // group; any other content sits in a panel of the same markup, so the same script
            // makes the tabs.
            if node.children.count == 1, case .codeBlock = node.children[0].kind {
                var childContext = inherited
                childContext.inCodeGroup = true
                childContext.tabLabel = title
                schedule([.enter(node.children[0], childContext)])
                return
            }
            var label = HTMLBuffer(capacity: 32)
            label.appendEscaped(title ?? "Tab")
            steps.append(.raw("<div class=\"code-fence\">\n<p class=\"code-fence-title\">\(label.string)</p>\n"))
            closing = "</div>\n"
        case .steps, .fileTree, .cardGrid, .linkCard, .linkButton:
            steps.append(.raw("<div class=\"\(Self.wrapperClass(kind))\">\n"))
            closing = "</div>\n"
        case .card:
            var heading = HTMLBuffer(capacity: 32)
            heading.appendEscaped(title ?? "")
            steps.append(.raw("<div class=\"card\">\n" + (title == nil ? "" : "<p class=\"card-title\">\(heading.string)</p>\n")))
            closing = "</div>\n"
        case .transparent:
            break
        }
        for child in node.children {
            var childContext = inherited
            childContext.inCodeGroup = kind == .codeGroup
            steps.append(.enter(child, childContext))
        }
        if !closing.isEmpty { steps.append(.raw(closing)) }
        schedule(steps)
    }

    /// The class of the `<div>` that wraps a Starlight component's content; the theme draws it.
    private static func wrapperClass(_ kind: ContainerKind) -> String {
        switch kind {
        case .steps: "steps"
        case .fileTree: "file-tree"
        case .cardGrid: "card-grid"
        case .linkButton(_, let secondary): secondary ? "link-button link-button-secondary" : "link-button"
        default: "link-card"
        }
    }

    /// A fence with a title or marked lines: the block in a wrapper with its title above. In a
    /// code group every block is titled (its label, else its language), since the title names its tab.
    mutating func writeCodeBlock(_ fence: CodeFenceInfo, literal: String, inCodeGroup: Bool, tabLabel: String? = nil) {
        var fence = fence
        if let tabLabel { fence.title = tabLabel }
        out.append("<div class=\"code-fence\">\n")
        let groupLabel = fence.language.isEmpty ? "Code" : fence.language
        if let title = fence.title ?? (inCodeGroup ? groupLabel : nil) {
            out.append("<p class=\"code-fence-title\">")
            out.appendEscaped(title)
            out.append("</p>\n")
        }
        out.append("<pre><code")
        if !fence.language.isEmpty {
            out.append(" class=\"language-")
            out.appendEscaped(fence.language)
            out.append("\"")
        }
        out.append(">")
        let highlighted = renderer.highlightCode?(fence.language, literal)
        if fence.highlightedLines.isEmpty {
            if let highlighted { out.append(highlighted) } else { out.appendEscaped(literal) }
        } else {
            var escaped = HTMLBuffer(capacity: literal.utf8.count)
            if highlighted == nil { escaped.appendEscaped(literal) }
            var lines = HTMLLines.split(highlighted ?? escaped.string)
            // The newline that ends the last line starts no line of its own (at most an empty span).
            if lines.count > 1, let last = lines.last, HTMLLines.isBlank(last) { lines.removeLast() }
            for (index, line) in lines.enumerated() {
                if fence.highlightedLines.contains(index + 1) {
                    out.append("<mark class=\"code-line-highlighted\">\(line)</mark>\n")
                } else {
                    out.append(line + "\n")
                }
            }
        }
        out.append("</code></pre>\n</div>\n")
    }

    /// `[[toc]]`: the page's h2 and h3 headings as a nested list, where the marker stands.
    mutating func writeTableOfContents() {
        out.newlineIfNeeded()
        let entries = document.headings.filter { $0.level == 2 || $0.level == 3 }
        out.append("<nav class=\"table-of-contents\" aria-label=\"Table of contents\">\n")
        guard !entries.isEmpty else {
            out.append("</nav>\n")
            return
        }
        var groups: [(heading: HeadingInfo, children: [HeadingInfo])] = []
        for heading in entries {
            if heading.level == 3, let last = groups.last, last.heading.level == 2 {
                groups[groups.count - 1].children.append(heading)
            } else {
                groups.append((heading, []))
            }
        }
        out.append("<ul>\n")
        for group in groups {
            writeTableOfContentsLink(group.heading)
            if !group.children.isEmpty {
                out.append("\n<ul>\n")
                for child in group.children {
                    writeTableOfContentsLink(child)
                    out.append("</li>\n")
                }
                out.append("</ul>\n")
            }
            out.append("</li>\n")
        }
        out.append("</ul>\n</nav>\n")
    }

    private mutating func writeTableOfContentsLink(_ heading: HeadingInfo) {
        out.append("<li><a href=\"#")
        out.appendEscaped(heading.id)
        out.append("\">")
        out.appendEscaped(heading.text)
        out.append("</a>")
    }

    static func isTableOfContentsMarker(_ paragraph: MarkdownNode) -> Bool {
        guard paragraph.children.allSatisfy({ if case .text = $0.kind { return true } else { return false } }) else { return false }
        let text = paragraph.plainText
        // Runs for every paragraph: skip Foundation's trimming unless the text could be the marker.
        guard text.utf8.count < 32, text.utf8.contains(UInt8(ascii: "[")) else { return false }
        return text.trimmingCharacters(in: [" ", "\t"]).lowercased() == "[[toc]]"
    }
}
