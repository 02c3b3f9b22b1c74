import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// Whole-site checks. Each only collects diagnostics; none changes anything.
enum SiteRules {
    /// `a/b.md` and `a/b/index.md` would both become `a/b/index.html`.
    static func duplicateRoutes(_ pages: [Page]) -> [Diagnostic] {
        // Indices and display paths, not pages: copying ten thousand pages into the sort and the
        // table cost more than the check.
        var seen: [PageRoute: String] = [:]
        seen.reserveCapacity(pages.count)
        var problems: [Diagnostic] = []
        for index in pages.indices.sorted(by: { pages[$0].item.relativePath < pages[$1].item.relativePath }) {
            let page = pages[index]
            if let first = seen[page.route] {
                problems.append(Diagnostic(
                    .contentDuplicateURL,
                    "page maps to URL '/\(page.route.path)', which '\(first)' already uses",
                    at: SourceLocation(path: page.item.displayPath),
                    hint: "rename or move one of the two files"))
            } else {
                seen[page.route] = page.item.displayPath
            }
        }
        return problems
    }

    /// A site without a page at its root opens on a listing of nothing (or a 404 on most hosts).
    static func missingHome(_ pages: [Page]) -> [Diagnostic] {
        guard let first = pages.first, !pages.contains(where: { $0.route.path.isEmpty }) else { return [] }
        let folder = String(first.item.displayPath.dropLast(first.item.relativePath.count))
        return [Diagnostic(
            .contentNoHomePage, "the site has no home page: no page is published at its root",
            at: SourceLocation(path: folder.isEmpty ? "." : folder),
            hint: "add `index.md` to the content folder (or give a page `slug: /`)")]
    }

    /// Every route's anchors (headings and ids), for `linkProblems(of:anchors:)`.
    static func anchorIndex(_ facts: [PageCheckFacts]) -> [PageRoute: Set<String>] {
        var anchors: [PageRoute: Set<String>] = [:]
        anchors.reserveCapacity(facts.count)
        for fact in facts {
            // Share each page's set; merge only for the rare route two pages claim.
            if let existing = anchors[fact.route] {
                anchors[fact.route] = existing.union(fact.anchors)
            } else {
                anchors[fact.route] = fact.anchors
            }
        }
        return anchors
    }

    /// One page's broken links and anchors.
    static func linkProblems(of fact: PageCheckFacts, anchors: [PageRoute: Set<String>]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for link in fact.links {
            let location = link.location
            switch link.resolution {
            case .external, .asset: break
            case .broken(let reason, let hint):
                problems.append(Diagnostic(.contentBrokenLink, reason, at: location, hint: hint))
            case .page(_, let target, let anchor?):
                guard !anchor.isEmpty, anchors[target]?.contains(anchor) != true else { continue }
                let known = (anchors[target] ?? []).sorted()
                // A heading with a custom id keeps its words at the end (`{#algolia-search-i18n}`).
                let suggestion = Suggestion.closest(to: anchor, in: known)
                    ?? known.first { $0.hasSuffix("-" + anchor) }
                problems.append(Diagnostic(
                    .contentBrokenAnchor,
                    "link '\(link.destination)' points to '#\(anchor)', which is not a heading on '/\(target.path)'",
                    at: location,
                    hint: suggestion.map { "did you mean '#\($0)'?" } ?? "link to one of the page's headings"))
            case .page: break
            }
        }
        return problems
    }

    /// Pages that share a title (a warning: the sidebar and search could not tell them apart).
    static func duplicateTitles(_ pages: [Page]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var byTitle: [String: [Int]] = [:]
        byTitle.reserveCapacity(pages.count)
        for (index, page) in pages.enumerated() { byTitle[page.title.lowercased(), default: []].append(index) }
        for (_, same) in byTitle where same.count > 1 {
            let sorted = same.map { pages[$0] }.sorted { $0.item.relativePath < $1.item.relativePath }
            for page in sorted.dropFirst() {
                problems.append(Diagnostic(
                    .contentDuplicateTitle, "title '\(page.title)' is also used by '\(sorted[0].item.displayPath)'",
                    at: SourceLocation(path: page.item.displayPath),
                    hint: "give each page a distinct title so readers can tell them apart in navigation and search"))
            }
        }
        return problems
    }
}
