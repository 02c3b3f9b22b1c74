import GeneratorSupport
import StylebookKit

/// The checks that look at one page against the whole site (its links and anchors) or the
/// theme (its front-matter keys), kept per page: an edit checks the edited page again, not every
/// page, unless it changed what other pages' links can reach.
extension SitePipeline {
    /// Brings every stale page's checks up to date.
    func refreshPageChecks() {
        let stale = staleChecks ?? Set(pages.keys)
        staleChecks = []
        guard !stale.isEmpty else { return }
        if anchorIndex == nil { anchorIndex = SiteRules.anchorIndex(sortedPaths.compactMap { facts[$0] }) }
        let anchors = anchorIndex ?? [:]
        let keyRule = FrontMatterKeyRule(templateKeys: templatePageKeys)
        let work = stale.map { (path: $0, page: pages[$0], facts: facts[$0]) }
        let checked = parallelMap(work) { item -> [Diagnostic]? in
            guard let page = item.page else { return nil }
            return (item.facts.map { SiteRules.linkProblems(of: $0, anchors: anchors) } ?? []) + keyRule.check([page])
        }
        for (item, problems) in zip(work, checked) {
            // A restored page's record holds its checks: one kept as it was read would be stale.
            if let problems, problems != pageChecks[item.path] { restoredRecords[item.path] = nil }
            pageChecks[item.path] = problems
        }
    }

    /// A page was rendered again: its own checks are stale, and every page's when the anchors
    /// or route other pages link to changed.
    func factsChanged(_ path: String, to fact: PageCheckFacts) {
        if let old = facts[path], old.route == fact.route, old.anchors == fact.anchors {
            staleChecks?.insert(path)
        } else {
            anchorIndex = nil
            staleChecks = nil
        }
    }
}
