import ArgumentParser
import Exporters
import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit

/// The project a command runs in: the working directory, and its `stylebook.yml` if it has one.
enum ProjectConfiguration {
    static var root: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL }

    static func resolve(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
    }

    /// The configuration, or exit status 1 with every problem in the file reported, including
    /// export names the exporters cannot use.
    /// `checkingExports: false` leaves the `exports:` values to a later load, once the package's
    /// own formats are registered.
    static func load(checkingExports: Bool = true) throws -> SiteConfiguration {
        let problems: [Diagnostic]
        switch ConfigurationFile.load(in: root) {
        case .success(let configuration):
            problems = checkingExports ? configuration.exportProblems(registry: DesignSystemCatalog.exporters) : []
            if problems.isEmpty { return configuration }
        case .failure(let error):
            problems = error.diagnostics
        }
        Console.report(problems)
        if let counts = DiagnosticFormatter.counts(of: problems) { Console.error(counts) }
        throw ExitCode(ExitStatus.problems)
    }

    /// The built-in theme sits beside the binary; a binary copied without it says so here, before
    /// any page is read, rather than stop on SwiftPM's fatal error.
    static func checkInstalledTheme() throws {
        guard !InstalledResources.isPresent("Stylebook_SiteBuilder") else { return }
        try refuse(Diagnostic(
            .templateMissingTheme, "the built-in theme is not installed beside this stylebook (\(DisplayPath.of(Bundle.main.bundleURL))/Stylebook_SiteBuilder.resources)",
            hint: "reinstall Stylebook: `make install` copies the theme with the binary"))
    }

    /// The logo is copied with the pages, so it must be a file under the content folder.
    static func checkLogo(_ configuration: SiteConfiguration, contentDirectory: URL) throws {
        guard let logo = configuration.logo,
              !FileManager.default.fileExists(atPath: contentDirectory.appendingPathComponent(logo).path) else { return }
        let problem = Diagnostic(
            .configMissingFile, "`logo` names '\(logo)', which is not a file under \(DisplayPath.of(contentDirectory))/",
            at: configuration.locations["logo"].map { $0.relative(to: SourceLocation.workingDirectory) },
            hint: "Put the image in the content folder and give its path from there, e.g. `logo: brand/logo.svg`.")
        try refuse(problem)
    }

    /// The `public:` folder, which must exist: a misspelt one would publish a site without its images.
    static func publicFolder(_ configuration: SiteConfiguration) throws -> URL? {
        guard let folder = configuration.publicFolder else { return nil }
        let url = resolve(folder)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue { return url }
        let problem = Diagnostic(
            .configMissingFile, "`public` names '\(folder)', which is not a folder",
            at: configuration.locations["public"].map { $0.relative(to: SourceLocation.workingDirectory) },
            hint: "Give the folder whose files are published at the site root, relative to stylebook.yml, e.g. `public: ../website/static`.")
        try refuse(problem)
    }

    /// Exit status 1 with one problem of the configuration reported.
    private static func refuse(_ problem: Diagnostic) throws -> Never {
        Console.report([problem])
        Console.error("1 error")
        throw ExitCode(ExitStatus.problems)
    }

    static func exportSettings() throws -> ExportSettings {
        try load().exports
    }
}
