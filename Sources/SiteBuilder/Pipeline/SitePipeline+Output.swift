import Foundation
import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// check → render templates → publish → write.
extension SitePipeline {
    /// Every problem the site has now, as a build reports it; stops the run on any error.
    func check(_ run: inout Run) {
        if state.templates == nil, state.templateProblems.isEmpty { loadTemplates() }
        let keys = Set(table.pages.flatMap { $0.page.frontMatter.values.keys })
        if run.changes.theme || state.lintedKeys != keys {
            state.lintedKeys = keys
            state.lintProblems = state.templates == nil ? []
                : TemplateLint.check(options.theme, scanned: state.scannedTemplates ?? TemplateLint.Scanned(options.theme), frontMatterKeys: keys)
        }
        run.diagnostics = currentDiagnostics()
        run.writesEverything = pending.everything
        run.pendingPages = pending.pages.count
        if run.diagnostics.hasErrors { run.stopped = true }
    }

    func currentDiagnostics() -> [Diagnostic] {
        let paths = sortedPaths
        let designSystem = plan.designSystemFindings == .reported ? outputs?.diagnostics ?? [] : []
        var diagnostics = ContrastFindings.inBuild(designSystem, severity: options.contrastBuildSeverity) + state.discoveryProblems
        diagnostics += table.loadFailures
        // The site-wide tables are serial work: made on another thread while the page checks run.
        let tables = state.siteWide == nil ? BackgroundWork { [list = pageList] in SiteWide(list) } : nil
        refreshPageChecks()
        // A page that no longer loads reports that alone: its last good version's problems and
        // links are of text no longer in the file (serve keeps that version for the other pages).
        for path in paths {
            let entry = table[path]
            if entry.loadFailure == nil { diagnostics += entry.problems + (entry.checks ?? []) }
        }
        if let tables { state.siteWide = tables.wait() }
        let siteWide = siteWideTables()
        diagnostics += siteWide.problems
        if let collision = SectionsIndex.collision(pagesByRoute: siteWide.pagesByRoute, navigation: state.navigation, limit: options.sidebarSections) {
            diagnostics.append(collision)
        }
        diagnostics += state.templateProblems + state.lintProblems + generated.problems
        // A partial's own problems come once, not once per page that inlines it.
        var seen = Set<Diagnostic>()
        diagnostics = diagnostics.filter { $0.location?.path.hasSuffix(".mdx") != true || seen.insert($0).inserted }
        return diagnostics.applying(options.severityOverrides)
    }

    func loadTemplates() {
        state.lintedKeys = nil
        // The unknown-key check depends on the keys the templates read.
        state.staleChecks = nil
        let loaded = handoffs.earlyTheme?.wait() ?? LoadedTheme(options: options)
        handoffs.earlyTheme = nil
        state.scannedTemplates = loaded.scanned
        state.templatePageKeys = loaded.pageKeys
        state.templates = loaded.templates
        state.publishing = loaded.publishing ?? state.publishing
        state.templateProblems = loaded.problems
        // Theme assets are published under content hashes that every page names, and the 404
        // page uses the layout: all of it is written again.
        pending.everything = true
    }

    /// The options' memory, or a staging folder beside the output folder; for the pages, with
    /// what is known of that folder already (listed early, or recorded by the last build).
    private func makeOutput(forPages: Bool = true) -> any SiteOutput {
        if let memory = options.memoryOutput { return memory }
        let output = StagedOutput(destination: options.outputDirectory, writer: options.writer,
                                  spare: CacheFile.location("spare", for: options.outputDirectory, in: options.cacheDirectory))
        guard forPages else { return output }
        output.earlyListing = handoffs.outputListing
        output.previousRecord = handoffs.previousOutputRecord
        handoffs.outputListing = nil
        return output
    }

    /// Renders the pending pages into the layout and stages those whose bytes changed.
    func renderTemplates(_ run: inout Run) {
        guard let templates = state.templates, let publishing = state.publishing else { return }
        let output = makeOutput()
        if let problem = output.prepare() {
            run.writeProblems.append(problem)
            run.stopped = true
            return
        }
        run.output = output
        if pending.everything {
            // The index's own work is mostly serial: it runs while the pages use the cores.
            let documents = searchDocuments()
            run.searchIndexFiles = BackgroundWork { SearchIndex(documents: documents).files() }
        }
        let list = pending.everything ? pageList : pending.pages.sorted().compactMap { table.page($0) }
        let pagesByRoute = siteWideTables().pagesByRoute
        let navigation = self.state.navigation
        let siteValues = options.site
        let lastUpdated = options.lastUpdated
        // A one-shot build needs no body once its page is laid out: each goes with its page, so
        // the HTML of a large site is never all alive at the end (100,000 pages: about 1 GB).
        let releasesBodies = plan.documents == .renderedAsParsed
        let work = list.map { page in
            let path = page.item.relativePath
            return (page, Handoff(releasesBodies ? table.takeBody(path) : table[path].body))
        }
        let sidebars = SidebarCache(navigation: navigation, templates: templates, limit: options.sidebarSections)
        let counter = ProgressCounter(step: "render", total: work.count, report: options.progress)
        // A clean build has no previous output to read ahead: 10,000 failing opens at 10,000 pages.
        let readsAhead = output is StagedOutput && plan.readsPreviousOutput && handoffs.previousOutputRecord == nil
            && FileTree.exists(options.outputDirectory.path)
        let ahead = readsAhead ? work.map { options.outputDirectory.path + "/" + $0.0.route.outputFile } : []
        // Where each body landed, for the cache: the next build reads it back if only the layout changes.
        let placesBodies = plan.savesBuildCache && usesBuildCache
        let results: [(problem: Diagnostic?, placement: BodyPlacement?)] = parallelMap(Array(work.indices)) { index in
            defer { counter.tick() }
            let page = work[index].0
            let body = work[index].1.take() ?? Self.emptyBody
            if index + FileWriter.prefetchDistance < ahead.count { FileWriter.prefetch(path: ahead[index + FileWriter.prefetchDistance]) }
            var context = PageContext(page: page, body: body, navigation: navigation, site: siteValues,
                                      pagesByRoute: pagesByRoute, sidebars: sidebars, resolver: state.resolver)
            context.lastUpdated = lastUpdated?.date(for: page.item)
            guard let html = templates.render(publishing.addingValues(to: context.values(), for: page.route)) else {
                return (Diagnostic(.templateRenderFailed, "layout template could not be rendered"), nil)
            }
            do {
                try output.write(Data(html.utf8), to: page.route.outputFile)
                return (nil, placesBodies ? BodyPlacement(of: body, in: html) : nil)
            } catch {
                return (Diagnostic(.outputWriteFailed, "cannot write '\(page.route.outputFile)': \(StagedOutput.reason(error))",
                              at: SourceLocation(path: page.item.displayPath),
                              hint: "check free disk space and permissions; the previous site was kept"), nil)
            }
        }
        for (page, result) in zip(list, results) { table[page.item.relativePath].bodyPlacement = result.placement }
        run.renderedPages = list.count
        run.writeProblems += results.compactMap(\.problem)
        if !run.writeProblems.isEmpty { run.stopped = true }
    }

    /// Everything besides pages: on a full write every file, otherwise the pending copies and removals.
    func publish(_ run: inout Run) {
        guard let output = run.output, let publishing = state.publishing, let templates = state.templates else { return }
        var source: URL?
        do {
            let routes = Set(table.pages.map(\.page.route))
            for route in pending.removedRoutes.sorted() where !routes.contains(route) {
                output.remove(route.outputFile)
            }
            for relative in pending.removals.sorted() where pending.copies[relative] == nil { output.remove(relative) }
            if pending.everything {
                for file in outputs?.exports ?? [] {
                    try output.write(file.contents, to: DesignSystemOutputs.tokensFolder + "/" + file.path)
                }
                for asset in state.assets.values.sorted(by: { $0.relativePath < $1.relativePath }) {
                    source = asset.url
                    try output.copy(asset.url, to: asset.sitePath)
                }
                source = nil
                run.writeProblems += try publishing.write(pages: pageList, navigation: state.navigation, templates: templates, into: output)
                try publishing.writeMountedSites(into: output)
                try writeSearchIndex(into: output, files: run.searchIndexFiles?.wait())
            } else {
                for (relative, url) in pending.copies.sorted(by: { $0.key < $1.key }) {
                    source = url
                    try output.copy(url, to: relative)
                }
                if searchIndex.isStale, plan.searchIndex == .withPages { try writeSearchIndex(into: output) }
            }
        } catch {
            run.writeProblems.append(StagedOutput.copyFailure(error, source: source))
        }
        if !run.writeProblems.isEmpty { run.stopped = true }
    }

    /// Moves what was staged into the output folder. A full write also removes every file the
    /// site no longer produces.
    func write(_ run: inout Run) {
        guard let output = run.output else { return }
        if let problem = output.commit(pruning: pending.everything) {
            run.writeProblems.append(problem)
            return
        }
        run.wrote = true
        run.changedFiles = output.changedFiles
        run.replacedOutputFolder = output.swapped
        pending = PendingOutput(everything: false)
    }

    /// Writes the search index again after pages changed. Serve runs it after the reload is
    /// sent, because it covers every page: the edited page is served first, the index follows.
    func refreshSearchIndex() -> [Diagnostic] {
        guard let snapshot = searchIndexSnapshot() else { return [] }
        return writeSearchIndex(SearchIndex(documents: snapshot.documents).files(), generation: snapshot.generation)
    }

    /// The entries of a search index that is out of date, numbered; nil when it is up to date
    /// or must wait for a full write. Serve works out the files from them off its session, so
    /// the next edit is not held up by the whole-site index.
    func searchIndexSnapshot() -> (generation: Int, documents: [SearchDocument])? {
        guard searchIndex.isStale, !pending.everything, !writesHeldBack else { return nil }
        searchIndex.isStale = false
        searchIndex.generations.made += 1
        return (searchIndex.generations.made, searchDocuments())
    }

    /// Writes the index worked out from snapshot `generation`, unless a newer one was written.
    func writeSearchIndex(_ files: [(path: String, text: String)], generation: Int) -> [Diagnostic] {
        guard generation > searchIndex.generations.written else { return [] }
        searchIndex.generations.written = generation
        let output = makeOutput(forPages: false)
        if let problem = output.prepare() { return [problem] }
        do {
            try write(files, into: output)
        } catch {
            output.discard()
            return [StagedOutput.copyFailure(error, source: nil)]
        }
        return output.commit(pruning: false).map { [$0] } ?? []
    }

    /// The search index, with term files no page uses any more removed.
    private func writeSearchIndex(into output: any SiteOutput, files: [(path: String, text: String)]? = nil) throws {
        searchIndex.isStale = false
        searchIndex.generations.made += 1
        searchIndex.generations.written = searchIndex.generations.made
        try write(files ?? SearchIndex(documents: searchDocuments()).files(), into: output)
    }

    /// Every page's search entry, in page order.
    private func searchDocuments() -> [SearchDocument] {
        sortedPaths.compactMap { table[$0].search }
    }

    private func write(_ files: [(path: String, text: String)], into output: any SiteOutput) throws {
        for file in files { try output.write(Data(file.text.utf8), to: file.path) }
        output.removeUnproduced(below: SearchIndex.folder)
    }

    /// Stands in for a body not rendered yet; never written (such a page blocks writing with its own error).
    static let emptyBody = RenderedMarkdown(html: "", headings: [])
}
