import Foundation
import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// `sections/`: every top-level navigation entry, made only for a site with more of them than
/// `sidebar: sections:` (200 by default). Such a site's sidebar lists just the current page's
/// top-level entry and links here. A sidebar of every section on every page makes each page, and
/// so the build, grow with the size of the site (84 KB a page at 1,000 sections), and puts a
/// thousand links in the way of anyone moving through the page by keyboard or screen reader.
/// The list is the theme's `sections.html`; the page around it is the layout, like the 404 page.
struct SectionsIndex {
    static let defaultLimit = 200
    static let route = PageRoute(path: "sections/")
    static let templateName = "sections"
    static let title = "All sections"
    static let sourcePath = "sections/index.md"

    var navigation: Navigation

    /// Whether a site with `navigation` gets this page and short sidebars.
    static func applies(to navigation: Navigation, limit: Int) -> Bool {
        navigation.entries.count > limit
    }

    /// The sidebar's link here as `page` sees it (`sidebarIndex` in the page context).
    static func sidebarLink(from page: PageRoute, count: Int) -> LayoutContext.SidebarIndex {
        LayoutContext.SidebarIndex(href: page.relativeLink(to: route.path), count: grouped(count), isCurrent: page == route)
    }

    /// What `sections.html` receives.
    struct Values: TemplateContext {
        struct Entry: TemplateContext {
            var title: String
            /// Always set: Mustache would otherwise find an enclosing value named `href`.
            var href: String?
        }

        var entries: [Entry]
        var count: String
    }

    var values: Values {
        let entries = navigation.entries.map { entry in
            Values.Entry(title: entry.title, href: entry.firstPage.map { Self.route.relativeLink(to: $0.path) })
        }
        return Values(entries: entries, count: Self.grouped(entries.count))
    }

    static let schema = TemplateSchema(deriving: Values.self)

    /// The layout context of the page, its sidebar as `sidebars` renders every page's.
    func context(contentDirectory: URL, site: SiteValues, pagesByRoute: [PageRoute: Page], sidebars: SidebarCache,
                 templates: TemplateSet) -> LayoutContext? {
        guard let body = templates.render(values, template: Self.templateName) else { return nil }
        let item = ContentItem(kind: .page, relativePath: Self.sourcePath, url: contentDirectory.appendingPathComponent(Self.sourcePath),
                               displayPath: "(generated) " + Self.sourcePath, generatedText: body)
        let page = Page(item: item, route: Self.route, frontMatter: FrontMatter(), document: nil, headingIDs: [], title: Self.title,
                        description: nil, order: nil, hasOwnTitleHeading: false)
        return PageContext(page: page, body: RenderedMarkdown(html: body, headings: []), navigation: navigation, site: site,
                           pagesByRoute: pagesByRoute, sidebars: sidebars).values()
    }

    /// A page of the site's own at `sections/` when this page is made: an error, never overwritten.
    static func collision(pagesByRoute: [PageRoute: Page], navigation: Navigation, limit: Int) -> Diagnostic? {
        guard applies(to: navigation, limit: limit), let page = pagesByRoute[route] else { return nil }
        return Diagnostic(
            .contentDuplicateURL,
            "page maps to URL '/\(route.path)', where the build writes the list of all \(grouped(navigation.entries.count)) top-level sections",
            at: SourceLocation(path: page.item.displayPath),
            hint: "move the page or give it another `slug`; or raise `sidebar: sections:` in stylebook.yml to \(navigation.entries.count) or more, so every page's sidebar lists every section and no list page is made")
    }

    /// 1,000: digits grouped in threes, the same on every machine.
    static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
