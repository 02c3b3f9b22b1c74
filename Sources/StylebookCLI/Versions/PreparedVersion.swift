import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit

/// One `versions:` entry made ready to build: its revision's files in a folder of their own in
/// the cache folder (`.stylebook/versions/<path>/package/`, kept between builds, so its describing
/// executable builds once), its `stylebook.yml` read and its design system described, all as that
/// revision has them.
struct PreparedVersion {
    var entry: SiteConfiguration.PublishedVersion
    var revision: GitRevision
    /// `.stylebook/versions/<path>/`: the package copy, its build folder, its site and its state.
    var folder: URL
    var configuration: SiteConfiguration
    var system: DesignSystem?
    /// Where the revision's Stylebook manual keeps its reference pages (this repository's own site).
    var referenceFolder: String?

    /// "v1.0.0 (1a2b3c4)", or "1.x: v1.0.0 (1a2b3c4)" when the entry has a label of its own.
    var display: String { entry.label == entry.ref ? revision.label : "\(entry.label): \(revision.label)" }

    var package: URL { folder.appendingPathComponent("package") }
    var site: URL { folder.appendingPathComponent("site") }
    var stateFile: URL { folder.appendingPathComponent("state.json") }
    /// `stateFile` as read once when the version is prepared, and as its build leaves it.
    var state: VersionState

    /// Finds the revision, brings the copy up to date (not at all when it already holds this
    /// commit: a revision never changes) and describes its system.
    /// `fallback`: the configuration for a revision without a `stylebook.yml` (one tagged before
    /// the site was built with Stylebook): the working tree's, without its `versions:`.
    static func prepare(_ entry: SiteConfiguration.PublishedVersion, root: URL, cacheDirectory: URL,
                        systemName: String?, fallback: SiteConfiguration) -> Result<PreparedVersion, DiagnosticsError> {
        let (found, problem) = GitRevision.find(entry.ref, in: root)
        guard let revision = found else {
            return .failure(DiagnosticsError([Diagnostic(.versionsUnknownRevision, "`versions` lists '\(entry.ref)': \(problem ?? "no such revision")",
                at: entry.location, hint: "tag the release (`git tag \(entry.ref) COMMIT`) or correct the name; in CI, fetch tags too (`fetch-depth: 0`)")]))
        }
        let folder = cacheDirectory.appendingPathComponent("versions").appendingPathComponent(entry.path)
        var version = PreparedVersion(entry: entry, revision: revision, folder: folder, configuration: SiteConfiguration(),
                                      state: VersionState(commit: revision.commit))
        let copy = PackageCopy(folder: version.package)
        let stored = VersionState.load(version.stateFile)
        if let stored, stored.commit == revision.commit { version.state = stored }
        if stored?.commit != revision.commit || !FileManager.default.fileExists(atPath: copy.folder.path) {
            let exported = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-version-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: exported) }
            if case .failure(let problem) = revision.export(into: exported) {
                return .failure(DiagnosticsError([Diagnostic(.versionsBuildFailed, "version \(version.display) cannot be built: \(problem.message)",
                                                             at: entry.location, hint: problem.hint)]))
            }
            do {
                try copy.update(from: exported, originalRoot: root)
            } catch {
                return .failure(DiagnosticsError([Diagnostic(.outputUnwritable, "cannot copy \(revision.label) into '\(DisplayPath.of(copy.folder))': \(SystemErrorReason.describe(error))",
                    at: entry.location, hint: "check that the cache folder is writable and the disk has room")]))
            }
            version.state = VersionState(commit: revision.commit)
            version.state.save(version.stateFile)
        }
        // Its own release and severities are unknown: the working tree's would warn about
        // removals due in a later release and lower findings twice.
        var fallback = fallback
        fallback.versions = []
        fallback.version = nil
        fallback.severities = []
        return version.read(systemName: systemName, scratch: copy.scratchPath, fallback: fallback).map { version }
            .mapError { version.named($0) }
    }

    /// Its configuration and design system, as DiffStateReader reads a revision's.
    private mutating func read(systemName: String?, scratch: URL, fallback: SiteConfiguration) -> Result<Void, DiagnosticsError> {
        let hasOwn = FileManager.default.fileExists(atPath: package.appendingPathComponent(SiteConfiguration.fileName).path)
        let loaded = hasOwn ? ConfigurationFile.load(in: package) : .success(fallback)
        guard case .success(let configuration) = loaded else { return loaded.map { _ in () } }
        self.configuration = configuration
        switch DescribingExecutable.presence(in: package) {
        case .noPackage, .noDescriber:
            // Pages alone, or pages and token files.
            guard configuration.tokens != nil else { return .success(()) }
            return DiffStateReader.joinTokenFiles(nil, configuration: configuration, folder: package).map { system = $0 }
        case .found(let product):
            var environment = ProcessInfo.processInfo.environment
            environment["STYLEBOOK_SCRATCH_PATH"] = scratch.path
            let executable = DescribingExecutable(packageRoot: package, product: product, environment: environment)
            if !Console.isQuiet, !executable.isUpToDate(executable.executable) {
                Console.error("Building the describing executable of \(revision.label) in \(DisplayPath.of(scratch)) (once: later builds reuse it)")
            }
            let described = executable.describe()
            guard case .success(let description) = described else { return described.map { _ in () } }
            let chosen = systemName.map { name in description.systems.first { $0.name == name } } ?? description.systems.first
            guard let chosen else {
                return .failure(DiagnosticsError([Diagnostic(.versionsBuildFailed,
                    "\(revision.label) describes no design system\(systemName.map { " named '\($0)'" } ?? "")",
                    hint: "its systems: \(description.systems.map(\.name).joined(separator: ", ")); choose one it has with --system, or leave the version out")]))
            }
            referenceFolder = description.stylebookReference
            guard configuration.tokens != nil else {
                system = chosen.system
                return .success(())
            }
            return DiffStateReader.joinTokenFiles(chosen.system, configuration: configuration, folder: package).map { system = $0 }
        }
    }

    /// Problems in the copy's files named `REVISION:path`, as git names them, under one error
    /// that says which version could not be built.
    func named(_ error: DiagnosticsError) -> DiagnosticsError {
        let renamed = renamed(error.diagnostics)
        let summary = Diagnostic(.versionsBuildFailed, "version \(display) cannot be built: its files have \(renamed.errorCount) error(s), listed below",
                                 at: entry.location,
                                 hint: "a revision cannot change: publish a later one, leave it out of `versions:`, or lower the finding with `severities:` here")
        return DiagnosticsError([summary] + renamed)
    }

    /// Diagnostics about the copy's files, named `REVISION:path`.
    func renamed(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let prefixes = [package.path + "/", DisplayPath.of(package) + "/"]
        return diagnostics.map { diagnostic in
            var renamed = diagnostic
            if let path = diagnostic.location?.path, let prefix = prefixes.first(where: { path.hasPrefix($0) }) {
                renamed.location?.path = "\(revision.name):" + path.dropFirst(prefix.count)
            }
            return renamed
        }
    }
}
