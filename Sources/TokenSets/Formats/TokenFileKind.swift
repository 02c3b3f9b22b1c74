import Foundation

/// What a token path holds, as `init --from` needs to know it: whether the tool that writes it
/// is one designers sync from (Tokens Studio, Figma), and which files belong to it.
public enum TokenFileKind: String, Sendable {
    case dtcg = "DTCG"
    case tokensStudio = "Tokens Studio"
    case figmaVariables = "Figma variables"
    case styleDictionary = "Style Dictionary"

    /// Nil when nothing readable is there; the readers then say why.
    public static func of(_ path: String) -> TokenFileKind? {
        var loader = JSONFileLoader()
        switch TokenFormat.detect(path: path, loader: &loader) {
        case .tokensStudio?: return .tokensStudio
        case .figmaVariables?: return .figmaVariables
        case .folder?: return .styleDictionary
        case nil: return FileManager.default.fileExists(atPath: path) ? .dtcg : nil
        }
    }

    /// Designers change these in Figma and sync them to git, so a package keeps them as its
    /// source by default rather than converting them into Swift once.
    public var isSyncedFromDesign: Bool { self == .tokensStudio || self == .figmaVariables }

    /// The folder a file belongs with (a Tokens Studio `$themes.json`, a Style Dictionary
    /// `config.json`), so copying the token files copies everything they read; nil for a file
    /// that stands alone.
    public static func folder(holding path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return path }
        let name = (path as NSString).lastPathComponent
        return ["$themes.json", "$metadata.json", "config.json"].contains(name) ? (path as NSString).deletingLastPathComponent : nil
    }
}
