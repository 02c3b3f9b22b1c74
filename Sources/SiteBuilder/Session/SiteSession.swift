import Foundation
import GeneratorSupport
import StylebookKit

/// A built site kept in memory between builds, for `stylebook serve`: one `SitePipeline` that
/// stays alive, so an update runs the pipeline's steps only for what the changed files touch
/// and writes only files whose bytes changed into the served folder.
///
/// Errors leave the served folder as it was; the work they held back is remembered and
/// written by the first update that succeeds.
public actor SiteSession {
    public nonisolated let options: BuildOptions
    let pipeline: SitePipeline

    public init(options: BuildOptions) {
        self.options = options
        pipeline = SitePipeline(options: options, plan: .serve)
    }

    /// Loads everything and builds the whole site into the output folder.
    public func start() async -> SessionUpdate {
        let run = pipeline.run(.everything)
        return SessionUpdate(diagnostics: run.diagnostics, scope: .fullBuild, changedFiles: run.changedFiles)
    }

    /// Applies changed files (absolute paths under Content/ or Templates/; others are ignored).
    public func update(_ paths: [URL]) async -> SessionUpdate {
        let changes = SiteChangeSet(paths: paths, options: options,
                                    pages: pipeline.knownPagePaths,
                                    assets: Set(pipeline.state.assets.keys))
        guard !changes.isEmpty else {
            return SessionUpdate(diagnostics: pipeline.currentDiagnostics().sortedForDisplay(), scope: .nothing, changedFiles: [])
        }
        let run = pipeline.run(SitePipeline.Changes(
            rescan: changes.needsRescan, pages: changes.knownPages, assets: changes.knownAssets,
            theme: changes.templatesChanged || !changes.templateAssets.isEmpty))
        let scope: SessionUpdate.Scope = run.writesEverything ? .fullBuild : .pages(run.pendingPages)
        return SessionUpdate(diagnostics: run.diagnostics, scope: scope, changedFiles: run.changedFiles)
    }

    /// Writes the search index again after pages changed. Kept out of `update` because it
    /// covers every page: the edited page is served (and reloaded) first, the index follows.
    ///
    /// The index is worked out off the session: an edit saved meanwhile is rebuilt at once, and
    /// its own refresh supersedes this one (the older index is then never written).
    public func refreshSearchIndex() async -> [Diagnostic] {
        guard let snapshot = pipeline.searchIndexSnapshot() else { return [] }
        let documents = snapshot.documents
        let files = await Task.detached(priority: .utility) { SearchIndex(documents: documents).files() }.value
        return pipeline.writeSearchIndex(files, generation: snapshot.generation)
    }
}
