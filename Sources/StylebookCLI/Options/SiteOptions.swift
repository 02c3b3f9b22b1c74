import ArgumentParser
import Audit
import Foundation
import SiteBuilder
import StylebookKit
import TokenSets

/// Where the site's inputs live; shared by build, check and serve. A flag left out falls back to
/// `stylebook.yml`, then to the default.
struct ContentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Folder of Markdown pages (default: Content).", valueName: "dir"), completion: .directory)
    var content: String?

    @Option(help: ArgumentHelp("Folder of theme overrides: a file here replaces the built-in theme's file of the same path (default: Templates).", valueName: "dir"),
            completion: .directory)
    var templates: String?
}

/// Where the site's inputs and output live, and where it will be published; for build.
struct SiteOptions: ParsableArguments {
    @OptionGroup var inputs: ContentOptions

    @Option(help: ArgumentHelp("Folder the site is written to; replaced only when the build succeeds (default: _site).", valueName: "dir"),
            completion: .directory)
    var output: String?

    @Option(name: .customLong("cache-dir"),
            help: ArgumentHelp("Folder for what a build keeps to make the next one faster; never published (default: .stylebook in the package).", valueName: "dir"),
            completion: .directory)
    var cacheDirectory: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("Absolute URL the site is published at; enables sitemap.xml and robots.txt.", valueName: "url"))
    var baseURL: String?

    func validate() throws {
        if let baseURL, URL(string: baseURL)?.scheme == nil {
            throw ValidationError("--base-url must be an absolute URL such as https://design.example.com/")
        }
    }

    /// The build as flags and `stylebook.yml` describe it, for the registered design system.
    func buildOptions(system: DesignSystem? = DesignSystemCatalog.defaultSystem) throws -> BuildOptions {
        let configuration = try ProjectConfiguration.load()
        var options = try inputs.buildOptions(system: system, configuration: configuration)
        options.outputDirectory = ProjectConfiguration.resolve(output ?? configuration.output ?? "_site")
        options.cacheDirectory = ProjectConfiguration.resolve(cacheDirectory ?? BuildOptions.defaultCacheFolder)
        options.baseURL = baseURL ?? configuration.baseURL
        return options
    }
}

extension ContentOptions {
    func buildOptions(system: DesignSystem?, configuration: SiteConfiguration,
                      policy: ContrastPolicy = .standard) throws -> BuildOptions {
        try ProjectConfiguration.checkInstalledTheme()
        var options = configuration.sharedBuildOptions(
            root: ProjectConfiguration.root, resolve: ProjectConfiguration.resolve, content: content, templates: templates,
            system: system, policy: policy, referenceFolder: DesignSystemCatalog.referenceFolder,
            repository: configuration.repository)
        if PackageSystem.hasTokenFiles {
            options.repairCanSplitMode = TokenFilePatch.canSplitMode(loading: { PackageSystem.importedTokenFiles() })
        }
        options.publicDirectory = try ProjectConfiguration.publicFolder(configuration)
        options.exporters = DesignSystemCatalog.exporters
        try ProjectConfiguration.checkLogo(configuration, contentDirectory: options.contentDirectory)
        if let repository = configuration.repository, repository.lastUpdated {
            options.lastUpdated = LastUpdated.read(contentDirectory: options.contentDirectory)
        }
        return options
    }

    func buildOptions(system: DesignSystem?, policy: ContrastPolicy = .standard) throws -> BuildOptions {
        try buildOptions(system: system, configuration: try ProjectConfiguration.load(), policy: policy)
    }
}
