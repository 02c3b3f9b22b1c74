import Foundation

/// The files a site is rendered with: Stylebook's built-in theme, where a file at the same path
/// under the project's `Templates/` replaces the theme's, and any other file there is added.
/// Paths are relative and use `/`: `layout.html`, `partials/x.html`, `assets/site.css`.
public struct Theme: Sendable {
    public struct File: Sendable, Equatable {
        public var path: String
        public var url: URL
        /// True when the file comes from the project's `Templates/`, not the built-in theme.
        public var isOverride: Bool
    }

    /// Every file, sorted by path.
    public let files: [File]
    /// The project's `Templates/`; it need not exist.
    public let overridesDirectory: URL
    private let byPath: [String: Int]

    /// The theme as the project sees it. `builtIn` is nil only in tests that want the project's
    /// files alone.
    public init(overrides: URL, builtIn: URL? = Theme.builtInDirectory) {
        var found: [String: File] = [:]
        if let builtIn {
            for path in (try? SiteBuild.files(under: builtIn)) ?? [] {
                found[path] = File(path: path, url: builtIn.appendingPathComponent(path), isOverride: false)
            }
        }
        for path in (try? SiteBuild.files(under: overrides)) ?? [] {
            found[path] = File(path: path, url: overrides.appendingPathComponent(path), isOverride: true)
        }
        files = found.values.sorted { $0.path < $1.path }
        byPath = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($0.element.path, $0.offset) })
        overridesDirectory = overrides.standardizedFileURL
    }

    /// Where the built-in theme's files are installed with the generator: a resource folder of
    /// this library, found next to the executable (or in the build folder it was built in). The
    /// CLI checks the folder is there first (`InstalledResources`): `Bundle.module` stops the
    /// program when it is not.
    public static var builtInDirectory: URL? {
        Bundle.module.url(forResource: "Theme", withExtension: nil)
    }

    public func file(_ path: String) -> File? {
        byPath[path].map { files[$0] }
    }

    /// The files below `folder/`, with paths relative to it.
    public func files(under folder: String) -> [File] {
        let prefix = folder + "/"
        return files.compactMap { file in
            guard file.path.hasPrefix(prefix) else { return nil }
            var relative = file
            relative.path = String(file.path.dropFirst(prefix.count))
            return relative
        }
    }
}
