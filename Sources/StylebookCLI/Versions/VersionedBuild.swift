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
        var versions: [PreparedVersion] = []
        var problems: [Diagnostic] = []
        for entry in configuration.versions {
            switch PreparedVersion.prepare(entry, root: working.packageRoot, cacheDirectory: working.cacheDirectory, systemName: systemName) {
            case .success(let version): versions.append(version)
            case .failure(let error): problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { return Outcome(report: Self.failed(problems)) }

        let storedRoutes = (try? Data(contentsOf: routesFile)).flatMap { try? JSONDecoder().decode([String].self, from: $0) }
        var entries = [SiteVersions.Entry(label: currentLabel, folder: "", routes: storedRoutes.map(Set.init))]
        for version in versions {
            let state = VersionState.load(version.stateFile)
            entries.append(.init(label: version.entry.label, folder: version.entry.path + "/", routes: state?.routes.map(Set.init)))
        }
        var outcome = Outcome(report: Self.failed([]))
        var diagnostics: [Diagnostic] = []
        for pass in 1...2 {
            for index in versions.indices {
                let built = await buildVersion(versions, index, entries: entries)
                diagnostics += built.diagnostics
                guard built.succeeded else { return Outcome(report: Self.failed(diagnostics), rebuilt: outcome.rebuilt) }
                if built.rebuilt { outcome.rebuilt.append(versions[index].entry.label) }
                entries[index + 1].routes = Set(built.routes)
            }
            var options = working
            options.versions = SiteVersions(entries: entries, current: 0)
            options.mountedSites = versions.map { version in
                MountedSite(folder: version.entry.path, site: version.site, stamp: VersionState.load(version.stateFile)?.stamp ?? "")
            }
            options.changes = changes(to: 0, versions)
            options.tokenHistory = history(upTo: 0, versions)
            var report = await SiteBuild(options: options).build()
            report.diagnostics = diagnostics + report.diagnostics
            outcome.report = report
            guard report.succeeded else { break }
            let routes = Set(report.routes)
            if entries[0].routes == routes { break }
            entries[0].routes = routes
            try? FileManager.default.createDirectory(at: routesFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? JSONEncoder().encode(report.routes).write(to: routesFile, options: .atomic)
            if pass == 2 { break }
            diagnostics = []
        }
        outcome.rebuilt = Array(Set(outcome.rebuilt)).sorted()
        return outcome
    }

    /// Builds version `index` unless its site was built with exactly these inputs.
    private func buildVersion(_ versions: [PreparedVersion], _ index: Int,
                              entries: [SiteVersions.Entry]) async -> (succeeded: Bool, rebuilt: Bool, routes: [String], diagnostics: [Diagnostic]) {
        let version = versions[index]
        var options = version.buildOptions(working: working, workingConfiguration: configuration)
        options.versions = SiteVersions(entries: entries, current: index + 1)
        options.changes = changes(to: index + 1, versions)
        options.tokenHistory = history(upTo: index + 1, versions)
        let stamp = self.stamp(of: version, options: options, versions: versions, index: index)
        var state = VersionState.load(version.stateFile) ?? VersionState(commit: version.revision.commit)
        if state.stamp == stamp, let routes = state.routes, FileManager.default.fileExists(atPath: version.site.path) {
            return (true, false, routes, [])
        }
        if !Console.isQuiet { Console.error("Building version \(version.display)") }
        let report = await SiteBuild(options: options).build()
        let named = version.renamed(report.diagnostics)
        guard report.succeeded else {
            return (false, true, [], version.named(DiagnosticsError(report.diagnostics)).diagnostics)
        }
        state.stamp = stamp
        state.routes = report.routes
        state.save(version.stateFile)
        return (true, true, report.routes, named)
    }

    /// What a version's site is built from besides its own files: the generator, the switcher's
    /// versions and routes, the base URL, the versions its changes page and badges compare.
    private func stamp(of version: PreparedVersion, options: BuildOptions, versions: [PreparedVersion], index: Int) -> String {
        var hash = FNV1a()
        hash.add("stylebook version site 1")
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        hash.add("\(executable) \((attributes?[.size] as? NSNumber)?.intValue ?? 0) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        // The built-in theme is a resource beside the executable, not in it.
        if let theme = options.builtInTheme, let files = FileManager.default.enumerator(at: theme, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]) {
            var listed: [String] = []
            while let file = files.nextObject() as? URL {
                let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
                listed.append("\(file.path) \(values?.fileSize ?? 0) \(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)")
            }
            hash.add(listed.sorted().joined(separator: "\n"))
        }
        hash.add(version.revision.commit)
        for older in versions.dropFirst(index + 1) { hash.add(older.revision.commit) }
        hash.add(options.versions.map { "\($0.fingerprint)" } ?? "")
        hash.add(options.baseURL ?? "-")
        hash.add(String(reflecting: options.severityOverrides.map(\.id)) + String(reflecting: options.severityOverrides.map(\.severity)))
        hash.add(options.usesBuildCache ? "cache" : "no cache")
        return String(hash.value, radix: 16)
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
