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
        let contentDirectory = inPackage(configuration.content ?? "Content")
        var options = BuildOptions(packageRoot: package, contentDirectory: contentDirectory,
                                   templatesDirectory: inPackage(configuration.templates ?? "Templates"),
                                   outputDirectory: site, designSystem: system,
                                   contrastPolicy: working.contrastPolicy.with(levels: configuration.contrastLevels))
        options.cacheDirectory = folder.appendingPathComponent("cache")
        options.writesSitemap = false
        options.baseURL = working.baseURL.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + entry.path + "/" }
        options.release = configuration.version
        options.exportSettings = configuration.exports
        options.sidebarSections = configuration.sidebarSections
        options.markdown = configuration.markdown
        options.severityOverrides = configuration.severities + workingConfiguration.severities
        options.contrastBuildSeverity = .warning
        options.publicDirectory = configuration.publicFolder.map(inPackage)
        options.exporters = .standard
        if let folder = referenceFolder,
           FileManager.default.fileExists(atPath: contentDirectory.appendingPathComponent(folder + "/index.md").path) {
            options.reference = StylebookReference(folder: folder, command: .stylebook())
        }
        // An old version's page is not edited any more: no "Edit this page".
        var repository = configuration.repository
        repository?.editLinks = false
        options.site = SiteValues(
            name: configuration.name ?? system?.name ?? "Documentation",
            logo: configuration.logo, language: configuration.language, footer: configuration.footer,
            nav: configuration.nav, repository: repository,
            contentPath: SourceLocation.relativePath(contentDirectory.path, to: package.path))
        options.usesBuildCache = working.usesBuildCache
        options.progress = nil
        return options
    }
}
