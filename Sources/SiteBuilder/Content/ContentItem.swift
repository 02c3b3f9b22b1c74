import Foundation

/// A file found under Content/: a Markdown page or a file copied as it is.
struct ContentItem: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case page, asset }

    var kind: Kind
    /// Path relative to the content folder, with `/` separators: `guides/offline-patterns.md`.
    var relativePath: String
    var url: URL
    /// How diagnostics name this file.
    var displayPath: String
    /// The Markdown of a page the build generates itself; nil for files on disk.
    var generatedText: String?
}
