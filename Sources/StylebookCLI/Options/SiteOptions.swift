import ArgumentParser
import Foundation
import SiteBuilder

/// Where the site's inputs and output live; shared by build, check and serve.
struct SiteOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Folder of Markdown pages.", valueName: "dir"))
    var content = "Content"

    @Option(help: ArgumentHelp("Folder of Mustache templates and assets.", valueName: "dir"))
    var templates = "Templates"

    @Option(help: ArgumentHelp("Folder the site is written to; replaced only when the build succeeds.", valueName: "dir"))
    var output = "_site"

    @Option(name: .customLong("base-url"), help: ArgumentHelp("Absolute URL the site is published at; enables sitemap.xml and robots.txt.", valueName: "url"))
    var baseURL: String?

    func validate() throws {
        if let baseURL, URL(string: baseURL)?.scheme == nil {
            throw ValidationError("--base-url must be an absolute URL such as https://design.example.com/")
        }
    }

    func buildOptions() -> BuildOptions {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        func resolve(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL }
        return BuildOptions(
            packageRoot: cwd,
            contentDirectory: resolve(content),
            templatesDirectory: resolve(templates),
            outputDirectory: resolve(output),
            baseURL: baseURL)
    }
}
