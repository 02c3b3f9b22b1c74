/// Where a page lands: `guides/offline-patterns.md` → `guides/offline-patterns/`
/// (written as `guides/offline-patterns/index.html`), and `guides/index.md` → `guides/`.
struct PageRoute: Hashable, Sendable, Comparable {
    /// Site-relative URL path with a trailing slash, or "" for the home page.
    var path: String

    init(sourcePath: String) {
        var stem = String(sourcePath.dropLast(ContentItem.pageExtensionLength(sourcePath))) // ".md", ".mdx"
        if stem == "index" {
            stem = ""
        } else if stem.hasSuffix("/index") {
            stem = String(stem.dropLast("/index".count))
        }
        path = stem.isEmpty ? "" : stem + "/"
    }

    init(path: String) { self.path = path }

    /// The route a front-matter `slug` asks for (Docusaurus's rule: `/x` from the site root, `x`
    /// in the file's folder); the file's own route without one.
    /// `id` (Docusaurus) names the last segment instead of the file, except for a folder's index page.
    static func fromSlug(_ slug: String?, sourcePath: String, id: String? = nil) -> Result<PageRoute, SlugProblem> {
        guard let slug else {
            let own = PageRoute(sourcePath: sourcePath)
            let name = sourcePath.split(separator: "/").last.map(String.init) ?? sourcePath
            guard let id, name.dropLast(ContentItem.pageExtensionLength(name)) != "index" else { return .success(own) }
            let folder = sourcePath.split(separator: "/").dropLast().joined(separator: "/")
            return .success(PageRoute(path: (folder.isEmpty ? "" : folder + "/") + id + "/"))
        }
        let folder = sourcePath.split(separator: "/").dropLast().map(String.init)
        let parts = slug.split(separator: "/").map(String.init)
        guard !parts.contains(where: { $0 == "." || $0 == ".." || $0.contains("\\") || $0.contains("#") || $0.contains("?") }) else {
            return .failure(SlugProblem("'\(slug)' may not contain `.`, `..`, `#`, `?` or `\\` segments"))
        }
        let segments = (slug.hasPrefix("/") ? [] : folder) + parts
        return .success(PageRoute(path: segments.isEmpty ? "" : segments.joined(separator: "/") + "/"))
    }

    struct SlugProblem: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    var outputFile: String { path + "index.html" }
    var depth: Int { path.utf8.split(separator: UInt8(ascii: "/")).count }
    /// The prefix that leads from this page back to the site root: "", "../", "../../".
    var rootPrefix: String { String(repeating: "../", count: depth) }
    /// The folder this page's section is named after; nil for top-level pages.
    var segments: [String] { path.split(separator: "/").map(String.init) }

    static func < (lhs: PageRoute, rhs: PageRoute) -> Bool { lhs.path < rhs.path }

    /// A link from this page to `target`, relative so the site works under any base path.
    func relativeLink(to target: String) -> String {
        let link = rootPrefix + target
        return link.isEmpty ? "./" : link
    }
}
