import Foundation
import StylebookMarkdown

/// `404.html` at the site root, rendered with the layout so a lost reader keeps the header,
/// search and sidebar. Hosts serve it for any missing URL at any depth, so it carries a
/// `<base href>` (the path of `--base-url`, else `/`) that makes its relative links work there.
struct NotFoundPage {
    static let outputFile = "404.html"
    static let title = "Page not found"

    var baseURL: String?

    var basePath: String {
        var path = baseURL.flatMap { URL(string: $0)?.path } ?? "/"
        if path.isEmpty { path = "/" }
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// The theme's body of the page, rendered into the layout.
    static let templateName = "not-found"
    /// It receives no values: the layout around it has the site's.
    struct Values: TemplateContext {}

    static let schema = TemplateSchema(deriving: Values.self)

    /// The layout context: the sidebar as the home page has it, no pager or outline; nil when
    /// the body cannot be rendered.
    func context(contentDirectory: URL, navigation: Navigation, site: SiteValues, pagesByRoute: [PageRoute: Page],
                 sidebars: SidebarCache, templates: TemplateSet) -> LayoutContext? {
        guard let body = templates.render(Values(), template: Self.templateName) else { return nil }
        let item = ContentItem(kind: .page, relativePath: Self.outputFile, url: contentDirectory.appendingPathComponent(Self.outputFile),
                               displayPath: Self.outputFile, generatedText: body)
        let page = Page(item: item, route: PageRoute(path: ""), frontMatter: FrontMatter(),
                        document: nil, headingIDs: [], title: Self.title,
                        description: nil, order: nil, hasOwnTitleHeading: false)
        var context = PageContext(page: page, body: RenderedMarkdown(html: body, headings: []), navigation: navigation,
                                  site: site, pagesByRoute: pagesByRoute, sidebars: sidebars).values()
        context.isHome = false
        context.isNotFound = true
        context.baseHref = basePath
        context.hasPager = false
        context.previous = nil
        context.next = nil
        return context
    }
}
