import Foundation

/// A file found under Content/: a Markdown page or a file copied as it is.
struct ContentItem: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case page, asset
        /// An `.mdx` file whose name starts with `_` (Docusaurus's partials), or an `.md` one
        /// where every page is MDX: never a page, never published, inlined where a page
        /// imports it and uses it as a component.
        case partial
        /// `_category_.json` or `_category_.yml`: a folder's sidebar label, position and state.
        case category
    }

    var kind: Kind
    /// Path relative to the content folder, with `/` separators: `guides/offline-patterns.md`.
    var relativePath: String
    /// The file's absolute path, as `url.path`. Kept as a string: a build stats every page and
    /// makes an item per file it finds, and URL's path arithmetic was a tenth of a one-page build.
    var path: String
    /// How diagnostics name this file.
    var displayPath: String
    /// The Markdown of a page the build generates itself; nil for files on disk.
    var generatedText: String?

    init(kind: Kind, relativePath: String, path: String, displayPath: String, generatedText: String? = nil) {
        self.kind = kind
        self.relativePath = relativePath
        self.path = path
        self.displayPath = displayPath
        self.generatedText = generatedText
    }

    init(kind: Kind, relativePath: String, url: URL, displayPath: String, generatedText: String? = nil) {
        self.init(kind: kind, relativePath: relativePath, path: url.path, displayPath: displayPath, generatedText: generatedText)
    }

    var url: URL { URL(fileURLWithPath: path, isDirectory: false) }

    /// `folder/relative`, as `URL(fileURLWithPath: folder).appendingPathComponent(relative).path` gives it.
    static func path(_ relative: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// Folder whose files are published at the site root as they are (VitePress, Docusaurus's `static/`).
    static let publicFolder = "public"

    /// What a file under Content/ (not under public/) is, by its name.
    static func kind(ofFile name: String, markdownPartials: Bool = false) -> Kind {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".md") { return markdownPartials && name.hasPrefix("_") ? .partial : .page }
        if lowered.hasSuffix(".mdx") { return name.hasPrefix("_") ? .partial : .page }
        if CategoryFile.names.contains(name) { return .category }
        return .asset
    }

    /// `.md` or `.mdx`: the extension a page's path ends with.
    static func pageExtensionLength(_ path: String) -> Int {
        path.lowercased().hasSuffix(".mdx") ? 4 : 3
    }

    /// Where an asset is published and linked: `public/logo.png` → `logo.png`; other files keep their path.
    var sitePath: String {
        let prefix = Self.publicFolder + "/"
        return relativePath.hasPrefix(prefix) ? String(relativePath.dropFirst(prefix.count)) : relativePath
    }
}
