import GeneratorSupport

/// What exists in the site, by source path: the lookup table links are resolved against.
struct SiteIndex: Sendable {
    /// `guides/offline-patterns.md` → its route.
    var pagesBySource: [String: PageRoute]
    /// Content files copied as they are, by the path they are published at.
    var assets: Set<String>
    /// Source paths of pages marked `draft: true`, which are not built.
    var drafts: Set<String>
    /// Routes by URL path (`guide/intro/`), for links written as the published URL of a page
    /// whose `slug` differs from its file name.
    var pagesByPath: [String: PageRoute]
    /// Each page's heading ids.
    var headingIDs: [PageRoute: [String]]
    /// Partials (`_name.mdx`), which are not published: a link to one is named as such.
    var partials: Set<String> = []

    /// `generatedFiles`: files the build writes itself (token exports), which pages may link to.
    init(pages: [Page], assets: [ContentItem], generatedFiles: [String] = [], drafts: [String] = []) {
        var map: [String: PageRoute] = [:]
        for page in pages { map[page.item.relativePath] = page.route }
        pagesBySource = map
        pagesByPath = Dictionary(pages.map { ($0.route.path, $0.route) }, uniquingKeysWith: { first, _ in first })
        var headingIDs: [PageRoute: [String]] = [:]
        for page in pages where headingIDs[page.route] == nil { headingIDs[page.route] = page.headingIDs }
        self.headingIDs = headingIDs
        self.assets = Set(assets.map(\.sitePath) + generatedFiles)
        self.drafts = Set(drafts)
    }

    /// The one heading id of `route` that `anchor` names loosely (see `looseAnchor`), when it
    /// does not name one exactly; nil when none or several match. Worked out per link, not per
    /// page up front: most anchors match exactly, and a build from the cache resolves few links.
    func looseMatch(_ anchor: String, on route: PageRoute) -> String? {
        guard let ids = headingIDs[route], !ids.contains(anchor) else { return nil }
        let key = Self.looseAnchor(anchor)
        let matches = ids.filter { Self.looseAnchor($0) == key }
        return Set(matches).count == 1 ? matches[0] : nil
    }

    /// An id without its leading, trailing and repeated dashes: `content-` and `content` agree,
    /// as do GitHub's `colour--contrast` and VitePress's `colour-contrast`.
    static func looseAnchor(_ id: String) -> String {
        id.lowercased().split(separator: "-").joined(separator: "-")
    }

    /// Everything a link may name, as written from the site root without an extension for
    /// pages (`guides/offline-patterns`, `guides`) and with one for files, for "did you mean".
    var linkTargets: [String] {
        let pages = pagesBySource.keys.map { source -> String in
            let stem = String(source.dropLast(ContentItem.pageExtensionLength(source)))
            if stem == "index" { return "" }
            return stem.hasSuffix("/index") ? String(stem.dropLast("/index".count)) : stem
        }
        return (pages + assets).sorted(by: String.inByteOrder)
    }
}
