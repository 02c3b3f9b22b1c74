import Foundation
import PackagePlugin

/// Generates a design-system package's tokens library from the token files its stylebook.yml
/// names (`tokens:`), on every `swift build` in which one of them changed, as swift-protobuf's
/// plugin does for .proto files. An app that depends on the library compiles StylebookKit and
/// the generated declarations; the token files stay the source of truth.
///
/// The target's name less a `Tokens` suffix names the generated type: `AcmeTokens` declares
/// `public enum Acme { public static let system }`.
@main
struct StylebookTokens: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let configuration = root.appendingPathComponent("stylebook.yml")
        let settings = try TokenSettings(reading: configuration)
        let source = root.appendingPathComponent(settings.source).standardizedFileURL
        guard FileManager.default.fileExists(atPath: source.path) else {
            throw PluginProblem("stylebook.yml: `tokens` names '\(settings.source)', which does not exist")
        }
        let typeName = target.name.hasSuffix("Tokens") && target.name.count > "Tokens".count
            ? String(target.name.dropLast("Tokens".count)) : target.name
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)+TokenFiles.swift")
        var arguments = ["--source", source.path, "--source-name", settings.source, "--type-name", typeName, "--output", output.path]
        if let name = settings.name { arguments += ["--system-name", name] }
        for (modifier, chosen) in settings.context.sorted(by: { $0.key < $1.key }) { arguments += ["--context", "\(modifier)=\(chosen)"] }
        return [.buildCommand(
            displayName: "Generating \(target.name) from \(settings.source)",
            executable: try context.tool(named: "stylebook-tokens-swift").url,
            arguments: arguments,
            inputFiles: [configuration] + Self.tokenFiles(at: source),
            outputFiles: [output])]
    }

    /// The files a change in which makes the library again: a folder's JSON files, a file
    /// alone, or, for a Tokens Studio `$themes.json`/`$metadata.json` or a Style Dictionary
    /// `config.json`, the JSON files of its folder.
    static func tokenFiles(at source: URL) -> [URL] {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder)
        let named = ["$themes.json", "$metadata.json", "config.json"]
        let folder = isFolder.boolValue ? source : named.contains(source.lastPathComponent) ? source.deletingLastPathComponent() : nil
        guard let folder else { return [source] }
        var files: [URL] = []
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        while let url = walk?.nextObject() as? URL {
            if ["node_modules", ".build"].contains(url.lastPathComponent) { walk?.skipDescendants(); continue }
            if url.pathExtension.lowercased() == "json" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}

struct PluginProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The few lines of stylebook.yml the plugin needs: `name`, and `tokens` as a path or as a
/// mapping with `source` and `context`. Plugins link no YAML library; `stylebook build` reads
/// the whole file and reports its problems at their lines.
struct TokenSettings {
    var source = ""
    var name: String?
    var context: [String: String] = [:]

    init(reading file: URL) throws {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw PluginProblem("StylebookTokens reads the token files stylebook.yml names, and '\(file.path)' cannot be read")
        }
        var section: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.withoutComment(String(raw))
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let indent = line.prefix { $0 == " " }.count
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = Self.unquoted(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            if indent == 0 {
                section = key
                if key == "name", !value.isEmpty { name = value }
                if key == "tokens", !value.isEmpty { source = value }
            } else if section == "tokens" {
                if key == "source" { source = value; continue }
                if indent > 2, !value.isEmpty { context[key] = value }
            }
        }
        guard !source.isEmpty else {
            throw PluginProblem("stylebook.yml names no token files: add `tokens: FOLDER` (StylebookTokens generates the library from them)")
        }
    }

    static func withoutComment(_ line: String) -> String {
        guard let hash = line.range(of: " #") else { return line.hasPrefix("#") ? "" : line }
        return String(line[..<hash.lowerBound])
    }

    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" else { return text }
        return String(text.dropFirst().dropLast())
    }
}
