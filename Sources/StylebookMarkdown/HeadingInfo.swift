import StylebookKit

/// A heading as rendered: for tables of contents and anchor-link checks.
public struct HeadingInfo: Hashable, Sendable {
    public let level: Int
    /// The heading's plain text.
    public let text: String
    /// The unique `id` attribute it was given.
    public let id: String
    public let range: SourceRange?

    public init(level: Int, text: String, id: String, range: SourceRange?) {
        self.level = level
        self.text = text
        self.id = id
        self.range = range
    }
}
