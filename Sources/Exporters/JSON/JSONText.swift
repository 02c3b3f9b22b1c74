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
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                out += Array((utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 2
            default: out.append(byte)
            }
            index += 1
        }
        out.append(UInt8(ascii: "\""))
    }
}
