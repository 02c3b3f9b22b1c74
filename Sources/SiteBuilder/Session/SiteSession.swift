import Foundation
import StylebookKit
import StylebookMarkdown

/// A built site kept in memory between builds, for `stylebook serve`: parsed pages, rendered
/// Markdown, navigation and compiled templates. An update parses and renders only what the
/// changed files touch, runs the whole-site checks again (they are in memory and cheap), and
/// writes changed files straight into the served folder, one atomic rename per file.
///
/// Errors leave the served folder as it was; the work they held back is remembered and
/// written by the first update that succeeds.
public actor SiteSession {
    public nonisolated let options: BuildOptions
    /// The design system only changes when serve restarts with a rebuilt binary, so its
    /// audit, exports and generated pages are worked out once.
    let outputs: DesignSystemOutputs?
    let generatedItems: [ContentItem]

    var pages: [String: Page] = [:]
    var bodies: [String: RenderedMarkdown] = [:]
    /// Links and anchors of each rendered page, so the link checks never walk unchanged trees.
    var facts: [String: PageCheckFacts] = [:]
    /// Each page's entry in the search index, which is written again after every update.
    var searchDocuments: [String: SearchDocument] = [:]
    var searchIndexIsStale = false
    var loadFailures: [String: Diagnostic] = [:]
    /// Parser and directive diagnostics of each loaded page.
    var pageProblems: [String: [Diagnostic]] = [:]
    var assets: [String: ContentItem] = [:]
    var discoveryProblems: [Diagnostic] = []
    var templates: TemplateSet?
    /// Hashed theme asset names and the other publishing outputs (search index, 404 page, sitemap).
    var publishing: SitePublishing?
    var templateProblem: Diagnostic?
    var navigation = Navigation(pages: [])
    var resolver = LinkResolver(index: SiteIndex(pages: [], assets: []))
    var pending = PendingOutput()
    /// `pages.keys` sorted; rebuilt whenever a page comes or goes (see `setPage`).
    private var sortedPathCache: [String]?
    /// Checks and tables that depend only on which pages exist and their titles, not on their
    /// bodies: worked out again when those change. Copying 10,000 pages on every save is what
    /// would otherwise dominate an update.
    var siteWide: SiteWide?

    struct SiteWide {
        var problems: [Diagnostic]
        /// For neighbour titles; holds each page as it was when the titles last changed.
        var pagesByRoute: [PageRoute: Page]
    }

    public init(options: BuildOptions) {
        self.options = options
        outputs = options.designSystem.map { DesignSystemOutputs(system: $0, policy: options.contrastPolicy, exportSettings: options.exportSettings, registry: options.exporters) }
        generatedItems = GeneratedPages.items(for: outputs, contentDirectory: options.contentDirectory)
    }

    /// Loads everything and builds the whole site into the output folder.
    public func start() async -> SessionUpdate {
        rescan(changedPages: [])
        await reloadTemplates()
        pending = PendingOutput()
        return await flush(scope: .fullBuild)
    }

    /// Applies changed files (absolute paths under Content/ or Templates/; others are ignored).
    public func update(_ paths: [URL]) async -> SessionUpdate {
        let changes = SiteChangeSet(paths: paths, options: options, pages: Set(pages.keys).union(loadFailures.keys),
                                    assets: Set(assets.keys))
        guard !changes.isEmpty else { return SessionUpdate(diagnostics: currentDiagnostics(), scope: .nothing, changedFiles: []) }
        if changes.needsRescan {
            rescan(changedPages: changes.knownPages)
        } else {
            reload(pagesAt: changes.knownPages, indexChanged: false)
        }
        for relative in changes.knownAssets.sorted() {
            pending.copies[assets[relative]?.sitePath ?? relative] = options.contentDirectory.appendingPathComponent(relative)
        }
        if changes.templatesChanged || !changes.templateAssets.isEmpty {
            // Theme assets are published under content hashes that every page names, and the
            // 404 page uses the layout: a full build keeps all of that consistent.
            await reloadTemplates()
            pending.everything = true
        }
        let scope: SessionUpdate.Scope = pending.everything ? .fullBuild : pending.allPages ? .allPages : .pages(pending.pages.count)
        return await flush(scope: scope)
    }

    // MARK: - Loading

    /// Walks Content/ again and brings pages and assets in line with what is there now.
    private func rescan(changedPages: Set<String>) {
        let discovered = ContentDiscovery(root: options.contentDirectory).discover()
        discoveryProblems = discovered.diagnostics
        let found = Dictionary((discovered.items + generatedItems).map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        let foundPages = Set(found.values.filter { $0.kind == .page }.map(\.relativePath))
        let foundAssets = found.values.filter { $0.kind == .asset }

        let known = Set(pages.keys).union(loadFailures.keys)
        for gone in known.subtracting(foundPages).sorted() {
            if let page = setPage(nil, at: gone) { pending.removedRoutes.insert(page.route) }
            bodies[gone] = nil
            facts[gone] = nil
            searchDocuments[gone] = nil
            loadFailures[gone] = nil
            pageProblems[gone] = nil
        }
        var indexChanged = known != foundPages
        let assetPaths = Set(foundAssets.map(\.relativePath))
        if assetPaths != Set(assets.keys) {
            indexChanged = true
            for gone in Set(assets.keys).subtracting(assetPaths) { pending.removals.insert(assets[gone]?.sitePath ?? gone) }
        }
        for item in foundAssets where assets[item.relativePath] == nil {
            pending.copies[item.sitePath] = item.url
        }
        assets = Dictionary(foundAssets.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        // New pages load here; changed known ones go through reload, which notices title and order changes.
        load(foundPages.subtracting(known).sorted().compactMap { found[$0] })
        reload(pagesAt: changedPages.intersection(foundPages), indexChanged: indexChanged)
    }

    /// Parses the given known pages again; rerenders what their change affects.
    private func reload(pagesAt paths: Set<String>, indexChanged: Bool) {
        let items = paths.sorted().map { pages[$0]?.item ?? pageItem($0) }
        let before = Dictionary(items.compactMap { item in pages[item.relativePath].map { (item.relativePath, $0) } },
                                uniquingKeysWith: { first, _ in first })
        let loaded = load(items)
        let navigationChanged = indexChanged || loaded.contains { path in
            guard let old = before[path], let new = pages[path] else { return true }
            return old.route != new.route || old.title != new.title || old.order != new.order
        }
        if indexChanged || navigationChanged {
            siteWide = nil
            // The search index, sitemap and 404 page list every page: rebuild them all.
            pending.everything = true
        }
        if indexChanged {
            let list = pageList
            let assetList = assets.values.sorted { $0.relativePath < $1.relativePath }
            resolver = LinkResolver(index: SiteIndex(pages: list, assets: assetList, generatedFiles: outputs?.exportPaths ?? []))
            renderBodies(of: list)
            pending.allPages = true
        } else {
            renderBodies(of: loaded.compactMap { pages[$0] })
            pending.pages.formUnion(loaded)
        }
        if navigationChanged {
            navigation = Navigation(pages: pageList)
            pending.allPages = true
        }
    }

    /// Parses pages in parallel. A page that fails keeps its last good version in memory (so
    /// navigation and links stay as they were), and its diagnostic blocks writing until fixed.
    @discardableResult
    private func load(_ items: [ContentItem]) -> [String] {
        let results = parallelMap(items) { PageLoader().load($0) }
        var loaded: [String] = []
        for (item, result) in zip(items, results) {
            switch result {
            case .success(let page) where page.frontMatter.isDraft:
                // A page turned into a draft leaves the site as a deleted one would.
                if let old = setPage(nil, at: item.relativePath) { pending.removedRoutes.insert(old.route) }
                bodies[item.relativePath] = nil
                facts[item.relativePath] = nil
                searchDocuments[item.relativePath] = nil
                loadFailures[item.relativePath] = nil
                pageProblems[item.relativePath] = nil
            case .success(let page):
                setPage(page, at: item.relativePath)
                loadFailures[item.relativePath] = nil
                pageProblems[item.relativePath] = page.document.diagnostics + PageRules.check(page, outputs: outputs)
                loaded.append(item.relativePath)
            case .failure(let problem):
                loadFailures[item.relativePath] = problem
            }
        }
        return loaded
    }

    private func renderBodies(of list: [Page]) {
        let rendering = MarkdownRendering(resolver: resolver, directives: .standard, outputs: outputs)
        let rendered = parallelMap(list) { page in
            let body = rendering.render(page)
            return (body, PageCheckFacts(page: page, body: body, resolver: rendering.resolver), SearchDocument(page: page, body: body))
        }
        for (page, (body, fact, document)) in zip(list, rendered) {
            bodies[page.item.relativePath] = body
            facts[page.item.relativePath] = fact
            searchDocuments[page.item.relativePath] = document
        }
    }

    private func reloadTemplates() async {
        switch await TemplateSet.load(options.theme) {
        case .success(let set):
            do {
                publishing = SitePublishing(options: options, assets: try AssetManifest(theme: options.theme))
                templates = set
                templateProblem = nil
            } catch {
                templateProblem = .error("output/write-failed", "cannot read the theme's assets: \(StagedOutput.reason(error))")
            }
        case .failure(let problem):
            templateProblem = problem
        }
    }

    /// Every change to the set of pages goes through here, so the sorted order stays current.
    @discardableResult
    private func setPage(_ page: Page?, at path: String) -> Page? {
        let old = page.map { pages.updateValue($0, forKey: path) } ?? pages.removeValue(forKey: path)
        if (old == nil) != (page == nil) {
            sortedPathCache = nil
            siteWide = nil
        }
        return old
    }

    private func pageItem(_ relativePath: String) -> ContentItem {
        let url = options.contentDirectory.appendingPathComponent(relativePath)
        return ContentItem(kind: .page, relativePath: relativePath, url: url, displayPath: DisplayPath.relative(url))
    }

    /// Pages in discovery order, as the full build sees them.
    var pageList: [Page] {
        sortedPaths.compactMap { pages[$0] }
    }

    var sortedPaths: [String] {
        let paths = sortedPathCache ?? pages.keys.sorted()
        sortedPathCache = paths
        return paths
    }

    func siteWideTables() -> SiteWide {
        if let siteWide { return siteWide }
        let list = pageList
        let made = SiteWide(problems: SiteRules.duplicateRoutes(list) + SiteRules.duplicateTitles(list),
                            pagesByRoute: Dictionary(list.map { ($0.route, $0) }, uniquingKeysWith: { first, _ in first }))
        siteWide = made
        return made
    }
}
