/// The one HTML and XML escaper: every piece of text the tool writes into markup goes through it.
/// Which characters become entities depends on where the text lands:
///
/// - `.text`: element content, and attribute values the caller itself wraps in double quotes.
///   `&`, `<`, `>` and `"`: cmark-gfm's set, so the Markdown renderer writes what cmark writes.
/// - `.attribute`: text that may land in an attribute quoted either way, or whose context the
///   caller does not know (a template's `{{value}}`, reports). Adds `'` as `&#39;`: swift-mustache's
///   set, which the compiled templates must match byte for byte.
public enum MarkupText {
    public enum Context: Sendable {
        case text
        case attribute
    }

    public static func escape(_ text: String, _ context: Context = .attribute) -> String {
        // Most text needs no escaping; scanning bytes first keeps the common case cheap.
        guard text.utf8.contains(where: { entity(for: $0, context) != nil }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        append(text, context, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` escaped onto the end of `bytes`; runs between entities are copied whole, as
    /// appending byte by byte was a visible part of rendering.
    public static func append(_ text: String, _ context: Context, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { source in
            var runStart = 0
            for (offset, byte) in source.enumerated() {
                guard let entity = entity(for: byte, context) else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<offset]))
                bytes.append(contentsOf: entity.utf8)
                runStart = offset + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
    }

    /// The entity for an ASCII byte, or nil when it stays as it is.
    @inlinable
    public static func entity(for byte: UInt8, _ context: Context) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'") where context == .attribute: "&#39;"
        default: nil
        }
    }
}
