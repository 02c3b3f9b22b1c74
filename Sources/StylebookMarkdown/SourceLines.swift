/// The lines of a page's Markdown as UTF-8 bytes, for the few places where cmark's tree lacks
/// something the source still has. Built only when needed.
struct SourceLines {
    struct Line {
        /// Byte offsets of the content, without the line ending.
        let content: Range<Int>
        /// Length of the line ending: 0 (last line), 1 (`\n`) or 2 (`\r\n`).
        let ending: Int
    }

    let bytes: [UInt8]
    let lines: [Line]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var lines: [Line] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            let crlf = offset > start && bytes[offset - 1] == UInt8(ascii: "\r")
            lines.append(Line(content: start..<(crlf ? offset - 1 : offset), ending: crlf ? 2 : 1))
            start = offset + 1
        }
        lines.append(Line(content: start..<bytes.count, ending: 0))
        self.lines = lines
    }

    /// The line with 1-based `number`, if the text has it.
    func line(_ number: Int) -> Line? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// The label of a footnote definition whose content cmark says starts at `column` of `line`:
    /// the text before it there is `[^label]:` and maybe spaces.
    func footnoteLabel(line number: Int, beforeColumn column: Int) -> String? {
        guard let line = line(number) else { return nil }
        var end = min(line.content.lowerBound + max(column - 1, 0), line.content.upperBound)
        while end > line.content.lowerBound, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
            end -= 1
        }
        guard end - line.content.lowerBound >= 4, bytes[end - 1] == UInt8(ascii: ":"), bytes[end - 2] == UInt8(ascii: "]") else {
            return nil
        }
        let closing = end - 2
        var caret = closing - 1
        while caret > line.content.lowerBound {
            if bytes[caret] == UInt8(ascii: "^"), bytes[caret - 1] == UInt8(ascii: "[") {
                return caret + 1 < closing ? String(decoding: bytes[(caret + 1)..<closing], as: UTF8.self) : nil
            }
            caret -= 1
        }
        return nil
    }
}
