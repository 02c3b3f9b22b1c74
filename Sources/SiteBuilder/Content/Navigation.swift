/// The sidebar: Content/'s folders as sections, pages ordered by front-matter `order`, then title.
/// Built once per build; pages only mark themselves as current when rendered.
struct Navigation: Sendable {
    struct Entry: Sendable {
        var title: String
        /// nil for a folder without an index.md: a heading, not a link.
        var route: PageRoute?
        var order: Int?
        var children: [Entry]
    }

    var entries: [Entry]
    /// Pages in reading order (depth first through the sidebar), for previous/next links.
    var readingOrder: [PageRoute]
    /// Index of each route in `readingOrder`, and the sections above it: per-page lookups
    /// must not walk the whole site, or rendering every page becomes quadratic.
    var readingPosition: [PageRoute: Int] = [:]
    private var trails: [PageRoute: [Entry]] = [:]

    init(pages: [Page]) {
        // Group pages by folder path; a folder's index.md heads its section.
        var byFolder: [String: [Page]] = [:]
        var sectionIndex: [String: Page] = [:]
        var folders: Set<String> = [""]
        for page in pages {
            let parts = page.item.relativePath.split(separator: "/").map(String.init)
            let folder = parts.dropLast().joined(separator: "/")
            for depth in 0..<parts.count { folders.insert(parts.prefix(depth).joined(separator: "/")) }
            if parts.last == "index.md" {
                sectionIndex[folder] = page
            } else {
                byFolder[folder, default: []].append(page)
            }
        }
        func build(_ folder: String) -> [Entry] {
            var entries = (byFolder[folder] ?? []).map {
                Entry(title: $0.title, route: $0.route, order: $0.order, children: [])
            }
            let prefix = folder.isEmpty ? "" : folder + "/"
            let subfolders = folders.filter { $0.hasPrefix(prefix) && $0 != folder && !$0.dropFirst(prefix.count).contains("/") }
            for sub in subfolders {
                let index = sectionIndex[sub]
                let name = String(sub.split(separator: "/").last ?? "")
                entries.append(Entry(
                    title: index?.title ?? PageLoader.title(fromFileName: name + ".md"),
                    route: index?.route, order: index?.order, children: build(sub)))
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
        for (position, route) in order.enumerated() where readingPosition[route] == nil { readingPosition[route] = position }
        func record(_ entries: [Entry], _ trail: [Entry]) {
            for entry in entries {
                if let route = entry.route, trails[route] == nil { trails[route] = trail }
                record(entry.children, trail + [entry])
            }
        }
        record(entries, [])
    }

    static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        switch (a.order, b.order) {
        case let (x?, y?) where x != y: return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        default:
            let ta = a.title.lowercased(), tb = b.title.lowercased()
            return ta != tb ? ta < tb : (a.route?.path ?? "") < (b.route?.path ?? "")
        }
    }

    /// The chain of sections leading to `route`, for breadcrumbs (excluding the page itself).
    func ancestors(of route: PageRoute) -> [Entry] {
        trails[route] ?? []
    }
}
