/// Reads the common case of front matter, one `key: value` per line with ASCII values, in a
/// single pass over the bytes. Yams resolves every plain scalar with a dozen regular
/// expressions, which cost more than parsing a page's Markdown; most pages carry only a quoted
/// title and an order. Anything this reader is not sure of (comments, blank or indented lines,
/// flow collections, escapes, non-ASCII text, repeated keys, words YAML 1.1 reads as booleans or
/// null) returns nil, and Yams reads the whole block, so results and diagnostics never differ.
struct FlatFrontMatter {
    struct Entry {
        var key: String
        var value: FrontMatterValue
        /// 1-based line within the YAML.
        var line: Int
    }

    /// The entries, or nil when Yams must read the text.
    static func entries(_ yaml: String) -> [Entry]? {
        var yaml = yaml
        return yaml.withUTF8 { bytes -> [Entry]? in
            var entries: [Entry] = []
            var keys: Set<String> = []
            var start = 0
            var line = 0
            while start < bytes.count {
                line += 1
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                guard let entry = self.entry(bytes[start..<end], line: line),
                      keys.insert(entry.key).inserted else { return nil }
                entries.append(entry)
                start = end + 1
            }
            return entries.isEmpty ? nil : entries
        }
    }

    private static func entry(_ line: Slice<UnsafeBufferPointer<UInt8>>, line number: Int) -> Entry? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
              isKeyStart(line[line.startIndex]),
              line[line.startIndex..<colon].allSatisfy(isKeyByte),
              colon + 1 < line.endIndex, line[colon + 1] == UInt8(ascii: " ")
        else { return nil }
        let rawValue = line[(colon + 2)...]
        guard let value = value(rawValue) else { return nil }
        return Entry(key: String(decoding: line[line.startIndex..<colon], as: UTF8.self), value: value, line: number)
    }

    private static func value(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> FrontMatterValue? {
        guard let first = bytes.first, let last = bytes.last else { return nil }
        if first == UInt8(ascii: "\"") {
            guard bytes.count >= 2, last == UInt8(ascii: "\"") else { return nil }
            let inner = bytes.dropFirst().dropLast()
            guard inner.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            else { return nil }
            return .string(String(decoding: inner, as: UTF8.self))
        }
        if isDigit(first) || (first == UInt8(ascii: "-") && bytes.count > 1) {
            let digits = first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
            // Decimal without a leading zero (YAML 1.1 reads `010` as octal) and short enough
            // to fit an Int.
            guard digits.count <= 18, digits.allSatisfy(isDigit),
                  digits.count == 1 || digits.first != UInt8(ascii: "0"),
                  let number = Int(String(decoding: bytes, as: UTF8.self))
            else { return nil }
            return .int(number)
        }
        guard isLetter(first) || first == UInt8(ascii: "/"), last != UInt8(ascii: " "), bytes.allSatisfy(isPlainByte) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        if text == "true" { return .bool(true) }
        if text == "false" { return .bool(false) }
        return reservedWords.contains(text) ? nil : .string(text)
    }

    /// Plain words YAML 1.1's resolver (Yams's default) reads as booleans or null.
    private static let reservedWords: Set<String> = [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "True", "TRUE", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL",
    ]

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isKeyStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == UInt8(ascii: "_") }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        isKeyStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-")
    }

    /// Letters, digits, spaces and punctuation that mean nothing inside a plain scalar that
    /// starts with a letter or `/` (no `:`, `#`, quotes, brackets or tabs).
    private static func isPlainByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || " -_.,/()'!?".utf8.contains(byte)
    }
}
