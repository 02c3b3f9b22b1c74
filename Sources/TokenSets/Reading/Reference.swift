/// Reference syntax shared by the reader: `{a.b}` aliases.
enum Reference {
    /// The path of a whole-string alias `{a.b.c}`, or nil when the text is not one.
    static func curly(_ text: String) -> [String]? {
        // Plain UTF-8 scans: this runs for every string value of every token, in every context.
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
        let parts = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        return parts
    }
}
