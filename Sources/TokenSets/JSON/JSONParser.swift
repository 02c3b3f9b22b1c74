/// A small strict JSON parser (RFC 8259) that records line and column of every value.
/// Foundation's `JSONSerialization` gives neither positions nor member order.
/// Stricter than the RFC where it leaves a choice to the reader: a name repeated in one object
/// is refused (readers differ on which one wins), and so is text that is not UTF-8.
struct JSONParser {
    struct Failure: Error, Hashable {
        enum Kind: Hashable {
            case syntax
            /// A member name repeated in one object; the first one's position.
            case duplicateKey(firstLine: Int, firstColumn: Int)
            case invalidUTF8
        }

        var kind: Kind = .syntax
        var message: String
        var line: Int
        var column: Int
    }

    /// Every problem found: all invalid UTF-8, else every repeated name up to the first syntax error.
    struct Failures: Error {
        var all: [Failure]
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The column at a recent index of the current line, so positions cost O(1) amortised
    /// even in minified single-line files.
    private var columnMark = (index: 0, column: 1)
    static let maximumDepth = 512

    /// Names repeated in an object, reported once the parse ends.
    private var duplicates: [Failure] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The first problem only; for text already known to be UTF-8.
    static func parse(_ text: String) throws(Failure) -> JSONNode {
        do {
            return try parse(bytes: Array(text.utf8))
        } catch {
            throw error.all[0]
        }
    }

    static func parse(bytes: [UInt8]) throws(Failures) -> JSONNode {
        // Decoding would turn a bad byte into U+FFFD, silently renaming a key or a token.
        let invalid = UTF8Check.invalidSequences(in: bytes)
        if !invalid.isEmpty { throw Failures(all: invalid) }
        var parser = JSONParser(bytes: bytes)
        // Skip a UTF-8 byte order mark, which some editors write.
        if parser.bytes.starts(with: UTF8Check.byteOrderMark) { parser.index = 3; parser.lineStart = 3 }
        let node: JSONNode
        do {
            node = try parser.parseDocument()
        } catch {
            throw Failures(all: parser.duplicates + [error])
        }
        if !parser.duplicates.isEmpty { throw Failures(all: parser.duplicates) }
        return node
    }

    private mutating func parseDocument() throws(Failure) -> JSONNode {
        skipWhitespace()
        let node = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected text after the JSON value") }
        return node
    }

    /// Columns count characters, not bytes: UTF-8 continuation bytes are skipped.
    private mutating func column() -> Int {
        if columnMark.index < lineStart { columnMark = (lineStart, 1) }
        var column = columnMark.column
        for position in columnMark.index..<min(index, bytes.count) where bytes[position] & 0xC0 != 0x80 { column += 1 }
        columnMark = (max(columnMark.index, min(index, bytes.count)), column)
        return column
    }

    private mutating func failure(_ message: String) -> Failure {
        Failure(message: message, line: line, column: column())
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws(Failure) -> JSONNode {
        guard index < bytes.count else { throw failure("unexpected end of file") }
        let (startLine, startColumn) = (line, column())
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value, line: startLine, column: startColumn) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return node(try parseObject())
        case UInt8(ascii: "["): return node(try parseArray())
        case UInt8(ascii: "\""): return node(.string(try parseString()))
        case UInt8(ascii: "t"): try expect("true"); return node(.bool(true))
        case UInt8(ascii: "f"): try expect("false"); return node(.bool(false))
        case UInt8(ascii: "n"): try expect("null"); return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return node(.number(try parseNumber()))
        default: throw failure("unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    private mutating func expect(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw failure("unexpected text; expected '\(word)'") }
        index += expected.count
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth { throw failure("JSON nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func parseObject() throws(Failure) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONNode.Member] = []
        var seen: [String: (line: Int, column: Int)] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a quoted member name") }
            let (keyLine, keyColumn) = (line, column())
            let key = try parseString()
            if let first = seen[key] {
                duplicates.append(Failure(kind: .duplicateKey(firstLine: first.line, firstColumn: first.column),
                                          message: "\"\(key)\" appears twice in one object; the first is at line \(first.line), column \(first.column)",
                                          line: keyLine, column: keyColumn))
            } else {
                seen[key] = (keyLine, keyColumn)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after the member name") }
            index += 1
            skipWhitespace()
            members.append(JSONNode.Member(key: key, value: try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file inside an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw failure("expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file inside an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw failure("expected ',' or ']' in an array")
        }
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { throw failure("malformed number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("malformed number: digits must follow '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("malformed number exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("number '\(text)' is out of range") }
        return value
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("control character inside a string; write it as an escape") }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            flush(index)
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
            default: throw failure("unknown escape in a string")
            }
            run = index
        }
        throw failure("unterminated string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw failure("malformed \\u escape")
        }
        index += 4
        return value
    }

    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let first = try hex4()
        if (0xD800...0xDBFF).contains(first) {
            // A surrogate pair: \uD83D\uDE00.
            guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw failure("lone surrogate in a \\u escape") }
            index += 2
            let second = try hex4()
            guard (0xDC00...0xDFFF).contains(second),
                  let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                throw failure("malformed surrogate pair in a \\u escape")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw failure("lone surrogate in a \\u escape") }
        return scalar
    }
}
