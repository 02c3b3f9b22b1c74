import Foundation
import GeneratorSupport
import StylebookKit

/// Reads a Tokens Studio project (`TokensStudioProject`) into a token source: `$metadata.json`
/// orders the sets, every theme group of `$themes.json` is a modifier whose contexts are its
/// themes, and each set's tokens are read in Tokens Studio's dialect (`TokenDialect.legacy`:
/// its types, math and colour modifiers), `$value` files included.
struct TokensStudioReader {
    let project: TokensStudioProject
    var loader: JSONFileLoader
    private var diagnostics: [Diagnostic] = []

    init(project: TokensStudioProject, loader: JSONFileLoader) {
        self.project = project
        self.loader = loader
    }

    mutating func read() -> (source: TokenSource?, diagnostics: [Diagnostic]) {
        let order = setOrder()
        var sets: [(name: String, tree: TokenSource.Tree)] = []
        for name in order {
            for (file, root) in setDocuments(name) {
                let read = TokenTreeReader.read(file: file, root: root, dialect: .legacy)
                diagnostics += read.diagnostics
                sets.append((name, TokenSource.Tree(file: file, tokens: read.tokens, rootExtensions: root["$extensions"], alphaKeys: read.alphaKeys)))
            }
        }
        let (modifiers, selections) = themes(knownSets: Set(sets.map(\.name)))
        var layers: [TokenSource.Layer]
        if modifiers.isEmpty {
            layers = [.set(sets.map(\.tree))]
        } else {
            layers = [.themed(ThemedSets(sets: sets, selections: selections))]
            let used = Set(selections.values.flatMap { $0.values.flatMap { $0.filter { $0.value != .disabled }.keys } })
            var seen = Set<String>()
            let unused = sets.map(\.name).filter { !used.contains($0) && seen.insert($0).inserted }
            if let first = unused.first {
                diagnostics.append(Diagnostic(.importUnusedSet,
                    "\(unused.count) set(s) are in no theme, so none of their tokens are read (first: '\(first)')",
                    at: SourceLocation(path: project.themesFile), hint: "enable or source them in a theme in Tokens Studio, or delete them"))
            }
        }
        if sets.isEmpty {
            diagnostics.append(Diagnostic(.importMalformedFile, "the Tokens Studio project '\(project.path)' has no token sets",
                                          at: SourceLocation(path: project.metadataFile), hint: "sync the sets from Tokens Studio into this folder"))
        }
        let all = loader.diagnostics + diagnostics
        guard !sets.isEmpty else { return (nil, all) }
        let source = TokenSource(path: project.path, name: project.name, modifiers: modifiers, layers: layers,
                                 documents: loader.documents, loadDiagnostics: all)
        return (source, all)
    }

    // MARK: Sets

    /// `tokenSetOrder` from `$metadata`, then any set on disk it leaves out, by name.
    private mutating func setOrder() -> [String] {
        let onDisk = project.setsOnDisk()
        let metadata: JSONNode?
        switch project.storage {
        case .folder:
            metadata = FileManager.default.fileExists(atPath: project.metadataFile) ? loader.load(project.metadataFile) : nil
        case .file(_, let root):
            metadata = root["$metadata"]
        }
        guard let metadata else { return onDisk }
        guard let listed = metadata["tokenSetOrder"]?.elements else {
            diagnostics.append(ImportProblem(file: project.metadataFile).diagnostic(.importMalformedThemes,
                "`$metadata` has no `tokenSetOrder` array; sets are read in file-name order", at: JSONPointer(tokens: []), metadata).reported(as: .warning))
            return onDisk
        }
        var order: [String] = []
        for entry in listed {
            guard let name = entry.string else { continue }
            if onDisk.contains(name) || onDisk.contains(where: { $0.hasPrefix(name + "/") }) {
                if !order.contains(name) { order.append(name) }
            } else {
                diagnostics.append(Diagnostic(.importUnknownTokenSet, "`tokenSetOrder` names set '\(name)', which has no file",
                                              at: ImportProblem(file: project.metadataFile).location(entry),
                                              hint: "expected \(expectedFile(name)); sync it from Tokens Studio or remove it"))
            }
        }
        // A set named by a folder holds the files inside it; they are not sets of their own.
        return order + onDisk.filter { set in !order.contains { set == $0 || set.hasPrefix($0 + "/") } }
    }

    private func expectedFile(_ name: String) -> String {
        switch project.storage {
        case .folder(let folder): "'\((folder as NSString).appendingPathComponent(name + ".json"))'"
        case .file(let file, _): "a member '\(name)' in '\(file)'"
        }
    }

    /// The documents of one set: its file, or, for a set named by a folder, every file in it.
    private mutating func setDocuments(_ name: String) -> [(String, JSONNode)] {
        switch project.storage {
        case .folder(let folder):
            let file = (folder as NSString).appendingPathComponent(name + ".json")
            if FileManager.default.fileExists(atPath: file) { return loader.load(file).map { [(file, $0)] } ?? [] }
            let inside = TokenFolder.jsonFiles(in: (folder as NSString).appendingPathComponent(name))
            return inside.compactMap { file in loader.load(file).map { (file, $0) } }
        case .file(let file, let root):
            return root[name].map { [(file, $0)] } ?? []
        }
    }

    // MARK: Themes

    /// Each theme group as a modifier (themes without a group form one named `theme`), and
    /// which sets each theme reads.
    private mutating func themes(knownSets: Set<String>) -> ([TokenSource.Modifier], [String: [String: [String: ThemedSets.Status]]]) {
        let file = project.themesFile
        let problem = ImportProblem(file: file)
        let node: JSONNode?
        switch project.storage {
        case .folder:
            node = FileManager.default.fileExists(atPath: file) ? loader.load(file) : nil
        case .file(_, let root):
            node = root["$themes"]
        }
        guard let node else { return ([], [:]) }
        guard let entries = node.elements else {
            diagnostics.append(problem.diagnostic(.importMalformedThemes, "themes must be an array of theme objects, not \(node.kindName)", at: JSONPointer(tokens: []), node))
            return ([], [:])
        }
        var modifiers: [TokenSource.Modifier] = []
        var selections: [String: [String: [String: ThemedSets.Status]]] = [:]
        var reportedSets = Set<String>()
        for (index, entry) in entries.enumerated() {
            let at = JSONPointer(tokens: [String(index)])
            guard let name = entry["name"]?.string, !name.isEmpty, let selected = entry["selectedTokenSets"]?.members else {
                diagnostics.append(problem.diagnostic(.importMalformedThemes, "a theme needs a `name` and a `selectedTokenSets` object; this one is skipped",
                                                      at: at, entry).reported(as: .warning))
                continue
            }
            let group = entry["group"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? "theme"
            var statuses: [String: ThemedSets.Status] = [:]
            for member in selected {
                guard let status = member.value.string.flatMap(ThemedSets.Status.init(rawValue:)) else {
                    diagnostics.append(problem.diagnostic(.importMalformedThemes, "set '\(member.key)' has status \(member.value.string.map { "'\($0)'" } ?? member.value.kindName); expected enabled, source or disabled; read as disabled",
                                                          at: at.appending("selectedTokenSets").appending(member.key), member.value).reported(as: .warning))
                    continue
                }
                if status != .disabled, !knownSets.contains(member.key), reportedSets.insert(member.key).inserted {
                    diagnostics.append(Diagnostic(.importUnknownTokenSet, "theme '\(name)' uses set '\(member.key)', which has no file",
                                                  at: problem.location(member.value), hint: "expected \(expectedFile(member.key)); sync it from Tokens Studio or remove it from the theme"))
                }
                statuses[member.key] = status
            }
            if let index = modifiers.firstIndex(where: { $0.name == group }) {
                guard !modifiers[index].contexts.contains(name) else {
                    diagnostics.append(problem.diagnostic(.importMalformedThemes, "group '\(group)' has two themes named '\(name)'; the second is skipped",
                                                          at: at.appending("name"), entry["name"]).reported(as: .warning))
                    continue
                }
                modifiers[index].contexts.append(name)
            } else {
                modifiers.append(TokenSource.Modifier(name: group, contexts: [name], defaultContext: name, location: problem.location(entry)))
            }
            selections[group, default: [:]][name] = statuses
        }
        return (modifiers, selections)
    }
}
