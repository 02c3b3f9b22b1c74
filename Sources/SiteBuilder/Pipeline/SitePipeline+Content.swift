import Foundation
import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// discover → parse → resolve → render Markdown.
extension SitePipeline {
    /// Two files whose names differ only in Unicode normalisation ("é" as one character or as
    /// "e" and an accent): they would publish the same URL.
    static func sameNameProblem(_ item: ContentItem, _ other: ContentItem) -> Diagnostic {
        Diagnostic(.contentDuplicateURL,
                   "'\(item.displayPath)' and '\(other.displayPath)' have names that differ only in how their accented letters are encoded, so they would publish the same URL",
                   at: SourceLocation(path: item.displayPath),
                   hint: "rename or remove one of them (macOS and some editors write names with accents decomposed, NFD)")
    }

    /// Walks Content/ again when asked to, and brings pages and assets in line with what is there
    /// now: gone pages are dropped, new ones queued for parsing, asset copies and removals pended.
    func discover(_ run: inout Run) {
        var toParse = Set(run.changes.pages)
        if run.changes.theme { remakeGeneratedPages(&run, toParse: &toParse) }
        for relative in run.changes.assets.sorted() {
            pending.copies[state.assets[relative]?.sitePath ?? relative] = state.assets[relative]?.url ?? options.contentDirectory.appendingPathComponent(relative)
        }
        if run.changes.rescan {
            let early = handoffs.earlyDiscovery
            handoffs.earlyDiscovery = nil
            let discovered = early?.wait() ?? options.discoverContent()
            state.discoveryProblems = discovered.diagnostics
            var found: [String: ContentItem] = [:]
            for item in discovered.items {
                // Swift's strings are equal when canonically equivalent: two files whose names
                // differ only in how an accent is encoded would be one key, and one page lost.
                if let other = found[item.relativePath] {
                    state.discoveryProblems.append(Self.sameNameProblem(item, other))
                    continue
                }
                found[item.relativePath] = item
            }
            for item in generated.items {
                if let mine = found[item.relativePath] {
                    state.discoveryProblems.append(Diagnostic(
                        .contentDuplicateURL, "page maps to URL '/\(PageRoute(sourcePath: item.relativePath).path)', which a page the build generates already uses",
                        at: SourceLocation(path: mine.displayPath),
                        hint: "rename or move the file; the build generates this page (from the design system, or Stylebook's reference)"))
                }
                found[item.relativePath] = item
            }
            let foundPages = Set(found.values.filter { $0.kind == .page }.map(\.relativePath))
            let foundAssets = found.values.filter { $0.kind == .asset }
            let fixedFiles = SitePublishing.fixedFiles(baseURL: options.writesSitemap ? options.baseURL : nil)
            for item in foundAssets.sorted(by: { $0.relativePath < $1.relativePath }) {
                guard let what = fixedFiles[item.sitePath] else { continue }
                state.discoveryProblems.append(Diagnostic(
                    .contentDuplicateURL, "'\(item.displayPath)' would be published as '/\(item.sitePath)', which the build writes itself: \(what)",
                    at: SourceLocation(path: item.displayPath),
                    hint: item.sitePath == NotFoundPage.outputFile
                        ? "remove the file; to change the page, eject and edit the layout (`stylebook theme eject layout.html`)"
                        : "remove the file, or leave the base URL unset (`baseURL` in stylebook.yml, `--base-url`) to publish your own sitemap.xml and robots.txt"))
            }
            state.discoveryProblems += Self.versionFolderProblems(found.values, mounted: options.mountedSites)

            let known = knownPagePaths
            for gone in known.subtracting(foundPages).sorted() {
                forget(gone)
            }
            run.indexChanged = known != foundPages
            let assetPaths = Set(foundAssets.map(\.relativePath))
            if assetPaths != Set(state.assets.keys) {
                run.indexChanged = true
                for gone in Set(state.assets.keys).subtracting(assetPaths) { pending.removals.insert(state.assets[gone]?.sitePath ?? gone) }
            }
            for item in foundAssets where state.assets[item.relativePath] == nil {
                pending.copies[item.sitePath] = item.url
            }
            state.assets = Dictionary(foundAssets.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
            readCategories(found.values.filter { $0.kind == .category }, &run)
            // An edited partial is inlined again into every page that imports one.
            let partialItems = found.values.filter { $0.kind == .partial }
            let stamps = Dictionary(partialItems.map { ($0.relativePath, FileStamp(path: $0.path)) }, uniquingKeysWith: { first, _ in first })
            if stamps != state.partialStamps {
                if Set(stamps.keys) != Set(state.partialStamps.keys) { run.indexChanged = true }
                state.partialStamps = stamps
                toParse.formUnion(table.pages.filter { $0.page.usesPartials }.map(\.path))
            }
            toParse = toParse.intersection(foundPages).union(foundPages.subtracting(known))
            run.toParse = toParse.sorted().compactMap { table.page($0)?.item ?? found[$0] }
            // Pages restored from the cache name their files as discovery would; keep discovery's word.
            let renamed = table.pages.compactMap { path, page in found[path].flatMap { $0 != page.item ? (path, $0) : nil } }
            for (path, item) in renamed { table.updatePage(at: path) { $0.item = item } }
        } else {
            run.toParse = toParse.sorted().map { table.page($0)?.item ?? table[$0].draft ?? pageItem($0) }
        }
    }

    /// The theme holds the component page's template: a generated page whose text changed is
    /// parsed again, and one that came or went makes the run look at every file.
    private func remakeGeneratedPages(_ run: inout Run, toParse: inout Set<String>) {
        let made = GeneratedItems(outputs: outputs, reference: options.reference, contentDirectory: options.contentDirectory,
                                  theme: options.theme)
        let before = Dictionary(generated.items.map { ($0.relativePath, $0.generatedText) }, uniquingKeysWith: { first, _ in first })
        if Set(before.keys) != Set(made.items.map(\.relativePath)) { run.changes.rescan = true }
        for item in made.items where before[item.relativePath] != item.generatedText {
            table.updatePage(at: item.relativePath) { $0.item = item }
            toParse.insert(item.relativePath)
        }
        generated = made
    }

    /// True when the sidebar, pager and breadcrumbs show the two versions of a page alike.
    static func sameNavigation(_ a: Page, _ b: Page) -> Bool {
        a.route == b.route && a.title == b.title && a.navigationTitle == b.navigationTitle && a.order == b.order
    }

    /// The folders' `_category_` files, for the sidebar; navigation is made again when they change.
    private func readCategories(_ items: [ContentItem], _ run: inout Run) {
        var byFolder: [String: CategoryFile] = [:]
        for item in items.sorted(by: { $0.relativePath < $1.relativePath }) {
            switch CategoryFile.read(item) {
            case .success(let category):
                let folder = CategoryFile.folder(of: item)
                if byFolder[folder] != nil {
                    state.discoveryProblems.append(Diagnostic(
                        .contentMalformedCategory, "the folder has two category files; this one would be ignored",
                        at: SourceLocation(path: item.displayPath), hint: "keep one of `_category_.json` and `_category_.yml`"))
                }
                byFolder[folder] = byFolder[folder] ?? category
            case .failure(let problem):
                state.discoveryProblems.append(problem)
            }
        }
        if byFolder != state.categories {
            state.categories = byFolder
            run.navigationChanged = true
        }
    }

    /// Drops a page that left the site (deleted, or now a draft); its file goes on the next write.
    private func forget(_ path: String) {
        if let page = table.forget(path) {
            pending.removedRoutes.insert(page.route)
            state.siteWide = nil
        }
        // Links to the page now fail; links it made are gone.
        state.anchorIndex = nil
        state.staleChecks = nil
    }

    /// Parses pages in parallel. A page that fails keeps its last good version (so navigation and
    /// links stay as they were), and its diagnostic blocks writing until fixed.
    func parse(_ run: inout Run) {
        let items = run.toParse
        let counter = ProgressCounter(step: "parse", total: items.count, report: options.progress)
        let outputs = self.outputs
        // A one-shot build renders each page as soon as it is parsed and keeps only the HTML:
        // the trees of a large site are never all alive at once. Links wait for `renderMarkdown`.
        let rendersEarly = plan.documents == .renderedAsParsed && !items.isEmpty
        if rendersEarly, state.templates == nil || run.changes.theme {
            loadTemplates()
            run.templatesLoaded = true
        }
        let rendering = rendersEarly
            ? MarkdownRendering(resolver: state.resolver, directives: .standard, outputs: outputs, templates: state.templates) : nil
        if plan.readsPreviousOutput, options.memoryOutput == nil, run.changes.theme, FileTree.exists(options.outputDirectory.path) {
            // The previous output, read (when no record has its digests) and listed while the
            // pages are parsed: the commit compares with it and prunes it.
            let folder = options.outputDirectory.path
            if handoffs.previousOutputRecord == nil {
                FileWriter.prefetch(items.map { folder + "/" + PageRoute(sourcePath: $0.relativePath).outputFile })
            }
            handoffs.outputListing = BackgroundWork { try? FileTree.files(under: folder) }
        }
        let loader = loader(for: run)
        let results = parallelMap(Array(items.indices)) { index in
            defer { counter.tick() }
            let item = items[index]
            if rendersEarly, index + FileWriter.prefetchDistance < items.count {
                FileWriter.prefetch(path: items[index + FileWriter.prefetchDistance].path)
            }
            // Stamped before reading, so an edit made while the page is read shows next time.
            let (stamp, loaded) = loader.loadStamped(item)
            return (stamp, loaded.map { page -> (Page, [Diagnostic], PreRendered?) in
                let document = page.document!
                let problems = document.diagnostics + PageRules.check(page, document: document, outputs: outputs)
                guard let rendering, !page.frontMatter.isDraft else { return (page, problems, nil) }
                var light = page
                light.document = nil
                return (light, problems, PreRendered(page: page, document: document, rendering: rendering))
            })
        }
        for (item, (stamp, result)) in zip(items, results) {
            let path = item.relativePath
            switch result {
            case .success(let (page, _, _)) where page.frontMatter.isDraft:
                if table[path].draft == nil { run.indexChanged = true }
                forget(path)
                table[path].draft = item
            case .success(let (page, problems, early)):
                table[path].preRendered = early
                if table[path].draft != nil {
                    table[path].draft = nil
                    run.indexChanged = true
                }
                let old = setPage(page, at: path)
                // A new route (a `slug`, or a page that failed before) changes where links lead.
                if old?.route != page.route { run.indexChanged = true }
                if old.map({ !Self.sameNavigation($0, page) }) ?? true { run.navigationChanged = true }
                // Other pages' links to its headings resolve against these ids (`SiteIndex`).
                if let old, old.headingIDs != page.headingIDs, hasAnchorLinks(to: page.route) { run.indexChanged = true }
                table[path].loadFailure = nil
                table[path].problems = problems
                run.loaded.append(path)
            case .failure(let problem):
                table[path].loadFailure = problem
            }
            // A page that inlines partials is read again by the next build: the cache knows
            // only the page's own file.
            if case .success(let (page, _, _)) = result { table[path].sourceStamp = page.usesPartials ? FileStamp.unknown : stamp }
            table[path].restoredRecord = nil
        }
    }

    private func hasAnchorLinks(to route: PageRoute) -> Bool {
        table.allEntries.contains { entry in
            entry.value.facts?.links.contains { if case .page(_, route, .some) = $0.resolution { return true } else { return false } } ?? false
        }
    }

    /// The link table when the set of files changed, navigation when titles or order changed.
    func resolve(_ run: inout Run) {
        run.navigationChanged = run.navigationChanged || run.indexChanged
        if run.navigationChanged {
            state.siteWide = nil
            state.navigation = Navigation(pages: pageList, categories: state.categories)
            // The sidebar of every page, the search index, sitemap and 404 page list every page.
            pending.everything = true
        }
        if run.indexChanged { rebuildLinkTable() }
    }

    /// What links resolve against: every page, asset, generated export and draft.
    func rebuildLinkTable() {
        let assetList = state.assets.values.sorted { $0.relativePath < $1.relativePath }
        var index = SiteIndex(pages: pageList, assets: assetList, generatedFiles: outputs?.exportPaths ?? [], drafts: table.drafts.keys.sorted())
        index.partials = Set(state.partialStamps.keys)
        state.resolver = LinkResolver(index: index, routeBasePath: options.markdownInEffect.routeBasePath)
    }

    /// Markdown into HTML for the pages parsed in this run, or for every page when links may
    /// resolve differently; gathers each page's check facts and search entry at the same time.
    func renderMarkdown(_ run: inout Run) {
        // Directive blocks render through the theme's directive templates: compile them first,
        // and render every page again when the theme changed.
        if !run.templatesLoaded, run.changes.theme || state.templates == nil { loadTemplates() }
        var list = run.indexChanged || run.changes.theme ? pageList : run.loaded.compactMap { table.page($0) }
        if pending.everything, list.count < table.pageCount {
            // Every page is laid out again: those restored from the cache need their bodies too,
            // read back from their output files, or parsed again when that fails.
            let listed = Set(list.map(\.item.relativePath))
            let missing = sortedPaths.filter { !listed.contains($0) && table[$0].body == nil }
            let found = laidOutBodies(missing)
            for (path, body) in zip(missing, found) { table[path].body = body }
            list += zip(missing, found).filter { $0.1 == nil }.compactMap { table.page($0.0) }
        }
        let rendering = MarkdownRendering(resolver: state.resolver, directives: .standard, outputs: outputs, templates: state.templates)
        // A page a one-shot build rendered while parsing it needs only its links now; each such
        // page's unresolved HTML is handed to one thread, which lets go of it once resolved.
        // (A one-shot build keeps no trees: a restored page it must render is read again.)
        let early = list.map { Handoff(table.takePreRendered($0.item.relativePath)) }
        let loader = loader(for: run)
        let rendered = parallelMap(Array(zip(list, early))) { page, early -> (RenderedMarkdown, PageCheckFacts, SearchDocument)? in
            if let early = early.take() { return early.finished(page: page, rendering: rendering) }
            guard let document = page.document ?? Self.reparse(page, with: loader) else { return nil }
            let body = rendering.render(page, document: document)
            return (body, PageCheckFacts(page: page, document: document, body: body, resolver: rendering.resolver),
                    SearchDocument(page: page, document: document, body: body))
        }
        for (page, result) in zip(list, rendered) {
            let path = page.item.relativePath
            guard let (body, fact, document) = result else {
                // Changed since it was stamped and no longer loads: next time it is parsed afresh.
                table[path].loadFailure = Diagnostic(.contentUnreadable, "page changed while the site was being built",
                                            at: SourceLocation(path: page.item.displayPath), hint: "build again")
                continue
            }
            factsChanged(path, to: fact)
            table[path].rendered(body, facts: fact, search: document)
        }
        pending.pages.formUnion(list.map(\.item.relativePath))
        run.renderedMarkdown += list.count
        if !list.isEmpty { searchIndex.isStale = true }
    }

    /// The bodies of restored pages as the last build laid them out: nil for a page it did not
    /// place (its layout left the body out), or whose file cannot be read.
    private func laidOutBodies(_ paths: [String]) -> [RenderedMarkdown?] {
        let folder = options.outputDirectory.path
        let work = paths.map { (placement: table[$0].bodyPlacement, route: table.page($0)?.route) }
        return parallelMap(work) { placement, route in
            guard let placement, let route else { return nil }
            return placement.body(from: folder + "/" + route.outputFile)
        }
    }

    /// One page's early HTML on its way to the one thread that finishes it.
    final class Handoff<Value>: @unchecked Sendable {
        private var value: Value?
        init(_ value: Value?) { self.value = value }

        func take() -> Value? {
            defer { value = nil }
            return value
        }
    }

    /// The tree of a page restored from the build cache, read again from its file. Its stamp
    /// said it was unchanged, so the parse gives the page the cache described.
    private static func reparse(_ page: Page, with loader: PageLoader) -> MarkdownDocument? {
        guard case .success(let loaded) = loader.load(page.item), loaded.route == page.route else { return nil }
        return loaded.document
    }

    /// The page loader, made again only when the theme (and so its ids) may have changed.
    private func loader(for run: Run) -> PageLoader {
        if let pageLoader = state.pageLoader, !run.changes.theme { return pageLoader }
        let loader = PageLoader(reservedIDs: options.theme.fixedIDs, markdown: options.markdownInEffect)
        state.pageLoader = loader
        return loader
    }

    func pageItem(_ relativePath: String) -> ContentItem {
        let url = options.contentDirectory.appendingPathComponent(relativePath)
        return ContentItem(kind: .page, relativePath: relativePath, url: url, displayPath: DisplayPath.of(url))
    }
}

extension SitePipeline {
    /// A file of the working tree published where a version is: the copy would replace it.
    static func versionFolderProblems(_ items: some Collection<ContentItem>, mounted: [MountedSite]) -> [Diagnostic] {
        let folders = Set(mounted.map(\.folder))
        guard !folders.isEmpty else { return [] }
        return items.sorted { $0.relativePath < $1.relativePath }.compactMap { item in
            let published = item.kind == .page ? PageRoute(sourcePath: item.relativePath).path : item.sitePath
            guard let top = published.split(separator: "/").first, folders.contains(String(top)) else { return nil }
            return Diagnostic(.versionsFolderTaken, "'\(item.displayPath)' would be published at '/\(published)', in the folder version '\(top)' is published in",
                              at: SourceLocation(path: item.displayPath),
                              hint: "move the file, or publish the version elsewhere with `path:` in its `versions:` entry")
        }
    }
}
