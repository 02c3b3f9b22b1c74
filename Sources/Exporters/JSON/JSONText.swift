/// The one writer of JSON string literals: the token exports (`JSONValue`, TypeScript's string
/// literals) and the search index (which writes its compact files as bytes) go through it.
/// JSONEncoder is used where a report is a `Codable` value (the audit's and diff's JSON); the
/// exports and the index keep a layout of their own and numbers in `ExportNumber`'s format,
/// which Foundation's encoders do not promise across platforms.
public enum JSONText {
    /// Works on UTF-8 bytes, without decoding characters (it runs over every title and excerpt of
    /// the site on each index write). Escaped are the quote,
    /// the backslash, control characters and U+2028/U+2029 (which break a `<script>` in old engines).
    @inlinable
    public static func string(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The literal appended to `out`. Inlinable, so the search index (another module) writes its
    /// millions of strings as fast as when this lived beside it.
    @inlinable
    public static func append(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Runs that need no escape (nearly everything) are copied whole.
            var start = 0, index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0xE2 {
                    index += 1
                    continue
                }
                let escape: StaticString
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0xE2:
                    guard index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 else {
                        index += 1
                        continue
                    }
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                default: escape = ""
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                if escape.utf8CodeUnitCount > 0 {
                    escape.withUTF8Buffer { out.append(contentsOf: $0) }
                } else {
                    let hex = String(byte, radix: 16)
                    out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                }
                index += byte == 0xE2 ? 3 : 1
                start = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
