/// Where a page lands: `guides/offline-patterns.md` → `guides/offline-patterns/`
/// (written as `guides/offline-patterns/index.html`), and `guides/index.md` → `guides/`.
struct PageRoute: Hashable, Sendable, Comparable {
    /// Site-relative URL path with a trailing slash, or "" for the home page.
    var path: String

    init(sourcePath: String) {
        var stem = String(sourcePath.dropLast(3)) // ".md"
        if stem == "index" {
            stem = ""
        } else if stem.hasSuffix("/index") {
            stem = String(stem.dropLast("/index".count))
        }
        path = stem.isEmpty ? "" : stem + "/"
    }

    init(path: String) { self.path = path }

    var outputFile: String { path + "index.html" }
    var depth: Int { path.split(separator: "/").count }
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
