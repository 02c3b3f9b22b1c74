/// How a command runs the pipeline: which steps, and what it keeps, reads and reports. The three
/// commands are three plans of the one pipeline, written out side by side, so what `check` runs
/// is read here rather than in the pipeline's state.
struct PipelinePlan: Sendable {
    /// The steps run, in the order of `PipelineStep.allCases`.
    var steps: [PipelineStep]
    /// What becomes of each page's parsed tree.
    var documents: Documents
    /// When the search index is written, in a plan that writes.
    var searchIndex: SearchIndexTiming
    /// Whether a run that lays out every page reads and lists the previous output while pages
    /// parse (`StagedOutput.earlyListing`, `FileWriter.prefetch`).
    var readsPreviousOutput: Bool
    /// Whether the design system's findings (validation, contrast audit, exports) are among the
    /// run's diagnostics.
    var designSystemFindings: DesignSystemFindings
    /// Whether the run ends by saving a build cache (unless `--no-cache`), so each page's record
    /// is encoded while the templates render.
    var savesBuildCache: Bool { steps.contains(.saveCache) }

    /// The steps over the pages, without the build cache's.
    static let pageSteps = PipelineStep.allCases.filter { $0 != .loadCache && $0 != .saveCache }

    enum Documents: Sendable {
        /// Each page rendered as soon as it is parsed and its tree freed (`PreRendered`): the
        /// trees of a large site are never all alive at once.
        case renderedAsParsed
        /// Every tree kept, so an edit renders a page again without reading it.
        case kept
    }

    enum SearchIndexTiming: Sendable {
        /// In the same commit as the pages.
        case withPages
        /// After the reload is sent (`SiteSession.refreshSearchIndex`): it covers every page.
        case afterPages
    }

    enum DesignSystemFindings: Sendable {
        case reported
        /// Left to the caller: `check` reports them in its audit report, made from this run's
        /// audit (`BuildReport.audit`), so the system is audited once.
        case leftToCaller
    }

    /// `stylebook build`: every step over every page, once.
    static let build = PipelinePlan(steps: PipelineStep.allCases, documents: .renderedAsParsed, searchIndex: .withPages,
                                    readsPreviousOutput: true, designSystemFindings: .reported)

    /// `stylebook check`: the build without rendering into templates or writing, so it reports
    /// exactly what a build would and leaves the output alone.
    static func check(designSystemFindings: DesignSystemFindings) -> PipelinePlan {
        PipelinePlan(steps: Array(pageSteps.prefix { $0 != .renderTemplates }), documents: .renderedAsParsed,
                     searchIndex: .withPages, readsPreviousOutput: false, designSystemFindings: designSystemFindings)
    }

    /// `stylebook serve`: every step, run again for each change over what it touches.
    static let serve = PipelinePlan(steps: pageSteps, documents: .kept, searchIndex: .afterPages,
                                    readsPreviousOutput: false, designSystemFindings: .reported)

    /// Whether the plan writes the output folder.
    var writes: Bool { steps.contains(.write) }
}
