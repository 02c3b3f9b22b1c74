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

    /// Folder whose files are published at the site root as they are (VitePress, Docusaurus's `static/`).
    static let publicFolder = "public"

    /// Where an asset is published and linked: `public/logo.png` → `logo.png`; other files keep their path.
    var sitePath: String {
        let prefix = Self.publicFolder + "/"
        return relativePath.hasPrefix(prefix) ? String(relativePath.dropFirst(prefix.count)) : relativePath
    }
}
