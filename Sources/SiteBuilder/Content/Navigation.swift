import GeneratorSupport
/// The sidebar: Content/'s folders as sections, pages ordered by front-matter `order`, then title.
/// Built once per build; pages only mark themselves as current when rendered.
struct Navigation: Sendable {
    struct Entry: Sendable {
        var title: String
        /// nil for a folder without an index.md: a heading, not a link.
        var route: PageRoute?
        var order: Double?
        var children: [Entry]
        /// `collapsed: false` in the folder's `_category_` file: open on every page.
        var alwaysOpen = false
    }

    var entries: [Entry]
    /// Pages in reading order (depth first through the sidebar), for previous/next links.
    var readingOrder: [PageRoute]
    /// Lookups built once, so each page finds its place in constant time however large the site.
    private var positions: [PageRoute: Int] = [:]
    private var trails: [PageRoute: [Entry]] = [:]

    /// `categories`: each folder's `_category_` file, by folder; its label and position win
    /// over the folder's index page, as in Docusaurus.
    init(pages: [Page], categories: [String: CategoryFile] = [:]) {
        // Group pages by folder path; a folder's index.md heads its section.
        var byFolder: [String: [Page]] = [:]
        var sectionIndex: [String: Page] = [:]
        var folders: Set<String> = [""]
        for page in pages {
            let parts = page.item.relativePath.split(separator: "/").map(String.init)
            let folder = parts.dropLast().joined(separator: "/")
            for depth in 0..<parts.count { folders.insert(parts.prefix(depth).joined(separator: "/")) }
            if let last = parts.last, last == "index.md" || last == "index.mdx" {
                sectionIndex[folder] = page
            } else {
                byFolder[folder, default: []].append(page)
            }
        }
        func build(_ folder: String) -> [Entry] {
            var entries = (byFolder[folder] ?? []).map {
                Entry(title: $0.navigationTitle, route: $0.route, order: $0.order, children: [])
            }
            let prefix = folder.isEmpty ? "" : folder + "/"
            let subfolders = folders.filter { $0.hasPrefix(prefix) && $0 != folder && !$0.dropFirst(prefix.count).contains("/") }
            for sub in subfolders {
                let index = sectionIndex[sub]
                let name = String(sub.split(separator: "/").last ?? "")
                let children = build(sub)
                let category = categories[sub]
                entries.append(Entry(
                    title: category?.label ?? index?.navigationTitle ?? PageLoader.title(fromFileName: name + ".md"),
                    route: index?.route, order: category?.position ?? index?.order, children: children,
                    alwaysOpen: category?.collapsed == false))
            }
            return entries.sorted(by: Self.precedes)
        }
        entries = build("")
        var order: [PageRoute] = []
        if let home = sectionIndex[""] { order.append(home.route) }
        func walk(_ entries: [Entry]) {
            for entry in entries {
                if let route = entry.route { order.append(route) }
                walk(entry.children)
            }
        }
        walk(entries)
        readingOrder = order
        for (index, route) in order.enumerated() where positions[route] == nil { positions[route] = index }
        var trails: [PageRoute: [Entry]] = [:]
        func record(_ entries: [Entry], _ trail: [Entry]) {
            for entry in entries {
                if let route = entry.route, trails[route] == nil { trails[route] = trail }
                record(entry.children, trail + [entry])
            }
        }
        record(entries, [])
        self.trails = trails
    }

    func position(of route: PageRoute) -> Int? { positions[route] }

    static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        switch (a.order, b.order) {
        case let (x?, y?) where x != y: return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        default:
            let ta = a.title.lowercased(), tb = b.title.lowercased()
            // Titles `<` cannot order (not in NFC, see `String.inByteOrder`) go by their bytes.
            if ta != tb { return ta < tb || !(tb < ta) && String.inByteOrder(ta, tb) }
            return String.inByteOrder(a.route?.path ?? "", b.route?.path ?? "")
        }
    }

    /// The chain of sections leading to `route`, for breadcrumbs (excluding the page itself).
    func ancestors(of route: PageRoute) -> [Entry] {
        trails[route] ?? []
    }
}

extension Navigation.Entry {
    /// Where a section without an index.md leads: its first page.
    var firstPage: PageRoute? {
        route ?? children.lazy.compactMap(\.firstPage).first
    }

    func contains(_ target: PageRoute) -> Bool {
        route == target || children.contains { $0.contains(target) }
    }
}
