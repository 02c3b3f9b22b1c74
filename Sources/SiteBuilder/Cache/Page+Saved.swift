import StylebookMarkdown

/// What the build cache keeps of a page between builds, and how it is written and read: a field
/// added to `Saved` and to its two codec functions below survives a build, with nothing else to
/// change. Changing the codec changes `BuildCache.version`.
extension Page {
    struct Saved: Sendable {
        var route: PageRoute
        var frontMatter: FrontMatter
        /// The ids of its headings, which links from other pages may name.
        var headingIDs: [String]
        var title: String
        var description: String?
        var order: Double?
        /// True when the body has its own h1, so the layout must not add a second one.
        var hasOwnTitleHeading: Bool
    }
}

// Both in the order the fields are declared, which the reader's memberwise call evaluates in.
extension CacheWriter {
    mutating func page(_ page: Page.Saved) {
        string(page.route.path)
        frontMatter(page.frontMatter)
        array(page.headingIDs) { $0.string($1) }
        string(page.title)
        optional(page.description) { $0.string($1) }
        optional(page.order) { $0.double($1) }
        bool(page.hasOwnTitleHeading)
    }
}

extension CacheReader {
    mutating func page() throws -> Page.Saved {
        Page.Saved(
            route: PageRoute(path: try string()), frontMatter: try frontMatter(), headingIDs: try array { try $0.string() },
            title: try string(), description: try optional { try $0.string() }, order: try optional { try $0.double() },
            hasOwnTitleHeading: try bool())
    }
}
