/// Reference syntax shared by the reader: `{a.b}` aliases.
enum Reference {
    /// The path of a whole-string alias `{a.b.c}`, or nil when the text is not one.
    static func curly(_ text: String) -> [String]? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        let parts = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        return parts
    }
}
