import Foundation
import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// The one build pipeline: runs its plan's steps (`PipelinePlan`: build, check or serve) in order
/// over a site whose step results it keeps (parsed pages, rendered Markdown, check facts,
/// navigation, compiled templates).
///
/// A build starts empty and runs every step over every page. `serve` keeps one pipeline alive
/// and hands each change to `run`: the steps then work only on what the change touches (one
/// page parsed and rendered again, or every page when titles, order, the set of pages or the
/// theme change), and the write step moves only files whose bytes changed. Errors leave the
/// output as it was; the work they held back stays pending until a run succeeds.
final class SitePipeline: @unchecked Sendable {
    let options: BuildOptions
    /// Which steps run, and what they keep, read and report.
    let plan: PipelinePlan
    /// The design system's audit, exports and generated pages, worked out once per pipeline
    /// (serve restarts with a rebuilt binary when the design system changes).
    let outputs: DesignSystemOutputs?
    /// Made again when the theme changes: the component pages are its template's.
    var generated: GeneratedItems

    /// Every page and what the pipeline knows about it.
    var table = PageTable()
    /// The site beyond its pages: other files, the theme, the tables made from every page.
    var state = SiteState()
    var searchIndex = SearchIndexState()
    /// What the next write must do beyond the pages of the run (`PendingOutput`).
    var pending = PendingOutput()
    /// The last run found errors: its pages were not written, so neither is the search index.
    var writesHeldBack = false
    var handoffs = BuildHandoffs()

    struct SiteWide: Sendable {
        var problems: [Diagnostic]
        /// For neighbour titles; holds each page as it was when the titles last changed.
        var pagesByRoute: [PageRoute: Page]

        init(_ list: [Page]) {
            problems = SiteRules.duplicateRoutes(list) + SiteRules.duplicateTitles(list) + SiteRules.missingHome(list)
            pagesByRoute = Dictionary(list.map { ($0.route, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// What a run is asked to look at. A fresh pipeline's first run looks at everything.
    struct Changes {
        /// Walk Content/ again: something appeared, vanished or is not known yet.
        var rescan = false
        /// Content-relative paths of known pages to parse again.
        var pages: Set<String> = []
        /// Content-relative paths of known assets to copy again.
        var assets: Set<String> = []
        /// A template or theme asset changed.
        var theme = false

        static let everything = Changes(rescan: true, theme: true)
    }

    /// What one run found and did, as the steps hand it on.
    struct Run {
        var changes: Changes
        var toParse: [ContentItem] = []
        /// Pages parsed successfully in this run.
        var loaded: [String] = []
        /// The templates were compiled in this run already (a one-shot build does it before parsing).
        var templatesLoaded = false
        var indexChanged = false
        var navigationChanged = false
        var diagnostics: [Diagnostic] = []
        /// Output problems (write failures); the output was left as it was.
        var writeProblems: [Diagnostic] = []
        var output: (any SiteOutput)?
        /// The search index of a full write, worked out while the pages are laid out.
        var searchIndexFiles: BackgroundWork<[(path: String, text: String)]>?
        var stopped = false
        var changedFiles: [String] = []
        /// The write replaced the output folder whole: every stamp in it is new, not only those
        /// of `changedFiles`.
        var replacedOutputFolder = false
        var renderedPages = 0
        /// Pages whose Markdown was rendered (and, unless a one-shot build read it already, read).
        var renderedMarkdown = 0
        /// Whether this run (re)writes the whole site, and how many pages it renders otherwise.
        var writesEverything = false
        var pendingPages = 0
        var wrote = false
        /// What the build cache is keyed by, when this run uses one (`loadCache`).
        var cacheFingerprint: BuildFingerprint?
        /// The run took up a build cache: only what changed since was read and rendered.
        var restoredFromCache = false
    }

    init(options: BuildOptions, plan: PipelinePlan) {
        self.options = options
        self.plan = plan
        outputs = options.designSystem.map {
            var outputs = DesignSystemOutputs(system: $0, policy: options.contrastPolicy, roleMatrix: options.roleMatrix, release: options.release,
                                              exportSettings: options.exportSettings, registry: options.exporters,
                                              repairCanSplitMode: options.repairCanSplitMode,
                                              changes: options.changes, tokenHistory: options.tokenHistory)
            if options.changes == nil, let versions = options.versions, versions.isOld, versions.current == versions.entries.count - 1 {
                outputs.firstVersion = versions.entries[versions.current].label
            }
            return outputs
        }
        generated = GeneratedItems(outputs: outputs, reference: options.reference, contentDirectory: options.contentDirectory,
                                   theme: options.theme)
    }

    /// Runs the plan's steps in order, until one stops the run.
    func run(_ changes: Changes) -> Run {
        var run = Run(changes: changes)
        for step in plan.steps {
            timed(step.rawValue) { perform(step, &run) }
            if run.stopped { break }
            if step == .check, plan.savesBuildCache, usesBuildCache { startEncodingPageRecords() }
        }
        if let output = run.output, !run.wrote { output.discard() }
        if plan.writes { writesHeldBack = !run.wrote }
        run.diagnostics = (run.diagnostics + run.writeProblems).sortedForDisplay()
        return run
    }

    private func perform(_ step: PipelineStep, _ run: inout Run) {
        switch step {
        case .loadCache: loadCache(&run)
        case .discover: discover(&run)
        case .parse: parse(&run)
        case .resolve: resolve(&run)
        case .renderMarkdown: renderMarkdown(&run)
        case .check: check(&run)
        case .renderTemplates: renderTemplates(&run)
        case .publish: publish(&run)
        case .write: write(&run)
        case .saveCache: saveCache(&run)
        }
    }

    // MARK: - Page table

    /// Content-relative paths of every Markdown page known, loaded or not.
    var knownPagePaths: Set<String> { table.knownPaths }

    /// Every change to the set of pages goes through here, so the site-wide tables follow.
    @discardableResult
    func setPage(_ page: Page?, at path: String) -> Page? {
        let (old, setChanged) = table.setPage(page, at: path)
        if setChanged { state.siteWide = nil }
        return old
    }

    /// Pages in discovery order, as a full build sees them.
    var pageList: [Page] { table.pageList() }

    var sortedPaths: [String] { table.sortedPaths() }

    func siteWideTables() -> SiteWide {
        if let siteWide = state.siteWide { return siteWide }
        let made = SiteWide(pageList)
        state.siteWide = made
        return made
    }

    // MARK: - Timing

    /// Names a step; the seam where timing and progress reporting hook in.
    /// `STYLEBOOK_TIMINGS=1` prints each step's wall time to standard error, for profiling.
    /// `reportsProgress: false` for work around the steps (the build cache), timed but not shown.
    func timed<T>(_ name: String, reportsProgress: Bool = true, _ body: () throws -> T) rethrows -> T {
        if reportsProgress { options.progress?(name, 0, 0) }
        guard Self.printsTimings else { return try body() }
        let start = ContinuousClock.now
        let startCPU = Self.usage().cpu
        defer {
            // CPU time beside wall time shows how much of the step used both cores; the peak so
            // far tells which step sets the build's memory high-water mark.
            let (cpu, peak) = Self.usage()
            let wall = ContinuousClock.now - start
            let seconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
            Console.error("timing: \(name): \(seconds) seconds, \(cpu - startCPU) s CPU (peak \(peak) MB)")
        }
        return try body()
    }

    /// CPU seconds (user and system) so far and peak resident megabytes.
    private static func usage() -> (cpu: Double, peak: Int) {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        return (cpu, usage.ru_maxrss / 1024)
    }

    private static let printsTimings = ProcessInfo.processInfo.environment["STYLEBOOK_TIMINGS"] == "1"
}
