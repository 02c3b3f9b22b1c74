import Foundation
import GeneratorSupport
import StylebookKit

/// The token formats read besides plain DTCG files and resolvers, told apart by their shape.
enum TokenFormat {
    /// A Tokens Studio project: a folder with `$themes.json`/`$metadata.json`, or one file
    /// holding its sets with `$themes` and `$metadata`.
    case tokensStudio(TokensStudioProject)
    /// Figma's REST API local-variables response, saved to a file, or the variables2json
    /// plugin's export rewritten into its shape.
    case figmaVariables(path: String, root: JSONNode)
    /// A folder of JSON token files read as one set (Style Dictionary's `source` globs).
    case folder(path: String, files: [String])

    /// The format at `path`, or nil for a plain DTCG file or resolver (read as before).
    static func detect(path: String, loader: inout JSONFileLoader) -> TokenFormat? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue {
            if let project = TokensStudioProject.folder(path) { return .tokensStudio(project) }
            let config = (path as NSString).appendingPathComponent("config.json")
            if let files = TokenFolder.styleDictionarySources(config: config, loader: &loader) { return .folder(path: path, files: files) }
            return .folder(path: path, files: TokenFolder.jsonFiles(in: path))
        }
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix("config.json"), let files = TokenFolder.styleDictionarySources(config: path, loader: &loader) {
            return .folder(path: (path as NSString).deletingLastPathComponent, files: files)
        }
        if name == "$themes.json" || name == "$metadata.json",
           let project = TokensStudioProject.folder((path as NSString).deletingLastPathComponent) {
            return .tokensStudio(project)
        }
        guard let root = loader.load(path) else { return nil }
        if FigmaVariablesReader.isVariablesResponse(root) { return .figmaVariables(path: path, root: root) }
        if Variables2JSON.isExport(root) { return .figmaVariables(path: path, root: Variables2JSON.responseBody(root)) }
        if let project = TokensStudioProject.singleFile(path, root: root) { return .tokensStudio(project) }
        return nil
    }

    func load(loader: JSONFileLoader) -> (source: TokenSource?, diagnostics: [Diagnostic]) {
        switch self {
        case .tokensStudio(let project):
            var reader = TokensStudioReader(project: project, loader: loader)
            return reader.read()
        case .figmaVariables(let path, let root):
            return FigmaVariablesReader.read(path: path, root: root, loader: loader)
        case .folder(let path, let files):
            return TokenFolder.read(path: path, files: files, loader: loader)
        }
    }
}
