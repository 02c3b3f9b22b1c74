import StylebookKit

/// cmark-gfm gives bare-URL and e-mail autolinks (`https://…`, `me@example.com`) no position.
/// Their text is the URL exactly as written and text never spans lines, so the position follows
/// from the neighbour the extension did place: the text after the link, else the text before.
enum AutolinkPlacement {
    static func place(in children: inout [MarkdownNode]) {
        for index in children.indices {
            let link = children[index]
            guard case .link = link.kind, link.range == nil, link.children.count == 1,
                  case .text(let text) = link.children[0].kind, !text.isEmpty
            else { continue }
            let length = text.utf8.count
            var start: SourceLocation?
            if index + 1 < children.count, let next = children[index + 1].range?.start, next.column > length {
                start = SourceLocation(path: next.path, line: next.line, column: next.column - length)
            } else if index > 0, case .text(let before) = children[index - 1].kind,
                      let previous = children[index - 1].range?.start {
                start = SourceLocation(path: previous.path, line: previous.line, column: previous.column + before.utf8.count)
            }
            guard let start else { continue }
            var end = start
            end.column += length - 1
            let range = SourceRange(start: start, end: end)
            children[index] = MarkdownNode(
                kind: link.kind,
                children: [MarkdownNode(kind: link.children[0].kind, range: range)],
                range: range
            )
        }
    }
}
