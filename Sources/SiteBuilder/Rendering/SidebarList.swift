import Foundation
import StylebookKit

/// The values of the sidebar's list, the theme's `sidebar-list.html` (each entry through the
/// recursive partial `sidebar-entry.html`). Only the current page's trail is opened, so the work
/// per page grows with its own section, not with the site.
struct SidebarList {
    static let templateName = "sidebar-list"

    /// Routes of the sections open: the current page's trail.
    var open: Set<PageRoute>
    /// The page whose trail is open (a section's own entry opens when it is the page).
    var page: PageRoute

    /// What `sidebar-list.html` receives.
    struct Values: TemplateContext {
        var entries: [Entry]
    }

    /// Every key always set (nil is false): Mustache would otherwise find the enclosing entry's.
    struct Entry: TemplateContext {
        var title: String
        var href: String?
        var isCurrent: CurrentMark
        var isSection: Bool
        var isOpen: Bool
        var children: [Entry]
    }

    static let schema = TemplateSchema(deriving: Values.self)

    /// What `sidebar-list.html` receives; `current` gives each linked entry's `isCurrent`.
    func values(_ entries: [Navigation.Entry], current: (PageRoute) -> CurrentMark) -> Values {
        let rootPrefix = page.rootPrefix
        func item(_ entry: Navigation.Entry) -> Entry {
            let isSection = !entry.children.isEmpty
            let isOpen = isSection && (entry.alwaysOpen || entry.route == page || entry.route.map(open.contains) ?? entry.contains(page))
            let href = (entry.route ?? entry.firstPage).map { target in
                let link = rootPrefix + target.path
                return link.isEmpty ? "./" : link
            }
            return Entry(title: entry.title, href: href, isCurrent: entry.route.map(current) ?? .flag(false),
                         isSection: isSection, isOpen: isOpen, children: isOpen ? entry.children.map(item) : [])
        }
        return Values(entries: entries.map(item))
    }
}

/// Whether a sidebar link is the page's: known, or a slot filled per page.
enum CurrentMark: TemplateContext {
    case flag(Bool)
    case slot(TemplateSlot)

    init(from decoder: any Decoder) throws {
        self = .flag(try decoder.singleValueContainer().decode(Bool.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .flag(let flag): try container.encode(flag)
        case .slot(let slot): try container.encode(slot)
        }
    }
}

/// Pages in one folder at one depth see the same sidebar but for which link is current, so it
/// is rendered once per folder and depth, with the current link a `TemplateSlot`, and only
/// filled per page. At 100 sections of 100 pages that is 100 renders instead of 10,000.
///
/// A site with more top-level entries than its limit (`SectionsIndex`) lists only the page's own
/// top-level entry, opened as usual, and the theme links to the list of them all.
final class SidebarCache: @unchecked Sendable {
    let navigation: Navigation
    let templates: TemplateSet
    /// More top-level entries than the limit: each sidebar lists only the page's own.
    let collapses: Bool
    private let lock = NSLock()
    private var rendered: [String: SlottedText] = [:]
    /// The template cannot leave the current link as a slot: every page renders its own list.
    private var rendersPerPage = false

    init(navigation: Navigation, templates: TemplateSet, limit: Int = .max) {
        self.navigation = navigation
        self.templates = templates
        collapses = SectionsIndex.applies(to: navigation, limit: limit)
    }

    /// The sidebar's list for the page.
    func html(for route: PageRoute, sourcePath: String) -> String {
        let folder = sourcePath.lastIndex(of: "/").map { String(sourcePath[..<$0]) } ?? ""
        var key = folder + "\u{0}" + route.rootPrefix
        // Every page in a folder shares its top-level entry, but pages at the top level are each their own.
        if collapses, folder.isEmpty { key += "\u{0}" + route.path }
        let (shared, perPage) = lock.withLock { (rendered[key], rendersPerPage) }
        if let shared { return shared.filling(route.path) }
        let ancestors = navigation.ancestors(of: route)
        let list = SidebarList(open: Set(ancestors.compactMap(\.route)), page: route)
        let entries = collapses ? ownEntry(route, ancestors) : navigation.entries
        // A collapsed sidebar of the home page lists no entry: no list rather than an empty one.
        if collapses && entries.isEmpty { return "" }
        guard !perPage, let made = templates.compiled?.renderSlotted(TemplateEncoder.value(list.values(entries) { .slot(TemplateSlot(id: $0.path)) }),
                                                                     template: SidebarList.templateName) else {
            lock.withLock { rendersPerPage = true }
            // A template only swift-mustache renders: the whole list for each page. It renders
            // unless the template is missing, which the built-in theme rules out.
            return templates.render(list.values(entries) { .flag($0 == route) }, template: SidebarList.templateName) ?? ""
        }
        lock.withLock { rendered[key] = made }
        return made.filling(route.path)
    }

    /// The sidebar's link to the list of every top-level entry, or false when it lists them all.
    func indexLink(for route: PageRoute) -> LayoutContext.SidebarIndex? {
        collapses ? SectionsIndex.sidebarLink(from: route, count: navigation.entries.count) : nil
    }

    /// The top-level entry on the page's trail, or the page's own when it is one; none for the
    /// home page and pages outside the navigation.
    private func ownEntry(_ route: PageRoute, _ ancestors: [Navigation.Entry]) -> [Navigation.Entry] {
        if let top = ancestors.first { return [top] }
        return navigation.entries.first { $0.route == route }.map { [$0] } ?? []
    }
}
