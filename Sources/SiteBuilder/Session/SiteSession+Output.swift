import Foundation
import StylebookKit
import StylebookMarkdown

extension SiteSession {
    /// Every problem the site has now, as a build would report it.
    func currentDiagnostics() -> [Diagnostic] {
        let paths = sortedPaths
        var diagnostics = (outputs?.diagnostics ?? []) + discoveryProblems
        diagnostics += loadFailures.keys.sorted().compactMap { loadFailures[$0] }
        for path in paths { diagnostics += pageProblems[path] ?? [] }
        diagnostics += siteWideTables().problems
        diagnostics += SiteRules.linkProblems(paths.compactMap { facts[$0] })
        if let templateProblem { diagnostics.append(templateProblem) }
        return diagnostics.sortedForDisplay()
    }

    /// Writes what is pending when the site has no errors; otherwise leaves the served folder alone.
    func flush(scope: SessionUpdate.Scope) async -> SessionUpdate {
        let diagnostics = currentDiagnostics()
        guard !diagnostics.hasErrors, let templates, let publishing else {
            return SessionUpdate(diagnostics: diagnostics, scope: scope, changedFiles: [])
        }
        if pending.everything {
            let report = await SiteBuild(options: options).build()
            if report.wroteOutput { pending = PendingOutput(everything: false) }
            return SessionUpdate(diagnostics: report.diagnostics, scope: .fullBuild,
                                 changedFiles: report.wroteOutput ? ["."] : [])
        }
        var problems: [Diagnostic] = []
        var changed: [String] = []
        let output = options.outputDirectory
        let routes = Set(pages.values.map(\.route))
        for route in pending.removedRoutes.sorted() where !routes.contains(route) {
            pending.removals.insert(route.outputFile)
        }
        for relative in pending.removals.sorted() where pending.copies[relative] == nil {
            let url = output.appendingPathComponent(relative)
            if (try? FileManager.default.removeItem(at: url)) != nil { changed.append(relative) }
        }
        for (relative, source) in pending.copies.sorted(by: { $0.key < $1.key }) {
            do {
                if try AtomicFile.copy(source, to: output.appendingPathComponent(relative)) { changed.append(relative) }
            } catch {
                problems.append(writeFailure(relative, error))
            }
        }
        let list = pending.allPages ? pageList : pending.pages.sorted().compactMap { pages[$0] }
        let results = render(list, templates: templates, publishing: publishing)
        for (page, result) in zip(list, results) {
            switch result {
            case .success(true): changed.append(page.route.outputFile)
            case .success(false): break
            case .failure(let problem): problems.append(problem)
            }
        }
        searchIndexIsStale = searchIndexIsStale || !list.isEmpty
        if problems.isEmpty { pending = PendingOutput(everything: false) }
        return SessionUpdate(diagnostics: (diagnostics + problems).sortedForDisplay(), scope: scope, changedFiles: changed)
    }

    /// Writes the search index again after pages changed. Kept out of `update` because it
    /// covers every page: the edited page is served (and reloaded) first, the index follows.
    public func refreshSearchIndex() -> [Diagnostic] {
        guard searchIndexIsStale, !pending.everything else { return [] }
        searchIndexIsStale = false
        let output = options.outputDirectory
        var problems: [Diagnostic] = []
        var changed: [String] = []
        let searchFiles = SearchIndex(documents: sortedPaths.compactMap { searchDocuments[$0] }).files()
        // Terms no page uses any more lose their files.
        let kept = Set(searchFiles.map(\.path))
        let folders = Set(searchFiles.map { ($0.path as NSString).deletingLastPathComponent })
        for folder in folders.sorted() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent(folder).path)) ?? [] {
                let relative = folder + "/" + name
                guard !kept.contains(relative), !name.hasPrefix("."), name.hasSuffix(".json") else { continue }
                if (try? FileManager.default.removeItem(at: output.appendingPathComponent(relative))) != nil { changed.append(relative) }
            }
        }
        for file in searchFiles {
            do {
                if try AtomicFile.write(Data(file.text.utf8), to: output.appendingPathComponent(file.path)) { changed.append(file.path) }
            } catch {
                problems.append(writeFailure(file.path, error))
            }
        }
        return problems
    }

    /// Renders pages into the layout and writes those whose bytes changed (true), in parallel.
    private func render(_ list: [Page], templates: TemplateSet, publishing: SitePublishing) -> [Result<Bool, Diagnostic>] {
        let pagesByRoute = siteWideTables().pagesByRoute
        let navigation = self.navigation
        let siteValues = options.site
        let output = options.outputDirectory
        let work = list.map { ($0, bodies[$0.item.relativePath] ?? Self.emptyBody) }
        return parallelMap(work) { page, body in
            let context = PageContext(page: page, body: body, navigation: navigation, site: siteValues, pagesByRoute: pagesByRoute)
            let values = context.dictionary().merging(publishing.templateValues(for: page.route)) { _, new in new }
            guard let html = templates.render(values) else {
                return .failure(.error("template/missing-layout", "layout template could not be rendered"))
            }
            do {
                return .success(try AtomicFile.write(Data(html.utf8), to: output.appendingPathComponent(page.route.outputFile)))
            } catch {
                return .failure(Self.writeFailure(page.route.outputFile, error))
            }
        }
    }

    /// Stands in for a body not rendered yet; never written (such a page blocks writing with its own error).
    static let emptyBody = RenderedMarkdown(html: "", headings: [])

    nonisolated static func writeFailure(_ relative: String, _ error: any Error) -> Diagnostic {
        .error("output/write-failed", "cannot write '\(relative)' into the served site: \(StagedOutput.reason(error))",
               hint: "check free disk space and permissions; the previous version is still served")
    }

    private func writeFailure(_ relative: String, _ error: any Error) -> Diagnostic {
        Self.writeFailure(relative, error)
    }
}
