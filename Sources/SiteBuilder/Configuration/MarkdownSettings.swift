import Foundation

/// How pages are read (`markdown:` in stylebook.yml): which are MDX, and the URL prefix links
/// are written with. A Docusaurus folder is recognised by its config file, and then read as
/// Docusaurus reads it unless the configuration says otherwise.
public struct MarkdownSettings: Sendable, Equatable {
    /// Docusaurus's `markdown.format`.
    public enum Format: String, Sendable, CaseIterable {
        /// `.mdx` pages are MDX, `.md` pages CommonMark (VitePress, Starlight, Stylebook).
        case detect
        /// Every page is MDX (Docusaurus's default).
        case mdx
        /// Every page is CommonMark.
        case md
    }

    public var format: Format?
    /// Links written from the site root under this path point at the content root: Docusaurus
    /// publishes its docs under `/docs` (`routeBasePath`), and its pages link that way.
    public var routeBasePath: String?

    public init(format: Format? = nil, routeBasePath: String? = nil) {
        self.format = format
        self.routeBasePath = routeBasePath
    }

    /// What a page is read as, its front matter's `format:` (Docusaurus's per-page escape
    /// hatch) first.
    func isMDX(path: String, frontMatterFormat: String?) -> Bool {
        switch frontMatterFormat.flatMap(Format.init(rawValue:)) ?? format ?? .detect {
        case .mdx: return true
        case .md: return false
        case .detect: return path.lowercased().hasSuffix(".mdx")
        }
    }

    /// The settings with Docusaurus's defaults where the configuration gives none, when
    /// `content` is a Docusaurus docs folder: a `docusaurus.config.*` in it, in the folder
    /// above it, or in a `website/` folder beside it (the layout of Jest and React Native).
    public func completed(forContent content: URL) -> MarkdownSettings {
        guard format == nil || routeBasePath == nil, Self.isDocusaurusFolder(content) else { return self }
        return MarkdownSettings(format: format ?? .mdx, routeBasePath: routeBasePath ?? "/docs")
    }

    static let configNames = ["docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.cjs"]

    static func isDocusaurusFolder(_ content: URL) -> Bool {
        let folder = content.standardizedFileURL
        let parent = folder.deletingLastPathComponent()
        return [folder, parent, parent.appendingPathComponent("website")].contains { base in
            configNames.contains { FileManager.default.fileExists(atPath: base.appendingPathComponent($0).path) }
        }
    }
}
