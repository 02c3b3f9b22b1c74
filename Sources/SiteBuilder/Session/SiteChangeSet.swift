import Foundation

/// Changed paths sorted into what they mean for the site.
struct SiteChangeSet {
    /// Content-relative paths of Markdown pages that were already known.
    var knownPages: Set<String> = []
    /// Content-relative paths of known assets.
    var knownAssets: Set<String> = []
    /// Something new appeared, a folder changed or a known file vanished: walk Content/ again.
    var needsRescan = false
    /// A layout or partial changed.
    var templatesChanged = false
    /// Paths below Templates/assets/.
    var templateAssets: Set<String> = []

    var isEmpty: Bool {
        knownPages.isEmpty && knownAssets.isEmpty && !needsRescan && !templatesChanged && templateAssets.isEmpty
    }

    init(paths: [URL], options: BuildOptions, pages: Set<String>, assets: Set<String>) {
        let content = options.contentDirectory.path + "/"
        let templates = options.templatesDirectory.path + "/"
        let publicFolder = options.publicDirectory.map { $0.standardizedFileURL.path + "/" }
        for url in paths {
            let path = url.standardizedFileURL.path
            if let publicFolder, let relative = Self.relative(path, below: publicFolder) {
                // Discovery lists the `public:` folder's files as if they lay in Content/public/.
                let asset = ContentItem.publicFolder + "/" + relative
                guard !Self.isHidden(relative) else { continue }
                if assets.contains(asset) && Self.isFile(path) { knownAssets.insert(asset) } else { needsRescan = true }
            } else if let relative = Self.relative(path, below: content) {
                guard !Self.isHidden(relative) else { continue }
                if pages.contains(relative) && Self.isFile(path) {
                    knownPages.insert(relative)
                } else if assets.contains(relative) && Self.isFile(path) {
                    knownAssets.insert(relative)
                } else {
                    needsRescan = true
                }
            } else if let relative = Self.relative(path, below: templates) {
                guard !Self.isHidden(relative) else { continue }
                if relative == "assets" || relative.hasPrefix("assets/") {
                    templateAssets.insert(relative)
                } else {
                    templatesChanged = true
                }
            } else if path + "/" == content {
                needsRescan = true
            } else if path + "/" == templates {
                templatesChanged = true
                templateAssets.insert("assets")
            }
        }
    }

    private static func relative(_ path: String, below folder: String) -> String? {
        path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : nil
    }

    /// Discovery skips dot files; so do updates (editor swap files, `.DS_Store`).
    private static func isHidden(_ relative: String) -> Bool {
        relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
