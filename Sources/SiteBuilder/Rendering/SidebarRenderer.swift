import StylebookKit

/// Writes the sidebar's list as HTML. Done in Swift rather than in a recursive Mustache partial
/// because it runs for every page: at 10,000 pages the partial's dynamic lookups cost more than
/// parsing the Markdown. Only the current page's trail is opened, so the work per page grows
/// with its own section, not with the site.
struct SidebarRenderer {
    var page: PageRoute
    /// Routes of the sections above the current page.
    var trail: Set<PageRoute>
    private let rootPrefix: String

    init(page: PageRoute, trail: Set<PageRoute>) {
        self.page = page
        self.trail = trail
        rootPrefix = page.rootPrefix
    }

    func html(_ entries: [Navigation.Entry]) -> String {
        var out = "<ul class=\"nav-list\">\n"
        out.reserveCapacity(entries.count * 96)
        for entry in entries { append(entry, to: &out) }
        out += "</ul>\n"
        return out
    }

    private func append(_ entry: Navigation.Entry, to out: inout String) {
        let isSection = !entry.children.isEmpty
        out += isSection ? "<li class=\"nav-entry nav-section\">" : "<li class=\"nav-entry\">"
        if let target = entry.route ?? entry.firstPage {
            out += "<a href=\""
            let link = rootPrefix + target.path
            out += link.isEmpty ? "./" : MarkupText.escape(link)
            out += entry.route == page ? "\" aria-current=\"page\">" : "\">"
            out += MarkupText.escape(entry.title)
            out += "</a>"
        } else {
            out += "<span class=\"nav-heading\">" + MarkupText.escape(entry.title) + "</span>"
        }
        let isOpen = entry.route == page || entry.route.map(trail.contains) ?? entry.contains(page)
        if isSection && isOpen {
            out += "\n<ul class=\"nav-list\">\n"
            for child in entry.children { append(child, to: &out) }
            out += "</ul>"
        }
        out += "</li>\n"
    }
}
