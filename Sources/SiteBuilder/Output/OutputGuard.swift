import Foundation
import GeneratorSupport
import StylebookKit

/// Refuses output folders where replacing the folder would destroy what the user wrote.
enum OutputGuard {
    static func check(_ options: BuildOptions) -> Diagnostic? {
        let output = real(options.outputDirectory)
        let protected: [(String, URL)] = [
            ("the package root", options.packageRoot),
            ("the content folder", options.contentDirectory),
            ("the templates folder", options.templatesDirectory),
            ("Sources/", options.packageRoot.appendingPathComponent("Sources")),
            ("Tests/", options.packageRoot.appendingPathComponent("Tests")),
        ]
        for (name, url) in protected {
            let folder = real(url)
            if output == folder || folder.hasPrefix(output + "/") || output == "/" {
                return refusal("output folder '\(DisplayPath.of(options.outputDirectory))' is or contains \(name)")
            }
        }
        for (name, url) in protected.dropFirst().prefix(2) where output.hasPrefix(real(url) + "/") {
            return refusal("output folder '\(DisplayPath.of(options.outputDirectory))' lies inside \(name)")
        }
        let cache = real(options.cacheDirectory)
        if cache == output || cache.hasPrefix(output + "/") {
            return Diagnostic(.outputCacheInsideOutput,
                          "cache folder '\(DisplayPath.of(options.cacheDirectory))' lies inside the output folder '\(DisplayPath.of(options.outputDirectory))', which each build replaces",
                          hint: "leave out --cache-dir to keep the cache in .stylebook/, or name a folder outside the output")
        }
        return nil
    }

    private static func refusal(_ message: String) -> Diagnostic {
        Diagnostic(.outputProtectedFolder, message + "; building there would overwrite your files",
               hint: "choose a separate folder such as _site with --output")
    }

    /// Resolves symlinks even for paths that do not exist yet, so `_site -> Content` is caught.
    private static func real(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var tail: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            tail.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var path = existing.resolvingSymlinksInPath().path
        for component in tail { path += (path.hasSuffix("/") ? "" : "/") + component }
        return path
    }
}
