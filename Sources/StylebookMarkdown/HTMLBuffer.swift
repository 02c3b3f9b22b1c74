import GeneratorSupport

/// The HTML being written, kept as UTF-8 bytes so a page is built by appending to one buffer.
struct HTMLBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(bytes more: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: more)
    }

    var count: Int { bytes.count }

    /// Starts a new line unless the output is empty or already at one, as cmark does.
    mutating func newlineIfNeeded() {
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    }

    /// Text, or a value in a double-quoted attribute, escaped as cmark-gfm does.
    mutating func appendEscaped(_ text: String) {
        MarkupText.append(text, .text, to: &bytes)
    }

    /// A URL for `href`/`src`, escaped like cmark's `houdini_escape_href`: characters that may
    /// appear in a URL stay, `&` and `'` become entities, everything else is percent-encoded.
    mutating func appendURL(_ url: String) {
        for byte in url.utf8 {
            if byte == UInt8(ascii: "&") {
                append("&amp;")
            } else if byte == UInt8(ascii: "'") {
                append("&#x27;")
            } else if Self.isURLSafe(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
    private static let urlPunctuation = Set("-_.+!*(),%#@?=;:/$~".utf8)

    private static func isURLSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return urlPunctuation.contains(byte)
        }
    }
}
