import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit

/// How `stylebook serve` runs. The site is always built into a private temporary folder, so
/// serving never touches `_site`, and the folder goes away on exit.
public struct DevServerConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// Where the content, templates and package live; `outputDirectory` is ignored.
    public var build: BuildOptions
    public var openBrowser: Bool
    /// Watch Sources/ and rebuild the package (tokens are Swift) when it changes.
    public var watchSources: Bool
    /// How long the file system must be quiet before a rebuild starts.
    public var quiet: Duration
    /// The running executable; its build folder decides `swift build -c debug|release`.
    public var executablePath: String
    /// Describes the package's design system again (its describing executable) after a change
    /// under Sources/; the site is rebuilt with it while the old one stays served. Without it, a
    /// program that carries its own system is rebuilt with `swift build` and restarted.
    public var describe: (@Sendable () -> Result<DesignSystem, DiagnosticsError>)?
    /// Token files and folders (`tokens:` in stylebook.yml) whose change describes the system
    /// again, as a change under Sources/ does.
    public var tokenFiles: [URL] = []

    public init(host: String = "127.0.0.1", port: Int = 8000, build: BuildOptions, openBrowser: Bool = false,
                watchSources: Bool = true, quiet: Duration = .milliseconds(40),
                executablePath: String = CommandLine.arguments.first ?? "stylebook") {
        self.host = host
        self.port = port
        self.build = build
        self.openBrowser = openBrowser
        self.watchSources = watchSources
        self.quiet = quiet
        self.executablePath = executablePath
    }

    var url: String { url(port: port) }

    /// The address to print: with `--port 0`, the port the system picked.
    func url(port: Int) -> String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)/"
    }

    var sourcesDirectory: URL { build.packageRoot.appendingPathComponent("Sources") }

    /// Folders to watch; Sources/ only when this is a Swift package.
    var watchedFolders: [URL] {
        var folders = [build.contentDirectory, build.templatesDirectory]
        if let publicFolder = build.publicDirectory { folders.append(publicFolder) }
        let manifest = build.packageRoot.appendingPathComponent("Package.swift")
        if watchSources && FileManager.default.fileExists(atPath: manifest.path) { folders.append(sourcesDirectory) }
        for path in tokenFiles {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder)
            folders.append(isFolder.boolValue ? path : path.deletingLastPathComponent())
        }
        return folders
    }

    /// Whether a changed file is one of the token files or inside a token folder.
    func isTokenFile(_ url: URL) -> Bool {
        let path = url.standardizedFileURL.path
        return tokenFiles.contains { token in
            let root = token.standardizedFileURL.path
            return path == root || path.hasPrefix(root + "/")
        }
    }

    var buildConfiguration: String {
        executablePath.contains("/release/") ? "release" : "debug"
    }
}
