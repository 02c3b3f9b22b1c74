import Foundation
import StylebookKit

/// Wraps the blocks between an opening and a closing `:::` marker (see `ContainerMarkers`) into
/// a `.container` node. Both markers must be siblings: a container that opens inside a list item
/// and closes outside it is reported, and its content renders unwrapped.
struct ContainerGrouping {
    let markers: [ContainerMarkers.Marker]
    let path: String
    let lineOffset: Int
    private(set) var diagnostics: [Diagnostic] = []

    init(markers: [ContainerMarkers.Marker], path: String, lineOffset: Int) {
        self.markers = markers
        self.path = path
        self.lineOffset = lineOffset
    }

    /// Recursion is bounded: the parser caps the tree's depth, and markers nest at most
    /// `ContainerMarkers.maximumDepth` deep.
    mutating func apply(_ node: MarkdownNode) -> MarkdownNode {
        switch node.kind {
        case .codeBlock(let info, let literal) where literal.contains(ContainerMarkers.sentinelPrefix):
            return MarkdownNode(kind: .codeBlock(info: info, literal: restored(literal)), range: node.range)
        case .htmlBlock(let html) where ContainerMarkers.sentinelIndex(html) == nil && html.contains(ContainerMarkers.sentinelPrefix):
            return MarkdownNode(kind: .htmlBlock(restored(html)), range: node.range)
        default:
            break
        }
        guard !node.children.isEmpty else { return node }
        let children = node.children.map { apply($0) }
        return MarkdownNode(kind: node.kind, children: group(children), range: node.range)
    }

    private struct Frame {
        var marker: Int
        var children: [MarkdownNode] = []
    }

    private mutating func group(_ children: [MarkdownNode]) -> [MarkdownNode] {
        guard children.contains(where: { marker(of: $0) != nil }) else { return children }
        var result: [MarkdownNode] = []
        var frames: [Frame] = []
        func append(_ node: MarkdownNode) {
            if frames.isEmpty { result.append(node) } else { frames[frames.count - 1].children.append(node) }
        }
        for child in children {
            guard let index = marker(of: child) else {
                append(child)
                continue
            }
            switch markers[index].role {
            case .open(_, _, let partner):
                if partner >= 0 {
                    frames.append(Frame(marker: index))
                }
                // An unclosed marker was reported by the scan; its content just follows.
            case .close(let partner):
                guard let top = frames.last, top.marker == partner else {
                    misplaced(partner, close: index)
                    continue
                }
                frames.removeLast()
                append(container(top, closedBy: index))
            }
        }
        // Openings whose closing marker sits in another block (a list item, a quote).
        while let frame = frames.popLast() {
            if case .open(_, _, let partner) = markers[frame.marker].role { misplaced(frame.marker, close: partner) }
            for node in frame.children { append(node) }
        }
        return result
    }

    private func marker(of node: MarkdownNode) -> Int? {
        guard case .htmlBlock(let html) = node.kind, let index = ContainerMarkers.sentinelIndex(html),
              markers.indices.contains(index) else { return nil }
        return index
    }

    private func container(_ frame: Frame, closedBy close: Int) -> MarkdownNode {
        let open = markers[frame.marker]
        guard case .open(let kind, let title, _) = open.role else { return MarkdownNode(kind: .document) }
        let range = SourceRange(start: location(open.line, open.column), end: location(markers[close].line, markers[close].column + 2))
        return MarkdownNode(kind: .container(kind, title: title), children: frame.children, range: range)
    }

    private mutating func misplaced(_ open: Int, close: Int) {
        guard markers.indices.contains(open) else { return }
        let marker = markers[open]
        let closeLine = markers.indices.contains(close) ? markers[close].line + lineOffset : nil
        diagnostics.append(.error(
            "content/unclosed-container",
            "container `\(marker.original.trimmingCharacters(in: .whitespaces))` is not closed in the same block"
                + (closeLine.map { "; the `:::` on line \($0) is inside another list item or quote" } ?? ""),
            at: location(marker.line, marker.column),
            hint: "indent the opening and the closing `:::` the same way, inside the same list item or quote"))
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line + lineOffset, column: column)
    }

    /// Puts marker lines back where cmark kept the comment as text (indented code, raw HTML).
    private func restored(_ text: String) -> String {
        var result = text
        for (index, marker) in markers.enumerated().reversed() {
            let sentinel = ContainerMarkers.sentinelPrefix + String(index) + ContainerMarkers.sentinelSuffix
            guard result.contains(sentinel) else { continue }
            let content = marker.original.drop { $0 == " " || $0 == "\t" }
            result = result.replacingOccurrences(of: sentinel, with: content)
        }
        return result
    }
}
