/// What exists in the site, by source path: the lookup table links are resolved against.
struct SiteIndex: Sendable {
    /// `guides/offline-patterns.md` → its route.
    var pagesBySource: [String: PageRoute]
    /// Content files copied as they are, by relative path.
    var assets: Set<String>

    /// `generatedFiles`: files the build writes itself (token exports), which pages may link to.
    init(pages: [Page], assets: [ContentItem], generatedFiles: [String] = []) {
        var map: [String: PageRoute] = [:]
        for page in pages { map[page.item.relativePath] = page.route }
        pagesBySource = map
        self.assets = Set(assets.map(\.relativePath) + generatedFiles)
    }
}
