/// A JSX tag as MDX reads it: `<Tabs groupId="x">`, `</Tabs>`, `<Warning />`. Only component
/// names (capitalised) and `details` are read: other HTML passes through as it does in `.md`.
struct JSXTag: Sendable {
    enum Form: Sendable { case open, close, selfClosing }

    var name: String
    var form: Form
    /// Values written as text (`label="npm"`, `title={'A'}`); a bare attribute is "".
    /// Expressions (`value={x}`) are left out: Stylebook does not run code.
    var attributes: [String: String]
    /// 0-based line of `<`, and its 1-based column in UTF-8 bytes.
    var line: Int
    var column: Int
    /// 0-based line of the `>` that ends it.
    var endLine: Int
    /// Nothing but the tag on its lines.
    var standsAlone: Bool
    /// 0-based UTF-8 offset just past the `>` on `endLine`.
    var endIndex = 0
    /// Attributes whose values are code (`code={exampleCode}`), left out of `attributes`.
    var expressions: [String] = []

    static func isComponentName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first) || name == "details"
    }

    /// Every tag outside fenced code (`skip`) and code spans, in order. A `<` that does not
    /// start a well-formed tag is text, as in Markdown.
    static func scan(_ lines: [String], skip: [Bool]) -> [JSXTag] {
        let bytes = lines.map { Array($0.utf8) }
        var tags: [JSXTag] = []
        var line = 0
        var index = 0
        while line < bytes.count {
            let text = bytes[line]
            guard !skip[line], index < text.count else {
                line += 1
                index = 0
                continue
            }
            let byte = text[index]
            if byte == UInt8(ascii: "`") {
                index = skipCodeSpan(text, from: index)
            } else if byte == UInt8(ascii: "<"), let (tag, end) = parseTag(bytes, skip: skip, line: line, at: index) {
                tags.append(tag)
                line = end.line
                index = end.index
            } else {
                index += 1
            }
        }
        return tags
    }

    /// Past a code span that opens at `start`; past the backticks alone when it never closes.
    private static func skipCodeSpan(_ text: [UInt8], from start: Int) -> Int {
        var run = 0
        while start + run < text.count, text[start + run] == UInt8(ascii: "`") { run += 1 }
        var index = start + run
        while index < text.count {
            if text[index] == UInt8(ascii: "`") {
                var closing = 0
                while index + closing < text.count, text[index + closing] == UInt8(ascii: "`") { closing += 1 }
                if closing == run { return index + closing }
                index += closing
            } else {
                index += 1
            }
        }
        return start + run
    }

    private struct Cursor {
        var line: Int
        var index: Int
    }

    /// Tags may run over at most this many lines; anything longer is text.
    private static let maximumLines = 40

    private static func parseTag(_ bytes: [[UInt8]], skip: [Bool], line: Int, at start: Int) -> (JSXTag, Cursor)? {
        var cursor = Cursor(line: line, index: start + 1)
        func peek() -> UInt8? {
            guard cursor.line < bytes.count, cursor.index < bytes[cursor.line].count else { return nil }
            return bytes[cursor.line][cursor.index]
        }
        func advance() { cursor.index += 1 }
        /// Spaces, and line ends within the tag's line budget.
        func skipSpace() -> Bool {
            while true {
                if let byte = peek() {
                    guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") else { return true }
                    advance()
                } else {
                    guard cursor.line + 1 < bytes.count, cursor.line + 1 - line < maximumLines, !skip[cursor.line + 1] else { return false }
                    cursor = Cursor(line: cursor.line + 1, index: 0)
                }
            }
        }
        var isClose = false
        if peek() == UInt8(ascii: "/") {
            isClose = true
            advance()
        }
        var name: [UInt8] = []
        while let byte = peek(), isNameByte(byte) {
            name.append(byte)
            advance()
        }
        let tagName = String(decoding: name, as: UTF8.self)
        guard isComponentName(tagName) else { return nil }
        var attributes: [String: String] = [:]
        var expressions: [String] = []
        var form: Form = isClose ? .close : .open
        while true {
            guard skipSpace(), let byte = peek() else { return nil }
            if byte == UInt8(ascii: ">") {
                advance()
                break
            }
            if byte == UInt8(ascii: "/"), !isClose {
                advance()
                guard peek() == UInt8(ascii: ">") else { return nil }
                advance()
                form = .selfClosing
                break
            }
            if isClose { return nil }
            if byte == UInt8(ascii: "{") {
                // A spread, `{...props}`: read and dropped.
                guard readBraces(&cursor, bytes, limitLine: line + maximumLines) != nil else { return nil }
                continue
            }
            var attribute: [UInt8] = []
            while let byte = peek(), isNameByte(byte) || byte == UInt8(ascii: ":") {
                attribute.append(byte)
                advance()
            }
            guard !attribute.isEmpty else { return nil }
            let key = String(decoding: attribute, as: UTF8.self)
            guard skipSpace() else { return nil }
            guard peek() == UInt8(ascii: "=") else {
                attributes[key] = ""
                continue
            }
            advance()
            guard skipSpace(), let first = peek() else { return nil }
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
                advance()
                var value: [UInt8] = []
                while let byte = peek(), byte != first {
                    value.append(byte)
                    advance()
                }
                guard peek() == first else { return nil }
                advance()
                attributes[key] = String(decoding: value, as: UTF8.self)
            } else if first == UInt8(ascii: "{") {
                guard let expression = readBraces(&cursor, bytes, limitLine: line + maximumLines) else { return nil }
                if let literal = stringLiteral(expression) { attributes[key] = literal } else { expressions.append(key) }
            } else {
                return nil
            }
        }
        let before = bytes[line][..<start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let after = bytes[cursor.line][cursor.index...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        let tag = JSXTag(name: tagName, form: form, attributes: attributes, line: line, column: start + 1,
                         endLine: cursor.line, standsAlone: before && after, endIndex: cursor.index, expressions: expressions)
        return (tag, cursor)
    }

    /// `{…}` with nested braces and quoted text; the text between the outer braces.
    private static func readBraces(_ cursor: inout Cursor, _ bytes: [[UInt8]], limitLine: Int) -> String? {
        var depth = 0
        var quote: UInt8?
        var collected: [UInt8] = []
        while cursor.line < bytes.count, cursor.line <= limitLine {
            let text = bytes[cursor.line]
            while cursor.index < text.count {
                let byte = text[cursor.index]
                cursor.index += 1
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") {
                    quote = byte
                } else if byte == UInt8(ascii: "{") {
                    depth += 1
                    if depth == 1 { continue }
                } else if byte == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 { return String(decoding: collected, as: UTF8.self) }
                }
                collected.append(byte)
            }
            collected.append(UInt8(ascii: "\n"))
            cursor = Cursor(line: cursor.line + 1, index: 0)
        }
        return nil
    }

    /// `"text"`, `'text'` or `` `text` `` without `${`: the text.
    private static func stringLiteral(_ expression: String) -> String? {
        let trimmed = expression.trimmingCharacters(in: [" ", "\t", "\n", "\r"])
        guard let first = trimmed.first, ["\"", "'", "`"].contains(first), trimmed.count >= 2, trimmed.last == first else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains(first), !(first == "`" && inner.contains("${")) else { return nil }
        return String(inner)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-")
    }
}
