import GeneratorSupport
import StylebookKit

/// The checks that look at one page against the whole site (its links and anchors) or the
/// theme (its front-matter keys), kept per page: an edit checks the edited page again, not every
/// page, unless it changed what other pages' links can reach.
extension SitePipeline {
    /// Brings every stale page's checks up to date.
    func refreshPageChecks() {
        let stale = state.staleChecks ?? Set(sortedPaths)
        state.staleChecks = []
        guard !stale.isEmpty else { return }
        if state.anchorIndex == nil { state.anchorIndex = SiteRules.anchorIndex(sortedPaths.compactMap { table[$0].facts }) }
        let anchors = state.anchorIndex ?? [:]
        let keyRule = FrontMatterKeyRule(templateKeys: state.templatePageKeys)
        let work = stale.map { (path: $0, page: table.page($0), facts: table[$0].facts) }
        let checked = parallelMap(work) { item -> [Diagnostic]? in
            guard let page = item.page else { return nil }
            return (item.facts.map { SiteRules.linkProblems(of: $0, anchors: anchors) } ?? []) + keyRule.check([page])
        }
        for (item, problems) in zip(work, checked) {
            guard let problems else { continue }
            // A restored page's record holds its checks: one kept as it was read would be stale.
            if problems != table[item.path].checks { table[item.path].restoredRecord = nil }
            table[item.path].checks = problems
        }
    }

    /// A page was rendered again: its own checks are stale, and every page's when the anchors
    /// or route other pages link to changed.
    func factsChanged(_ path: String, to fact: PageCheckFacts) {
        if let old = table[path].facts, old.route == fact.route, old.anchors == fact.anchors {
            state.staleChecks?.insert(path)
        } else {
            state.anchorIndex = nil
            state.staleChecks = nil
        }
    }
}
