import Audit
import Foundation
import SiteBuilder
import StylebookKit

extension PreparedVersion {
    /// The build of this version's site as its own `stylebook.yml` describes it, into its
    /// folder in the cache, published at `/<path>/` below the working tree's base URL.
    /// `working`: the working tree's options, whose `severities:` also apply (a revision's own
    /// file cannot change any more) and whose contrast failures are warnings here: a released
    /// version is a record, and its changes page shows what moved.
    func buildOptions(working: BuildOptions, workingConfiguration: SiteConfiguration) -> BuildOptions {
        func inPackage(_ path: String) -> URL {
            URL(fileURLWithPath: path, relativeTo: package.appendingPathComponent("x")).standardizedFileURL
        }
        // An old version's page is not edited any more: no "Edit this page".
        var repository = configuration.repository
        repository?.editLinks = false
        var options = configuration.sharedBuildOptions(root: package, resolve: inPackage, system: system,
                                                       policy: working.contrastPolicy, referenceFolder: referenceFolder,
                                                       repository: repository)
        options.outputDirectory = site
        options.cacheDirectory = folder.appendingPathComponent("cache")
        options.writesSitemap = false
        options.baseURL = working.baseURL.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + entry.path + "/" }
        options.severityOverrides += workingConfiguration.severities
        options.contrastBuildSeverity = .warning
        options.publicDirectory = configuration.publicFolder.map(inPackage)
        options.exporters = .standard
        options.usesBuildCache = working.usesBuildCache
        options.progress = nil
        return options
    }
}
