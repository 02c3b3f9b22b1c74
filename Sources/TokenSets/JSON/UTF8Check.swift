/// Finds bytes that are not UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past
/// U+10FFFF), at the line and column the parser would give them, so a bad byte is an error
/// where it is instead of a U+FFFD in a key or a description.
enum UTF8Check {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    /// Enough to show the pattern; a file in another encoding has one on nearly every line.
    static let reportLimit = 20

    static func invalidSequences(in bytes: [UInt8]) -> [JSONParser.Failure] {
        var failures: [JSONParser.Failure] = []
        var index = bytes.starts(with: byteOrderMark) ? 3 : 0
        var line = 1
        var column = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
                index += 1
                continue
            }
            if let length = sequenceLength(bytes, at: index) {
                index += length
                column += 1
                continue
            }
            if failures.count < reportLimit {
                failures.append(JSONParser.Failure(
                    kind: .invalidUTF8, message: "byte 0x\(hex(byte)) is not UTF-8\(describe(bytes, at: index))",
                    line: line, column: column))
            }
            // One report per broken sequence: skip the continuation bytes it left behind. Columns
            // count lead bytes, as the parser's do.
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        }
        if failures.count == reportLimit {
            failures[reportLimit - 1].message += " (and perhaps more after it; only the first \(reportLimit) are listed)"
        }
        return failures
    }

    /// The length of the well-formed sequence starting at `index`, or nil.
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let second: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0xC2...0xDF: (second, length) = (0x80...0xBF, 2)
        case 0xE0: (second, length) = (0xA0...0xBF, 3)
        case 0xE1...0xEC, 0xEE...0xEF: (second, length) = (0x80...0xBF, 3)
        case 0xED: (second, length) = (0x80...0x9F, 3)
        case 0xF0: (second, length) = (0x90...0xBF, 4)
        case 0xF1...0xF3: (second, length) = (0x80...0xBF, 4)
        case 0xF4: (second, length) = (0x80...0x8F, 4)
        default: return nil
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }

    /// What kind of mistake it looks like, for the message.
    private static func describe(_ bytes: [UInt8], at index: Int) -> String {
        let byte = bytes[index]
        if byte & 0xC0 == 0x80 { return " (a continuation byte with no lead byte before it)" }
        if byte == 0xC0 || byte == 0xC1 || byte >= 0xF5 { return " (no UTF-8 sequence starts with it)" }
        return " (the sequence it starts is cut short or malformed)"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
