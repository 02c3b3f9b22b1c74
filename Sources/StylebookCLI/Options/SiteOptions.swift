import ArgumentParser
import Foundation
import DesignTokens
import SiteBuilder
import StylebookKit

/// Where the site's inputs live; shared by build, check and serve.
struct ContentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Folder of Markdown pages.", valueName: "dir"), completion: .directory)
    var content = "Content"

    @Option(help: ArgumentHelp("Folder of Mustache templates and assets.", valueName: "dir"), completion: .directory)
    var templates = "Templates"
}

/// Where the site's inputs and output live, and where it will be published; for build.
struct SiteOptions: ParsableArguments {
    @OptionGroup var inputs: ContentOptions

    @Option(help: ArgumentHelp("Folder the site is written to; replaced only when the build succeeds.", valueName: "dir"), completion: .directory)
    var output = "_site"

    @Option(name: .customLong("base-url"), help: ArgumentHelp("Absolute URL the site is published at; enables sitemap.xml and robots.txt.", valueName: "url"))
    var baseURL: String?

    func validate() throws {
        if let baseURL, URL(string: baseURL)?.scheme == nil {
            throw ValidationError("--base-url must be an absolute URL such as https://design.example.com/")
        }
    }

    func buildOptions(system: DesignSystem? = StylebookDesignSystem.system) -> BuildOptions {
        var options = inputs.buildOptions(system: system)
        options.outputDirectory = URL(fileURLWithPath: output, relativeTo: options.packageRoot).standardizedFileURL
        options.baseURL = baseURL
        return options
    }
}

extension ContentOptions {
    func buildOptions(system: DesignSystem?, policy: ContrastPolicy = .standard) -> BuildOptions {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        func resolve(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL }
        return BuildOptions(
            packageRoot: cwd,
            contentDirectory: resolve(content),
            templatesDirectory: resolve(templates),
            designSystem: system,
            contrastPolicy: policy)
    }
}
