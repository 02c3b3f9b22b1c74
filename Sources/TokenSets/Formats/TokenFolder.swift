import Foundation
import GeneratorSupport
import StylebookKit

/// A folder of JSON token files read as one set, as Style Dictionary reads its `source` globs:
/// every `.json` below the folder, by path, deeply merged (a later file's token replaces an
/// earlier one's). Pre-DTCG `value`/`type` files are its dialect, noted once per file.
enum TokenFolder {
    /// JSON files a token folder often holds beside its tokens: a package's and its tools' settings.
    static let notTokens: Set<String> = ["package.json", "package-lock.json", "tsconfig.json", "config.json", "jsconfig.json", "renovate.json", "lerna.json", "nx.json", "project.json", "composer.json"]

    /// Every `.json` file below `folder` but those, sorted by path; hidden folders and `node_modules` skipped.
    static func jsonFiles(in folder: String) -> [String] {
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "node_modules" {
                if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { walker.skipDescendants() }
                continue
            }
            // `$themes.json`, `$metadata.json`: a Tokens Studio project's own files, not token sets.
            if relative.hasSuffix(".json"), !name.hasPrefix("$"), !notTokens.contains(name), !name.hasSuffix(".config.json") {
                files.append((folder as NSString).appendingPathComponent(relative))
            }
        }
        return files.sorted()
    }

    /// The files a Style Dictionary `config.json` names in `source` (and `include`, read first),
    /// globs expanded as Style Dictionary's do: `*` within a folder, `**/` across folders. Nil
    /// when the file is not such a configuration.
    static func styleDictionarySources(config: String, loader: inout JSONFileLoader) -> [String]? {
        guard FileManager.default.fileExists(atPath: config), let root = loader.load(config),
              let patterns = root["source"]?.elements?.compactMap(\.string) else { return nil }
        let folder = (config as NSString).deletingLastPathComponent
        let all = jsonFiles(in: folder.isEmpty ? "." : folder)
        let prefix = folder.isEmpty ? "./" : folder + "/"
        var files: [String] = []
        for pattern in (root["include"]?.elements?.compactMap(\.string) ?? []) + patterns {
            let regex = globRegex(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
            for file in all where !files.contains(file) {
                let relative = String(file.dropFirst(prefix.count))
                if relative.range(of: regex, options: .regularExpression) != nil { files.append(file) }
            }
        }
        return files
    }

    static func globRegex(_ glob: String) -> String {
        var regex = "^"
        var rest = glob[...]
        while let character = rest.first {
            if rest.hasPrefix("**/") {
                regex += "(.*/)?"
                rest = rest.dropFirst(3)
                continue
            }
            if rest.hasPrefix("**") {
                regex += ".*"
                rest = rest.dropFirst(2)
                continue
            }
            switch character {
            case "*": regex += "[^/]*"
            case "?": regex += "[^/]"
            case ".", "(", ")", "+", "|", "^", "$", "[", "]", "{", "}", "\\": regex += "\\" + String(character)
            default: regex.append(character)
            }
            rest = rest.dropFirst()
        }
        return regex + "$"
    }

    static func read(path: String, files: [String], loader: JSONFileLoader) -> (source: TokenSource?, diagnostics: [Diagnostic]) {
        var loader = loader
        guard !files.isEmpty else {
            let diagnostic = Diagnostic(.importMalformedFile, "'\(path)' holds no .json token files", at: SourceLocation(path: path),
                                        hint: "name a folder of token files, a Tokens Studio folder with $themes.json, or a .tokens.json file")
            return (nil, [diagnostic])
        }
        var trees: [TokenSource.Tree] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            guard let root = loader.load(file) else { continue }
            let read = TokenTreeReader.read(file: file, root: root, dialect: .legacy)
            diagnostics += read.diagnostics
            let tokens = read.tokens.map { token in
                var token = token
                token.styleDictionary = true
                return token
            }
            trees.append(TokenSource.Tree(file: file, tokens: tokens, rootExtensions: root["$extensions"], alphaKeys: read.alphaKeys))
        }
        diagnostics = loader.diagnostics + diagnostics
        guard !trees.isEmpty else { return (nil, diagnostics) }
        let source = TokenSource(path: path, name: TokensStudioProject.name(ofFolder: path),
                                 modifiers: [], layers: [.set(trees)], documents: loader.documents, loadDiagnostics: diagnostics)
        return (source, diagnostics)
    }
}
