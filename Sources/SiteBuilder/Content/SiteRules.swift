import StylebookKit
import StylebookMarkdown

/// Whole-site checks. Each only collects diagnostics; none changes anything.
enum SiteRules {
    /// `a/b.md` and `a/b/index.md` would both become `a/b/index.html`.
    static func duplicateRoutes(_ pages: [Page]) -> [Diagnostic] {
        var seen: [PageRoute: Page] = [:]
        var problems: [Diagnostic] = []
        for page in pages.sorted(by: { $0.item.relativePath < $1.item.relativePath }) {
            if let first = seen[page.route] {
                problems.append(.error(
                    "content/duplicate-url",
                    "page maps to URL '/\(page.route.path)', which '\(first.item.displayPath)' already uses",
                    at: SourceLocation(path: page.item.displayPath),
                    hint: "rename or move one of the two files"))
            } else {
                seen[page.route] = page
            }
        }
        return problems
    }

    /// Every internal link resolves, every `#anchor` names a heading (or an id) on its target page,
    /// and page titles are unique.
    static func check(pages: [Page], bodies: [RenderedMarkdown], resolver: LinkResolver) -> [Diagnostic] {
        var anchors: [PageRoute: Set<String>] = [:]
        for (page, body) in zip(pages, bodies) {
            anchors[page.route, default: []].formUnion(body.headings.map(\.id))
            anchors[page.route, default: []].formUnion(HTMLIDs.ids(in: page.document))
        }
        // Each page's links are checked on its own, in parallel; the anchor table is shared and read-only.
        let table = anchors
        let perPage = parallelMap(pages) { page in linkProblems(page, anchors: table, resolver: resolver) }
        var problems = perPage.flatMap { $0 }
        var byTitle: [String: [Page]] = [:]
        for page in pages { byTitle[page.title.lowercased(), default: []].append(page) }
        for (_, same) in byTitle where same.count > 1 {
            let sorted = same.sorted { $0.item.relativePath < $1.item.relativePath }
            for page in sorted.dropFirst() {
                problems.append(.warning(
                    "content/duplicate-title", "title '\(page.title)' is also used by '\(sorted[0].item.displayPath)'",
                    at: SourceLocation(path: page.item.displayPath),
                    hint: "give each page a distinct title so readers can tell them apart in navigation and search"))
            }
        }
        return problems
    }

    private static func linkProblems(_ page: Page, anchors: [PageRoute: Set<String>], resolver: LinkResolver) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for link in page.document.links() {
            let location = link.range?.start ?? SourceLocation(path: page.item.displayPath)
            switch resolver.resolve(link.destination, from: page.route, sourcePath: page.item.relativePath) {
            case .external, .asset: break
            case .broken(let reason, let hint):
                problems.append(.error("content/broken-link", reason, at: location, hint: hint))
            case .page(_, let target, let anchor?):
                guard !anchor.isEmpty, anchors[target]?.contains(anchor) != true else { continue }
                let known = (anchors[target] ?? []).sorted()
                let suggestion = Suggestion.closest(to: anchor, in: known)
                problems.append(.error(
                    "content/broken-anchor",
                    "link '\(link.destination)' points to '#\(anchor)', which is not a heading on '/\(target.path)'",
                    at: location,
                    hint: suggestion.map { "did you mean '#\($0)'?" } ?? "link to one of the page's headings"))
            case .page: break
            }
        }
        return problems
    }
}
