import Foundation
import GeneratorSupport
import StylebookKit

/// Writes the sidebar's list as HTML. Done in Swift rather than in a recursive Mustache partial
/// because it runs for every page: at 10,000 pages the partial's dynamic lookups cost more than
/// parsing the Markdown. Only the current page's trail is opened, so the work per page grows
/// with its own section, not with the site.
struct SidebarRenderer {
    /// The rendered list, and where in it each page's link would take `aria-current`.
    struct Rendered {
        var html: String
        /// UTF-8 offset just before the `>` that closes the page's own link.
        var currentOffsets: [PageRoute: Int]
    }

    /// Routes of the sections open: the current page's trail.
    var open: Set<PageRoute>
    /// The page whose trail is open (a section's own entry opens when it is the page).
    var page: PageRoute
    private let rootPrefix: String

    init(page: PageRoute, trail: Set<PageRoute>) {
        self.page = page
        open = trail
        rootPrefix = page.rootPrefix
    }

    /// The list with no link marked current, and where each link's mark would go.
    func render(_ entries: [Navigation.Entry]) -> Rendered {
        var out = "<ul class=\"nav-list\">\n"
        out.reserveCapacity(entries.count * 96)
        var offsets: [PageRoute: Int] = [:]
        for entry in entries { append(entry, to: &out, offsets: &offsets) }
        out += "</ul>\n"
        return Rendered(html: out, currentOffsets: offsets)
    }

    func html(_ entries: [Navigation.Entry]) -> String {
        Self.marking(page, in: render(entries))
    }

    /// The rendered list with `route`'s link marked `aria-current="page"`.
    static func marking(_ route: PageRoute, in rendered: Rendered) -> String {
        guard let offset = rendered.currentOffsets[route] else { return rendered.html }
        let utf8 = rendered.html.utf8
        let split = utf8.index(utf8.startIndex, offsetBy: offset)
        return String(rendered.html[..<split]) + " aria-current=\"page\"" + String(rendered.html[split...])
    }

    private func append(_ entry: Navigation.Entry, to out: inout String, offsets: inout [PageRoute: Int]) {
        let isSection = !entry.children.isEmpty
        // No class on plain entries: the stylesheet reaches them through `.nav-list`. At 100
        // sections and an open one of 100 pages that is 2.9 KB less on every page.
        out += isSection ? "<li class=\"nav-section\">" : "<li>"
        if let target = entry.route ?? entry.firstPage {
            out += "<a href=\""
            let link = rootPrefix + target.path
            out += link.isEmpty ? "./" : MarkupText.escape(link)
            out += "\""
            if let route = entry.route { offsets[route] = out.utf8.count }
            out += ">"
            out += MarkupText.escape(entry.title)
            out += "</a>"
        } else {
            out += "<span class=\"nav-heading\">" + MarkupText.escape(entry.title) + "</span>"
        }
        let isOpen = entry.alwaysOpen || entry.route == page || entry.route.map(open.contains) ?? entry.contains(page)
        if isSection && isOpen {
            out += "\n<ul class=\"nav-list\">\n"
            for child in entry.children { append(child, to: &out, offsets: &offsets) }
            out += "</ul>"
        }
        out += "</li>\n"
    }
}

/// Pages in one folder at one depth see the same sidebar but for which link is current, so it
/// is rendered once per folder and depth and only marked per page. At 100 sections of 100 pages
/// that is 100 renders instead of 10,000.
///
/// A site with more top-level entries than its limit (`SectionsIndex`) lists only the page's own
/// top-level entry, opened as usual, and the theme links to the list of them all.
final class SidebarCache: @unchecked Sendable {
    let navigation: Navigation
    /// More top-level entries than the limit: each sidebar lists only the page's own.
    let collapses: Bool
    private let lock = NSLock()
    private var rendered: [String: SidebarRenderer.Rendered] = [:]

    init(navigation: Navigation, limit: Int = .max) {
        self.navigation = navigation
        collapses = SectionsIndex.applies(to: navigation, limit: limit)
    }

    func html(for route: PageRoute, sourcePath: String) -> String {
        let folder = sourcePath.lastIndex(of: "/").map { String(sourcePath[..<$0]) } ?? ""
        var key = folder + "\u{0}" + route.rootPrefix
        // Every page in a folder shares its top-level entry, but pages at the top level are each their own.
        if collapses, folder.isEmpty { key += "\u{0}" + route.path }
        let shared = lock.withLock { rendered[key] } ?? {
            let ancestors = navigation.ancestors(of: route)
            let trail = Set(ancestors.compactMap(\.route))
            let entries = collapses ? ownEntry(route, ancestors) : navigation.entries
            // A collapsed sidebar of the home page lists no entry: no list rather than an empty one.
            let made = collapses && entries.isEmpty
                ? SidebarRenderer.Rendered(html: "", currentOffsets: [:])
                : SidebarRenderer(page: route, trail: trail).render(entries)
            lock.withLock { rendered[key] = made }
            return made
        }()
        return SidebarRenderer.marking(route, in: shared)
    }

    /// The sidebar's link to the list of every top-level entry, or false when it lists them all.
    func indexLink(for route: PageRoute) -> Any {
        collapses ? SectionsIndex.sidebarLink(from: route, count: navigation.entries.count) : false
    }

    /// The top-level entry on the page's trail, or the page's own when it is one; none for the
    /// home page and pages outside the navigation.
    private func ownEntry(_ route: PageRoute, _ ancestors: [Navigation.Entry]) -> [Navigation.Entry] {
        if let top = ancestors.first { return [top] }
        return navigation.entries.first { $0.route == route }.map { [$0] } ?? []
    }
}
