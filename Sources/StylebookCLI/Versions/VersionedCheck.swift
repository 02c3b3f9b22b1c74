import Audit
import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit

/// `check` on a site with `versions:`: the working tree is checked as `build` would build it
/// (its changes page and badges compare it with the newest version), and with `--versions` each
/// version is checked as its revision has it, contrast included, at the level its own
/// `stylebook.yml` asks for (`build` lets an old version's contrast pass with warnings; `check
/// --versions` says what fails).
struct VersionedCheck {
    var build: VersionedBuild

    /// The versions, and the working tree's options with their changes page and badges.
    func prepare() -> Result<(working: BuildOptions, versions: [PreparedVersion]), DiagnosticsError> {
        build.prepare().map { versions in
            (build.workingOptions(versions, entries: Self.entries(build, versions)), versions)
        }
    }

    /// Version `index`'s check report, its files named `REVISION:path`.
    func report(_ index: Int, _ versions: [PreparedVersion], matrix: Diagnostic.Severity?, allowEmpty: Bool) async -> CheckReport {
        let version = versions[index]
        var options = build.options(forVersion: index, versions, entries: Self.entries(build, versions))
        options.contrastBuildSeverity = .error
        options.roleMatrix = matrix
        let site = await SiteBuild(options: options).check(includeDesignSystem: false)
        let content = version.renamed(site.diagnostics)
        guard let system = version.system else { return CheckReport.pagesOnly(content, options.contrastPolicy.level) }
        var action = CheckAction(system: system, policy: options.contrastPolicy, release: options.release,
                                 root: version.package.path, contentChecks: [{ content }])
        action.roleMatrix = matrix
        action.allowEmpty = allowEmpty
        action.audit = site.audit
        action.exportDiagnostics = version.renamed(site.exportDiagnostics)
        var report = action.run()
        report.diagnostics = version.renamed(report.diagnostics)
        return report
    }

    /// Check renders no switcher: the entries only name the versions.
    private static func entries(_ build: VersionedBuild, _ versions: [PreparedVersion]) -> [SiteVersions.Entry] {
        [SiteVersions.Entry(label: build.currentLabel, folder: "", routes: nil)]
            + versions.map { SiteVersions.Entry(label: $0.entry.label, folder: $0.entry.path + "/", routes: nil) }
    }
}
