import GeneratorSupport
import StylebookKit

/// A Markdown file split into its front matter and the Markdown body after it.
public struct SourceFile: Sendable {
    public let frontMatter: FrontMatter
    public let body: String
    /// Lines before the body (the front matter and both fences); pass it to
    /// `MarkdownDocument(parsing:path:lineOffset:)` so positions point into the file.
    public let bodyLineOffset: Int

    /// Front matter is recognised only when the very first line is `---`.
    /// Throws a `content/malformed-front-matter` diagnostic, located in the file, when the YAML
    /// is malformed, the closing `---` is missing, the YAML is not a mapping, or `title`,
    /// `description` or `order` has the wrong type.
    public init(text: String, path: String) throws(Diagnostic) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { start = utf8.index(start, offsetBy: 3) }

        let opening = Self.line(in: text, from: start)
        guard Self.isFence(text, opening.content), let yamlStart = opening.next else {
            if Self.isFence(text, opening.content) { throw Self.unclosed(path) }
            frontMatter = FrontMatter()
            body = text
            bodyLineOffset = 0
            return
        }

        var lineNumber = 1
        var cursor: String.Index? = yamlStart
        while let lineStart = cursor {
            lineNumber += 1
            let line = Self.line(in: text, from: lineStart)
            if Self.isFence(text, line.content) {
                let yaml = String(text.unicodeScalars[yamlStart..<lineStart])
                frontMatter = try FrontMatter(yaml: yaml, path: path, firstLine: 2)
                body = line.next.map { String(text.unicodeScalars[$0...]) } ?? ""
                bodyLineOffset = lineNumber
                return
            }
            cursor = line.next
        }
        throw Self.unclosed(path)
    }

    /// The line starting at `start`: its content without the line ending, and where the next
    /// line starts (nil at the end of the text).
    private static func line(in text: String, from start: String.Index)
        -> (content: Range<String.Index>, next: String.Index?)
    {
        let utf8 = text.utf8
        guard let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) else {
            return (start..<utf8.endIndex, nil)
        }
        var end = newline
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
        return (start..<end, utf8.index(after: newline))
    }

    /// `---`, allowing trailing spaces and tabs.
    private static func isFence(_ text: String, _ range: Range<String.Index>) -> Bool {
        let bytes = text.utf8[range].reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return Array(bytes) == Array("---".utf8)
    }

    private static func unclosed(_ path: String) -> Diagnostic {
        Diagnostic(
            .contentMalformedFrontMatter,
            "front matter opened with `---` on line 1 is never closed",
            at: SourceLocation(path: path, line: 1, column: 1),
            hint: "End the front matter with a line containing only `---`, or remove the opening `---`."
        )
    }
}
