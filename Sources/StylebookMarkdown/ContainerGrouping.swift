import Foundation
import GeneratorSupport
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

    /// Groups containers everywhere in the tree, then reports and drops the markers left over.
    mutating func apply(_ root: MarkdownNode) -> MarkdownNode {
        let grouped = group(root)
        var leftovers: Set<Int> = []
        let cleaned = removeLeftovers(grouped, into: &leftovers)
        for index in leftovers.sorted() { misplaced(index) }
        return cleaned
    }

    /// Recursion is bounded: the parser caps the tree's depth, and markers nest at most
    /// `ContainerMarkers.maximumDepth` deep.
    private mutating func group(_ node: MarkdownNode) -> MarkdownNode {
        switch node.kind {
        case .codeBlock(let info, let literal) where literal.contains(ContainerMarkers.sentinelPrefix):
            return MarkdownNode(kind: .codeBlock(info: info, literal: restored(literal)), range: node.range)
        default:
            break
        }
        guard !node.children.isEmpty else { return node }
        let children = node.children.flatMap(Self.splittingHTML).map { group($0) }
        return MarkdownNode(kind: node.kind, children: wrap(children), range: node.range)
    }

    private struct Frame {
        var marker: Int
        var node: MarkdownNode
        var children: [MarkdownNode] = []
    }

    /// Wraps the siblings between matching markers. A marker whose partner is not a sibling stays
    /// in place for `removeLeftovers` to report, except one case formatters produce: a closing
    /// `:::` indented under the list that ends the container, which cmark puts in the list's
    /// last item. That one is taken out and closes the container after the list.
    private func wrap(_ children: [MarkdownNode]) -> [MarkdownNode] {
        guard children.contains(where: { marker(of: $0) != nil }) else { return children }
        var result: [MarkdownNode] = []
        var frames: [Frame] = []
        func append(_ node: MarkdownNode) {
            if frames.isEmpty { result.append(node) } else { frames[frames.count - 1].children.append(node) }
        }
        for child in children {
            if let index = marker(of: child) {
                switch markers[index].role {
                case .open(_, _, let partner) where partner >= 0:
                    frames.append(Frame(marker: index, node: child))
                    continue
                case .close(let partner):
                    if let top = frames.last, top.marker == partner {
                        frames.removeLast()
                        append(container(top, closedBy: index))
                        continue
                    }
                default:
                    break
                }
                append(child)
                continue
            }
            if let top = frames.last, case .open(_, _, let partner) = markers[top.marker].role,
               let stripped = Self.removingTrailingMarker(partner, from: child) {
                frames.removeLast()
                var frame = top
                frame.children.append(stripped)
                append(container(frame, closedBy: partner))
                continue
            }
            append(child)
        }
        while let frame = frames.popLast() {
            append(frame.node)
            for node in frame.children { append(node) }
        }
        return result
    }

    /// `node` without the sentinel of marker `index` when that sentinel is its very last block
    /// (the last child of its last child, and so on); nil otherwise.
    private static func removingTrailingMarker(_ index: Int, from node: MarkdownNode) -> MarkdownNode? {
        var path: [MarkdownNode] = []
        var current = node
        while let last = current.children.last {
            path.append(current)
            if case .htmlBlock(let html) = last.kind, ContainerMarkers.sentinelIndex(html) == index {
                var rebuilt = MarkdownNode(kind: current.kind, children: Array(current.children.dropLast()), range: current.range)
                for parent in path.dropLast().reversed() {
                    rebuilt = MarkdownNode(kind: parent.kind, children: Array(parent.children.dropLast()) + [rebuilt], range: parent.range)
                }
                return rebuilt
            }
            current = last
        }
        return nil
    }

    /// Raw HTML such as `<Screenshot … />` on a line of its own runs on until a blank line, so a
    /// marker right under it lands inside the HTML block. Such a block is cut at its marker lines,
    /// which stand alone on their lines, so each marker becomes a block again.
    private static func splittingHTML(_ node: MarkdownNode) -> [MarkdownNode] {
        guard case .htmlBlock(let html) = node.kind, ContainerMarkers.sentinelIndex(html) == nil,
              html.contains(ContainerMarkers.sentinelPrefix) else { return [node] }
        var pieces: [MarkdownNode] = []
        var pending: [Substring] = []
        var pendingStart = 0
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false)
        func range(_ first: Int, _ last: Int) -> SourceRange? {
            guard let start = node.range?.start else { return nil }
            var from = start, to = start
            from.line += first
            to.line += last
            if first > 0 { from.column = 1 }
            return SourceRange(start: from, end: to)
        }
        func flush(before line: Int) {
            guard pending.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { pending = []; return }
            pieces.append(MarkdownNode(kind: .htmlBlock(pending.joined(separator: "\n") + "\n"), range: range(pendingStart, line - 1)))
            pending = []
        }
        for (offset, line) in lines.enumerated() {
            if ContainerMarkers.sentinelIndex(String(line)) != nil {
                flush(before: offset)
                pieces.append(MarkdownNode(kind: .htmlBlock(String(line) + "\n"), range: range(offset, offset)))
                pendingStart = offset + 1
            } else {
                if pending.isEmpty { pendingStart = offset }
                pending.append(line)
            }
        }
        flush(before: lines.count)
        return pieces
    }

    /// Drops every sentinel still in the tree, noting the opening marker each belongs to.
    private func removeLeftovers(_ node: MarkdownNode, into leftovers: inout Set<Int>) -> MarkdownNode {
        guard node.children.contains(where: { marker(of: $0) != nil || !$0.children.isEmpty }) else { return node }
        var children: [MarkdownNode] = []
        for child in node.children {
            if let index = marker(of: child) {
                switch markers[index].role {
                case .open(_, _, let partner): if partner >= 0 { leftovers.insert(index) }
                case .close(let partner): leftovers.insert(partner)
                }
                continue
            }
            children.append(removeLeftovers(child, into: &leftovers))
        }
        return MarkdownNode(kind: node.kind, children: children, range: node.range)
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

    private mutating func misplaced(_ open: Int) {
        guard markers.indices.contains(open), case .open(_, _, let close) = markers[open].role else { return }
        let marker = markers[open]
        let closeLine = markers.indices.contains(close) ? markers[close].line + lineOffset : nil
        diagnostics.append(Diagnostic(
            .contentUnclosedContainer,
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
