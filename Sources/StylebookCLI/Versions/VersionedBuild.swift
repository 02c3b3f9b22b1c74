import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit

/// `build` of a site with `versions:`: each listed revision is built from its own files into its
/// folder in the cache (`PreparedVersion`), then the working tree is built with those sites
/// copied in at `/<path>/`. A version's site is built again only when what it was built with
/// changes (`VersionState.stamp`: the commit, the generator, the other versions' pages), so an
/// edit to the working tree rebuilds the working tree alone.
///
/// Every page's switcher links the same page in each version when that version has it, so each
/// build needs the others' routes. They are known from the last build; when the working tree
/// gains or loses a page (or on the first build), a second pass lays the versions out again
/// around their cached bodies, and the working tree around its own.
struct VersionedBuild {
    var working: BuildOptions
    var configuration: SiteConfiguration
    var systemName: String?

    struct Outcome {
        var report: BuildReport
        /// Labels of the versions whose sites were built (not reused) by this run.
        var rebuilt: [String] = []
    }

    /// The working tree's name in the switcher: its `version:`, else "Latest".
    var currentLabel: String { configuration.version ?? "Latest" }

    private var routesFile: URL { working.cacheDirectory.appendingPathComponent("versions/working-tree-routes.json") }

    func build() async -> Outcome {
        var versions: [PreparedVersion]
        switch prepare() {
        case .success(let prepared): versions = prepared
        case .failure(let error): return Outcome(report: Self.failed(error.diagnostics))
        }
        var entries = storedEntries(versions)
        var outcome = Outcome(report: Self.failed([]))
        for _ in 1...2 {
            let built = await settleVersions(&versions, entries: &entries)
            outcome.rebuilt += built.rebuilt
            guard built.succeeded else { return Outcome(report: Self.failed(built.diagnostics), rebuilt: outcome.rebuilt) }
            var report = await SiteBuild(options: mountedOptions(versions, entries: entries)).build()
            report.diagnostics = built.diagnostics + report.diagnostics
            outcome.report = report
            // The working tree gained or lost a page: the versions' switchers link it again.
            guard report.succeeded, entries[0].routes != Set(report.routes) else { break }
            entries[0].routes = Set(report.routes)
            try? FileManager.default.createDirectory(at: routesFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? JSONEncoder().encode(report.routes).write(to: routesFile, options: .atomic)
        }
        outcome.rebuilt = Array(Set(outcome.rebuilt)).sorted()
        return outcome
    }

    /// Builds the versions until none sees another's routes change: a version's routes are its
    /// own, so after one round each is known, and a second round lays out again only the
    /// versions that linked a newly known or changed one. Each version's latest diagnostics.
    private func settleVersions(_ versions: inout [PreparedVersion], entries: inout [SiteVersions.Entry]) async
        -> (succeeded: Bool, rebuilt: [String], diagnostics: [Diagnostic]) {
        var rebuilt: [String] = []
        var latest: [Int: [Diagnostic]] = [:]
        for _ in 0...versions.count {
            let before = entries
            let built = await buildVersions(&versions, entries: &entries)
            rebuilt += built.rebuilt
            for (index, diagnostics) in built.diagnostics { latest[index] = diagnostics }
            let diagnostics = latest.keys.sorted().flatMap { latest[$0] ?? [] }
            guard built.succeeded else { return (false, rebuilt, diagnostics) }
            if entries == before { return (true, rebuilt, diagnostics) }
        }
        return (true, rebuilt, latest.keys.sorted().flatMap { latest[$0] ?? [] })
    }

    /// `serve`: the versions built (or reused) once, and the working tree's options with them
    /// copied in; the session then rebuilds the working tree alone. Nil with the problems printed.
    func serveOptions() async -> Result<BuildOptions, DiagnosticsError> {
        var versions: [PreparedVersion]
        switch prepare() {
        case .success(let prepared): versions = prepared
        case .failure(let error): return .failure(error)
        }
        var entries = storedEntries(versions)
        let built = await settleVersions(&versions, entries: &entries)
        guard built.succeeded else { return .failure(DiagnosticsError(built.diagnostics)) }
        Console.report(built.diagnostics)
        return .success(mountedOptions(versions, entries: entries))
    }

    /// Each version's routes as its last build left them, and the working tree's.
    private func storedEntries(_ versions: [PreparedVersion]) -> [SiteVersions.Entry] {
        let storedRoutes = (try? Data(contentsOf: routesFile)).flatMap { try? JSONDecoder().decode([String].self, from: $0) }
        return [SiteVersions.Entry(label: currentLabel, folder: "", routes: storedRoutes.map(Set.init))]
            + versions.map { version in
                SiteVersions.Entry(label: version.entry.label, folder: version.entry.path + "/",
                                   routes: version.state.routes.map(Set.init))
            }
    }

    /// Builds each version that needs it, oldest last, updating `entries` with their routes;
    /// the diagnostics of each version built, by index.
    private func buildVersions(_ versions: inout [PreparedVersion], entries: inout [SiteVersions.Entry]) async
        -> (succeeded: Bool, rebuilt: [String], diagnostics: [Int: [Diagnostic]]) {
        var rebuilt: [String] = []
        var diagnostics: [Int: [Diagnostic]] = [:]
        for index in versions.indices {
            let built = await buildVersion(versions, index, entries: entries)
            guard built.succeeded else { return (false, rebuilt, [index: built.diagnostics]) }
            versions[index].state = built.state
            if built.rebuilt {
                rebuilt.append(versions[index].entry.label)
                diagnostics[index] = built.diagnostics
            }
            entries[index + 1].routes = Set(built.routes)
        }
        return (true, rebuilt, diagnostics)
    }

    /// The working tree's options with every version's site copied in.
    private func mountedOptions(_ versions: [PreparedVersion], entries: [SiteVersions.Entry]) -> BuildOptions {
        var options = workingOptions(versions, entries: entries)
        options.mountedSites = versions.map { version in
            MountedSite(folder: version.entry.path, site: version.site, stamp: version.state.stamp ?? "")
        }
        return options
    }

    /// Builds version `index` unless its site was built with exactly these inputs.
    private func buildVersion(_ versions: [PreparedVersion], _ index: Int,
                              entries: [SiteVersions.Entry]) async
        -> (succeeded: Bool, rebuilt: Bool, routes: [String], diagnostics: [Diagnostic], state: VersionState) {
        let version = versions[index]
        var options = self.options(forVersion: index, versions, entries: entries)
        let stamp = self.stamp(of: version, options: options, versions: versions, index: index)
        var state = version.state
        if working.usesBuildCache, state.stamp == stamp, let routes = state.routes, FileManager.default.fileExists(atPath: version.site.path) {
            return (true, false, routes, [], state)
        }
        if !Console.isQuiet { Console.error("Building version \(version.display)") }
        // Read only when the site is built: the dates follow from the commit, already stamped.
        if let repository = version.configuration.repository, repository.lastUpdated {
            options.lastUpdated = LastUpdated.read(revision: version.revision.commit, packageRoot: working.packageRoot,
                                                   contentPath: SourceLocation.relativePath(options.contentDirectory.path, to: version.package.path))
        }
        let report = await SiteBuild(options: options).build()
        let named = version.renamed(report.diagnostics)
        guard report.succeeded else {
            return (false, true, [], version.named(DiagnosticsError(report.diagnostics)).diagnostics, state)
        }
        state.stamp = stamp
        state.routes = report.routes
        state.save(version.stateFile)
        return (true, true, report.routes, named, state)
    }

    /// The build of version `index`, with its switcher, changes page and badges.
    func options(forVersion index: Int, _ versions: [PreparedVersion], entries: [SiteVersions.Entry]) -> BuildOptions {
        var options = versions[index].buildOptions(working: working, workingConfiguration: configuration)
        options.versions = SiteVersions(entries: entries, current: index + 1)
        options.changes = changes(to: index + 1, versions)
        options.tokenHistory = history(upTo: index + 1, versions)
        return options
    }

    /// The working tree's build, with its switcher, changes page and badges.
    func workingOptions(_ versions: [PreparedVersion], entries: [SiteVersions.Entry]) -> BuildOptions {
        var options = working
        options.versions = SiteVersions(entries: entries, current: 0)
        options.changes = changes(to: 0, versions)
        options.tokenHistory = history(upTo: 0, versions)
        return options
    }

    /// Every listed version made ready, or every problem preparing them.
    func prepare() -> Result<[PreparedVersion], DiagnosticsError> {
        var versions: [PreparedVersion] = []
        var problems: [Diagnostic] = []
        for entry in configuration.versions {
            switch PreparedVersion.prepare(entry, root: working.packageRoot, cacheDirectory: working.cacheDirectory, systemName: systemName,
                                                 fallback: configuration) {
            case .success(let version): versions.append(version)
            case .failure(let error): problems += error.diagnostics
            }
        }
        return problems.isEmpty ? .success(versions) : .failure(DiagnosticsError(problems))
    }

    /// The changes page of build `position` (0: the working tree): against the next older version.
    private func changes(to position: Int, _ versions: [PreparedVersion]) -> VersionChanges? {
        guard position < versions.count, let base = versions[position].system else { return nil }
        let label = position == 0 ? currentLabel : versions[position - 1].entry.label
        return VersionChanges(label: label, baseLabel: versions[position].entry.label, base: base,
                              baseContrastLevels: versions[position].configuration.contrastLevels)
    }

    /// The releases up to build `position`, oldest first.
    private func history(upTo position: Int, _ versions: [PreparedVersion]) -> TokenHistory? {
        var releases: [TokenHistory.Release] = []
        for index in stride(from: versions.count - 1, through: max(position - 1, 0), by: -1) {
            guard let system = versions[index].system else { return nil }
            releases.append(TokenHistory.Release(label: versions[index].entry.label, system: system))
        }
        if position == 0 {
            guard let system = working.designSystem else { return nil }
            releases.append(TokenHistory.Release(label: currentLabel, system: system))
        }
        return releases.count > 1 ? TokenHistory(releases: releases) : nil
    }

    private static func failed(_ diagnostics: [Diagnostic]) -> BuildReport {
        BuildReport(diagnostics: diagnostics, pageCount: 0, fileCount: 0, wroteOutput: false)
    }
}
