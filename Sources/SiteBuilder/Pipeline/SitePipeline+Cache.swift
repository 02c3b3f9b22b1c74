import Foundation
import StylebookKit

/// A one-shot build's memory between runs: what `serve` keeps in the pipeline, `build` keeps in
/// a `BuildCache` beside the output folder.
extension SitePipeline {
    var fingerprint: BuildFingerprint {
        BuildFingerprint.of(options, theme: options.theme, outputs: outputs, generatedItems: generated.items)
    }

    /// A build of the content folder into a folder keeps a cache beside it, unless `--no-cache`.
    var usesBuildCache: Bool {
        guard case .folder = options.contentSource else { return false }
        return options.usesBuildCache && options.memoryOutput == nil
    }

    /// The first step of a build: the cache of the last build into the same folder taken up, if
    /// it matches, and the run narrowed to what changed since; what the last build recorded of
    /// the output folder.
    func loadCache(_ run: inout Run) {
        // Walking Content/ needs nothing the cache holds: at 10,000 pages it takes 0.1 s, and
        // restoring the cache runs mostly on one core.
        handoffs.earlyDiscovery = BackgroundWork { [options] in options.discoverContent() }
        // Nor does the theme, which the restore would otherwise load on this thread.
        handoffs.earlyTheme = BackgroundWork { [options] in LoadedTheme(options: options) }
        if usesBuildCache {
            let fingerprint = timed("fingerprint", reportsProgress: false) { self.fingerprint }
            run.cacheFingerprint = fingerprint
            if let cache = BuildCache.load(for: options.outputDirectory, in: options.cacheDirectory, fingerprint: fingerprint) {
                run.changes = timed("restore", reportsProgress: false) { restore(from: cache, layoutChanged: cache.fingerprint.layout != fingerprint.layout) }
                run.restoredFromCache = true
                handoffs.takenCache = cache
            }
        }
        guard options.memoryOutput == nil else { return }
        handoffs.previousOutputRecord = timed("load output record", reportsProgress: false) {
            FileTree.exists(options.outputDirectory.path) ? OutputRecord.load(for: options.outputDirectory, in: options.cacheDirectory) : nil
        }
    }

    /// The last step of a build that wrote its folder: the output record and the cache the next
    /// build takes up; a state that cannot be described removes the old cache instead.
    func saveCache(_ run: inout Run) {
        guard run.wrote, let output = run.output as? StagedOutput else { return }
        let outputRecord = timed("record output", reportsProgress: false) { output.record() }
        timed("save output record", reportsProgress: false) { outputRecord.save(for: options.outputDirectory, in: options.cacheDirectory) }
        // Without a fingerprint (`--no-cache`) the old cache goes: it describes another output.
        if let fingerprint = run.cacheFingerprint, let record = timed("record cache", reportsProgress: false, {
            cacheRecord(fingerprint: fingerprint, changedFiles: run.replacedOutputFolder ? nil : run.changedFiles)
        }) {
            record.save(for: options.outputDirectory, in: options.cacheDirectory)
        } else {
            BuildCache.remove(for: options.outputDirectory, in: options.cacheDirectory)
        }
    }

    /// Takes up where the build that left `cache` stopped: every page as it was then, without
    /// its tree. Returns the run that brings the site up to date: the pages whose files changed
    /// since they were read, a fresh look at Content/ for pages and assets that came or went,
    /// and every asset (copied again only when its bytes differ). A page whose title, order,
    /// route or set of headings changed makes that run lay out every page, as `serve` does.
    /// `layoutChanged`: the theme's layout part changed (`BuildFingerprint`), so the run lays
    /// out every page, around the bodies the output files hold, and checks every page's
    /// front-matter keys against the templates again.
    func restore(from cache: BuildCache, layoutChanged: Bool) -> Changes {
        let generated = Dictionary(self.generated.items.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        let paths = cache.pages.keys.sorted()
        let content = (path: options.contentDirectory.path, display: DisplayPath.of(options.contentDirectory))
        let items = paths.map { generated[$0] ?? restoredItem(.page, $0, in: content) }
        // Stat in parallel: at 10,000 pages the stats are most of this step.
        let stamps = parallelMap(items) { (item: ContentItem) -> FileStamp? in item.generatedText == nil ? FileStamp(path: item.path) : nil }
        var changed: Set<String> = []
        for ((path, item), stamp) in zip(zip(paths, items), stamps) {
            let record = cache.pages[path]!
            if item.generatedText == nil, stamp == nil || stamp != record.entry.sourceStamp { changed.insert(path) }
            setPage(Page(item: item, saved: record.page), at: path)
            table[path].restore(record, encoded: cache.encodedPages[path],
                                placement: cache.bodyRanges[path].map { BodyPlacement(bytes: $0, outline: record.outline) })
        }
        handoffs.restoredOutput = cache.output
        for (path, stamp) in cache.drafts {
            let item = restoredItem(.page, path, in: content)
            table[path].draft = item
            table[path].sourceStamp = stamp
            if FileStamp(path: item.path) != stamp { changed.insert(path) }
        }
        for path in cache.assets { state.assets[path] = restoredItem(.asset, path, in: content) }
        state.navigation = Navigation(pages: pageList, categories: state.categories)
        rebuildLinkTable()
        loadTemplates()
        // The output folder holds this state's every file (`BuildCache.load` checked its stamps),
        // and every page's checks are as that build left them.
        pending = PendingOutput(everything: layoutChanged)
        state.staleChecks = layoutChanged ? nil : []
        return Changes(rescan: true, pages: changed, assets: Set(cache.assets), theme: false)
    }

    /// Starts encoding every page's cache record on other threads, for `cacheRecord`: nothing
    /// after the check step changes a page's record, and encoding 10,000 of them after the write
    /// held up the end of a clean build by about 0.4 s. Done while the templates render, the
    /// serial part of the encoding overlaps work that keeps both cores busy.
    func startEncodingPageRecords() {
        let records = pageRecords()
        handoffs.encodedPageRecords = BackgroundWork {
            records.map { BuildCache.encode($0.fresh, beside: $0.kept) }
        }
    }

    /// Every page's cache record, encoded: those restored and not read since as the cache held
    /// them (`kept`), the others made from the pipeline's state (`fresh`). Nil when a page was
    /// never rendered or its file never stamped.
    private func pageRecords() -> (fresh: [String: BuildCache.PageRecord], kept: [String: ArraySlice<UInt8>])? {
        var fresh: [String: BuildCache.PageRecord] = [:]
        var kept: [String: ArraySlice<UInt8>] = [:]
        for (path, entry) in table.allEntries {
            guard let page = entry.page else { continue }
            // A one-page build makes one record, not ten thousand.
            if let encoded = entry.restoredRecord {
                kept[path] = encoded
                continue
            }
            guard let record = entry.cacheRecord(of: page) else { return nil }
            fresh[path] = record
        }
        return (fresh, kept)
    }

    /// What the next build needs to take up from here; nil when this state cannot be described
    /// (a page never rendered, or the output folder unreadable).
    /// `changedFiles`: what this run's commit moved in or removed; the rest of the output folder
    /// still has the stamps the cache found. Nil: the commit replaced the folder, stamp it all.
    func cacheRecord(fingerprint: BuildFingerprint, changedFiles: [String]?) -> BuildCache? {
        let early = handoffs.encodedPageRecords?.wait() ?? nil
        handoffs.encodedPageRecords = nil
        guard let encoded = early ?? pageRecords().map({ BuildCache.encode($0.fresh, beside: $0.kept) }) else { return nil }
        var draftStamps: [String: FileStamp] = [:]
        for (path, entry) in table.allEntries where entry.draft != nil {
            guard let stamp = entry.sourceStamp else { return nil }
            draftStamps[path] = stamp
        }
        var output: [String: FileStamp]
        if var restored = handoffs.restoredOutput, let changedFiles {
            let root = options.outputDirectory.standardizedFileURL.path
            // A changed file changed its folders' stamps too (a rename in, or the last file out).
            let keys = Set((changedFiles + [StagedOutput.markerName]).flatMap(BuildCache.stampKeys(ofFile:)))
            for key in keys { restored[key] = FileStamp(path: BuildCache.stampPath(key, in: root)) }
            output = restored
        } else {
            guard let stamps = try? BuildCache.stamps(of: options.outputDirectory) else { return nil }
            output = stamps
        }
        handoffs.restoredOutput = output
        return BuildCache(fingerprint: fingerprint, encodedPages: encoded,
                          drafts: draftStamps, assets: state.assets.keys.sorted(), output: output,
                          bodyRanges: table.allEntries.reduce(into: [:]) { ranges, entry in
                              if encoded[entry.key] != nil, let placement = entry.value.bodyPlacement { ranges[entry.key] = placement.bytes }
                          })
    }

    /// Discovery's item for a file, without its per-file path work (symlinks, display paths):
    /// at 10,000 pages that work is most of a restore, and the discover step replaces any item
    /// that differs from what it finds.
    private func restoredItem(_ kind: ContentItem.Kind, _ path: String, in content: (path: String, display: String)) -> ContentItem {
        ContentItem(kind: kind, relativePath: path, path: ContentItem.path(path, in: content.path),
                    displayPath: content.display.isEmpty || content.display == "." ? path : content.display + "/" + path)
    }
}
