import Foundation
import StylebookKit

/// Where a Tokens Studio project's sets and themes are written: a folder synced to git (one
/// file per set, `$metadata.json` for their order, `$themes.json` for the themes) or one file
/// holding every set beside `$themes` and `$metadata`.
struct TokensStudioProject: Sendable {
    enum Storage: Sendable {
        /// Each set is `<folder>/<set name>.json`.
        case folder(String)
        /// Each set is a top-level member of this file.
        case file(String, JSONNode)
    }

    var storage: Storage
    /// The folder or the file, as the user named it.
    var path: String

    /// A folder holding `$themes.json` or `$metadata.json`.
    static func folder(_ path: String) -> TokensStudioProject? {
        let manager = FileManager.default
        let folder = path.isEmpty ? "." : path
        guard ["$themes.json", "$metadata.json"].contains(where: { manager.fileExists(atPath: (folder as NSString).appendingPathComponent($0)) })
        else { return nil }
        return TokensStudioProject(storage: .folder(folder), path: folder)
    }

    /// A file whose root holds `$themes` or `$metadata` beside its sets.
    static func singleFile(_ path: String, root: JSONNode) -> TokensStudioProject? {
        guard root["$themes"] != nil || root["$metadata"] != nil else { return nil }
        return TokensStudioProject(storage: .file(path, root), path: path)
    }

    /// The file a diagnostic about the project's themes points at.
    var themesFile: String {
        switch storage {
        case .folder(let folder): (folder as NSString).appendingPathComponent("$themes.json")
        case .file(let file, _): file
        }
    }

    var metadataFile: String {
        switch storage {
        case .folder(let folder): (folder as NSString).appendingPathComponent("$metadata.json")
        case .file(let file, _): file
        }
    }

    /// The name the project goes by: its folder's (a `tokens` folder takes its parent's) or file's.
    var name: String {
        switch storage {
        case .folder(let folder):
            return Self.name(ofFolder: folder)
        case .file(let file, _):
            return TokenSource.stem(file)
        }
    }

    /// A token folder's name, or its parent's when the folder is only called `tokens` or `src`.
    static func name(ofFolder folder: String) -> String {
        let url = URL(fileURLWithPath: folder).standardizedFileURL
        let last = url.lastPathComponent
        return ["tokens", "design-tokens", "src"].contains(last.lowercased()) ? url.deletingLastPathComponent().lastPathComponent : last
    }

    /// Set names found on disk when `$metadata.json` gives no order: every `.json` below the
    /// folder but the two project files, by path, without the extension.
    func setsOnDisk() -> [String] {
        switch storage {
        case .folder(let folder):
            return TokenFolder.jsonFiles(in: folder).compactMap { file in
                let relative = String(file.dropFirst(folder.count)).drop { $0 == "/" }
                guard !relative.hasPrefix("$") else { return nil }
                return String(relative.dropLast(".json".count))
            }
        case .file(_, let root):
            return (root.members ?? []).map(\.key).filter { !$0.hasPrefix("$") }
        }
    }
}
