import Audit
import Foundation
import SiteBuilder
import StylebookKit

extension SiteConfiguration {
    /// What every build of a site this file describes shares: its folders (`resolve` places a
    /// path from the file, or a flag given instead), settings, reference pages and the values its
    /// templates show. `build`, `check` and `serve` add their flags; a published version adds what
    /// makes it a record (`PreparedVersion.buildOptions`).
    func sharedBuildOptions(root: URL, resolve: (String) -> URL, content: String? = nil, templates: String? = nil,
                            system: DesignSystem?, policy: ContrastPolicy, referenceFolder: String?,
                            repository: Repository?) -> BuildOptions {
        var options = BuildOptions(
            packageRoot: root,
            contentDirectory: resolve(content ?? self.content ?? "Content"),
            templatesDirectory: resolve(templates ?? self.templates ?? "Templates"),
            designSystem: system,
            contrastPolicy: policy.with(levels: contrastLevels))
        options.baseURL = baseURL
        options.release = version
        options.exportSettings = exports
        options.sidebarSections = sidebarSections
        options.markdown = markdown
        options.severityOverrides = severities
        options.contrastBuildSeverity = contrastBuildSeverity
        // The reference goes where the site has written its index: a scratch site built with the
        // same executable (the tests') gets none.
        if let referenceFolder,
           FileManager.default.fileExists(atPath: options.contentDirectory.appendingPathComponent(referenceFolder + "/index.md").path) {
            options.reference = StylebookReference(folder: referenceFolder, command: .stylebook())
        }
        options.site = SiteValues(
            name: name ?? system?.name ?? "Documentation",
            logo: logo, language: language, footer: footer, nav: nav, repository: repository,
            contentPath: SourceLocation.relativePath(options.contentDirectory.path, to: root.path))
        return options
    }
}
