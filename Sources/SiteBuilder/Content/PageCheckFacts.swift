import StylebookKit
import StylebookMarkdown

/// What the whole-site link checks need from one page: its links, already resolved against the
/// site index, and the anchors it offers. Gathered once per render, so serve can rerun the
/// checks over every page without walking document trees or resolving unchanged links again.
struct PageCheckFacts: Sendable {
    struct Link: Sendable {
        var destination: String
        var location: SourceLocation
        var resolution: LinkResolver.Resolution
    }

    var route: PageRoute
    var links: [Link]
    var anchors: Set<String>

    init(route: PageRoute, links: [Link], anchors: Set<String>) {
        self.route = route
        self.links = links
        self.anchors = anchors
    }

    init(page: Page, document: MarkdownDocument, body: RenderedMarkdown, resolver: LinkResolver) {
        self.init(page: page, links: document.links(), anchors: Self.anchors(document: document, body: body), resolver: resolver)
    }

    init(page: Page, links: [(destination: String, range: SourceRange?)], anchors: Set<String>, resolver: LinkResolver) {
        route = page.route
        self.links = links.map { link in
            Link(destination: link.destination,
                 location: link.range?.start ?? SourceLocation(path: page.item.displayPath),
                 resolution: resolver.resolve(link.destination, from: page.route, sourcePath: page.item.relativePath))
        }
        // A home page's hero and feature links are checked like its Markdown links, at the key.
        if let home = HomeLayout(page.frontMatter) {
            let keys = page.frontMatter.keyLocations
            self.links += home.links.map { link, key in
                Link(destination: link, location: keys[key] ?? SourceLocation(path: page.item.displayPath),
                     resolution: resolver.resolve(link, from: page.route, sourcePath: page.item.relativePath))
            }
        }
        self.anchors = anchors
    }

    /// The ids a link may name on the page: headings, directive entries and ids in its HTML.
    static func anchors(document: MarkdownDocument, body: RenderedMarkdown) -> Set<String> {
        Set(body.headings.map(\.id)).union(body.anchors.map(\.id)).union(HTMLIDs.ids(in: document))
    }
}
