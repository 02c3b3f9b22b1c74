import Foundation
import StylebookKit
import StylebookMarkdown

/// The build as a list of named steps: guard output → design system (validate, audit, export)
/// → discover → parse → resolve → render Markdown → check → lint templates → render templates → write. `check()` stops before anything is rendered
/// into templates or written, so it reports exactly what a build would.
public struct SiteBuild: Sendable {
    public var options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Everything up to the diagnostics; writes nothing. `stylebook check` reports the design
    /// system's own findings through its audit report, so it asks for the content ones only.
    public func check(includeDesignSystem: Bool = true) async -> BuildReport {
        var state = State()
        _ = runContentSteps(&state, designSystemDiagnostics: includeDesignSystem)
        return state.report(wroteOutput: false)
    }

    public func build() async -> BuildReport {
        var state = State()
        if let problem = OutputGuard.check(options) {
            state.diagnostics.append(problem)
            return state.report(wroteOutput: false)
        }
        guard let rendered = runContentSteps(&state), !state.diagnostics.hasErrors else {
            return state.report(wroteOutput: false)
        }
        let templates: TemplateSet
        switch await TemplateSet.load(options.theme) {
        case .success(let set): templates = set
        case .failure(let problem):
            state.diagnostics.append(problem)
            return state.report(wroteOutput: false)
        }
        let frontMatterKeys = Set(state.pages.flatMap { $0.frontMatter.values.keys })
        state.diagnostics += step("lint templates") { TemplateLint.check(options.theme, frontMatterKeys: frontMatterKeys) }
        if state.diagnostics.hasErrors { return state.report(wroteOutput: false) }
        let output = StagedOutput(destination: options.outputDirectory, writer: options.writer)
        if let problem = output.prepare() {
            state.diagnostics.append(problem)
            return state.report(wroteOutput: false)
        }
        let written = step("render and write") {
            renderAndWrite(rendered, templates: templates, into: output, state: &state)
        }
        guard written, !state.diagnostics.hasErrors else {
            output.discard()
            return state.report(wroteOutput: false)
        }
        if let problem = step("swap output", { output.commit() }) {
            state.diagnostics.append(problem)
            return state.report(wroteOutput: false)
        }
        return state.report(wroteOutput: true)
    }

    // MARK: - Steps

    struct State {
        var diagnostics: [Diagnostic] = []
        var pages: [Page] = []
        var assets: [ContentItem] = []
        var fileCount = 0
        var drafts: [String] = []

        func report(wroteOutput: Bool) -> BuildReport {
            var report = BuildReport(diagnostics: diagnostics.sortedForDisplay(), pageCount: pages.count,
                                     fileCount: fileCount, wroteOutput: wroteOutput)
            report.drafts = drafts
            return report
        }
    }

    struct RenderedSite {
        var pages: [Page]
        var bodies: [RenderedMarkdown]
        var navigation: Navigation
        var designSystem: DesignSystemOutputs?
    }

    /// design system → discover → parse → resolve → render Markdown → check.
    /// Returns nil when a step failed hard.
    private func runContentSteps(_ state: inout State, designSystemDiagnostics: Bool = true) -> RenderedSite? {
        let outputs = step("design system") {
            options.designSystem.map { DesignSystemOutputs(system: $0, policy: options.contrastPolicy, exportSettings: options.exportSettings, registry: options.exporters) }
        }
        if designSystemDiagnostics { state.diagnostics += outputs?.diagnostics ?? [] }

        let discovered = step("discover") { ContentDiscovery(root: options.contentDirectory).discover() }
        state.diagnostics += discovered.diagnostics
        state.assets = discovered.items.filter { $0.kind == .asset }
        let pageItems = discovered.items.filter { $0.kind == .page }
            + GeneratedPages.items(for: outputs, contentDirectory: options.contentDirectory)

        let parsing = ProgressCounter(step: "parse", total: pageItems.count, report: options.progress)
        let loaded = step("parse") {
            parallelMap(pageItems) { item in
                defer { parsing.tick() }
                return PageLoader().load(item)
            }
        }
        var draftSources: [String] = []
        for result in loaded {
            switch result {
            case .success(let page) where page.frontMatter.isDraft:
                state.drafts.append(page.item.displayPath)
                draftSources.append(page.item.relativePath)
            case .success(let page):
                state.pages.append(page)
                state.diagnostics += page.document.diagnostics
            case .failure(let problem): state.diagnostics.append(problem)
            }
        }

        state.diagnostics += step("resolve") { SiteRules.duplicateRoutes(state.pages) }
        let navigation = Navigation(pages: state.pages)
        let index = SiteIndex(pages: state.pages, assets: state.assets, generatedFiles: outputs?.exportPaths ?? [],
                              drafts: draftSources)
        state.diagnostics += step("front matter") {
            FrontMatterKeyRule(templateKeys: TemplateLint.pageKeys(options.theme)).check(state.pages)
        }
        let resolver = LinkResolver(index: index)
        let directives = DirectiveRegistry.standard

        let pages = state.pages
        let bodies = step("render markdown") {
            parallelMap(pages) { page in
                MarkdownRendering(resolver: resolver, directives: directives, outputs: outputs).render(page)
            }
        }
        state.diagnostics += step("check") {
            SiteRules.check(pages: pages, bodies: bodies, resolver: resolver)
                + parallelMap(pages) { PageRules.check($0, outputs: outputs, directives: directives) }.flatMap { $0 }
        }
        return RenderedSite(pages: pages, bodies: bodies, navigation: navigation, designSystem: outputs)
    }

    private func renderAndWrite(_ site: RenderedSite, templates: TemplateSet, into output: StagedOutput, state: inout State) -> Bool {
        let pagesByRoute = Dictionary(site.pages.map { ($0.route, $0) }, uniquingKeysWith: { first, _ in first })
        let siteValues = options.site
        let publishing: SitePublishing
        do {
            publishing = SitePublishing(options: options, assets: try AssetManifest(theme: options.theme))
        } catch {
            state.diagnostics.append(.error("output/write-failed", "cannot read the theme's assets: \(StagedOutput.reason(error))"))
            return false
        }
        let indices = Array(site.pages.indices)
        do {
            try output.createFolders(site.pages.map { String($0.route.outputFile.dropLast("index.html".count)) })
        } catch {
            state.diagnostics.append(.error("output/write-failed", "cannot create the site's folders: \(StagedOutput.reason(error))",
                                            hint: "check free disk space and permissions; the previous site was kept"))
            return false
        }
        let rendering = ProgressCounter(step: "render", total: indices.count, report: options.progress)
        let problems: [Diagnostic?] = parallelMap(indices) { i in
            defer { rendering.tick() }
            let page = site.pages[i]
            let context = PageContext(page: page, body: site.bodies[i], navigation: site.navigation,
                                      site: siteValues, pagesByRoute: pagesByRoute)
            guard let html = templates.render(context.dictionary().merging(publishing.templateValues(for: page.route)) { _, new in new }) else {
                return .error("template/missing-layout", "layout template could not be rendered")
            }
            do {
                try output.writeIntoExistingFolder(Data(html.utf8), to: page.route.outputFile)
                return nil
            } catch {
                return .error("output/write-failed", "cannot write '\(page.route.outputFile)': \(StagedOutput.reason(error))",
                              at: SourceLocation(path: page.item.displayPath),
                              hint: "check free disk space and permissions; the previous site was kept")
            }
        }
        state.diagnostics += problems.compactMap { $0 }
        state.fileCount = site.pages.count
        // The file being copied, so a failure can name it.
        var source: URL?
        do {
            for file in site.designSystem?.exports ?? [] {
                try output.write(file.contents, to: DesignSystemOutputs.tokensFolder + "/" + file.path)
            }
            state.fileCount += site.designSystem?.exports.count ?? 0
            for asset in state.assets {
                source = asset.url
                try output.copy(asset.url, to: asset.sitePath)
            }
            source = nil
            state.diagnostics += try step("publish") {
                try publishing.write(pages: site.pages, bodies: site.bodies, navigation: site.navigation,
                                     templates: templates, into: output)
            }
            state.fileCount += state.assets.count
        } catch {
            state.diagnostics.append(StagedOutput.copyFailure(error, source: source))
            return false
        }
        return true
    }

    static func files(under folder: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [String] = []
        let prefix = folder.standardizedFileURL.path + "/"
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  !url.lastPathComponent.hasPrefix(".") else { continue }
            files.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return files.sorted()
    }

    /// Names a step; the seam where timing and progress reporting hook in.
    /// `STYLEBOOK_TIMINGS=1` prints each step's wall time to standard error, for profiling.
    private func step<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        options.progress?(name, 0, 0)
        guard Self.printsTimings else { return try body() }
        let start = ContinuousClock.now
        defer { FileHandle.standardError.write(Data("timing: \(name): \(ContinuousClock.now - start)\n".utf8)) }
        return try body()
    }

    private static let printsTimings = ProcessInfo.processInfo.environment["STYLEBOOK_TIMINGS"] == "1"
}
