import Foundation
import GeneratorSupport
import StylebookKit

/// Reads a DTCG 2025.10 resolver document: sets, modifiers and `resolutionOrder`, loading the
/// token files its sources name (paths relative to the resolver).
struct ResolverReader {
    let path: String
    let root: JSONNode
    var loader: JSONFileLoader
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var modifiers: [TokenSource.Modifier] = []
    private var problem: ImportProblem { ImportProblem(file: path) }
    private let directory: String
    /// Sets some `$ref` reaches; the others are reported once as unused.
    private var usedSets: Set<String> = []
    /// Files whose non-standard `alpha` keys were already reported.
    private var alphaReported: Set<String> = []

    init(path: String, root: JSONNode, loader: JSONFileLoader) {
        self.path = path
        self.root = root
        self.loader = loader
        directory = (path as NSString).deletingLastPathComponent
    }

    mutating func read() -> [TokenSource.Layer] {
        let top = JSONPointer(tokens: [])
        if let version = root["version"]?.string, version != "2025.10" {
            diagnostics.append(problem.diagnostic(.importResolverVersion, "resolver version '\(version)' is not 2025.10; read as 2025.10", at: top.appending("version"), root["version"]))
        } else if root["version"] == nil {
            diagnostics.append(problem.diagnostic(.importResolverVersion, "resolver without `version`; read as 2025.10", at: top, root))
        }
        guard let order = root["resolutionOrder"]?.elements else {
            diagnostics.append(problem.diagnostic(.importMalformedResolver, "a resolver needs a `resolutionOrder` array", at: top, root))
            return []
        }
        var layers: [TokenSource.Layer] = []
        for (index, entry) in order.enumerated() {
            let at = top.appending("resolutionOrder").appending(index)
            if let ref = entry["$ref"]?.string {
                guard let target = JSONPointer(ref), target.tokens.count == 2, let node = target.resolve(in: root),
                      ["sets", "modifiers"].contains(target.tokens[0]) else {
                    diagnostics.append(problem.diagnostic(.importUnknownReference, "`$ref` '\(ref)' names no set or modifier", at: at.appending("$ref"), entry["$ref"]))
                    continue
                }
                let name = target.tokens[1]
                let nodeAt = JSONPointer(tokens: target.tokens)
                if target.tokens[0] == "sets" {
                    usedSets.insert(name)
                    layers.append(.set(reportAlpha(sources(of: node, at: nodeAt), in: "set '\(name)'")))
                } else {
                    layers.append(modifier(name, node, at: nodeAt))
                }
            } else if entry["type"]?.string == "modifier" {
                layers.append(modifier(entry["name"]?.string ?? "modifier\(index)", entry, at: at))
            } else if entry["sources"] != nil {
                layers.append(.set(reportAlpha(sources(of: entry, at: at), in: "set \(entry["name"]?.string.map { "'\($0)'" } ?? "#\(index)")")))
            } else {
                diagnostics.append(problem.diagnostic(.importMalformedResolver, "a `resolutionOrder` entry must be a `$ref`, a set or a modifier", at: at, entry))
            }
        }
        for member in root["sets"]?.members ?? [] where !usedSets.contains(member.key) {
            diagnostics.append(problem.diagnostic(.importUnusedSet, "set '\(member.key)' is not in `resolutionOrder`, so none of its tokens are read",
                                               at: top.appending("sets").appending(member.key), member.value,
                                               hint: "add {\"$ref\": \"#/sets/\(member.key)\"} to `resolutionOrder`, or remove the set"))
        }
        return layers
    }

    /// One warning per set for tokens with a non-standard `alpha`, naming each file once.
    private mutating func reportAlpha(_ trees: [TokenSource.Tree], in what: String) -> [TokenSource.Tree] {
        let fresh = trees.filter { !$0.alphaKeys.isEmpty && !alphaReported.contains($0.file) }
        alphaReported.formUnion(fresh.map(\.file))
        if let warning = NonStandardKey.warning(fresh.flatMap(\.alphaKeys), in: what) { diagnostics.append(warning) }
        return trees
    }

    private mutating func modifier(_ name: String, _ node: JSONNode, at pointer: JSONPointer) -> TokenSource.Layer {
        // Early drafts and two examples of the spec write `context`; accept it with a warning.
        var contextsNode = node["contexts"]
        if contextsNode == nil, let singular = node["context"] {
            diagnostics.append(problem.diagnostic(.importResolverContextKey, "modifier '\(name)' uses `context`; 2025.10 calls it `contexts`", at: pointer.appending("context"), singular))
            contextsNode = singular
        }
        let members = contextsNode?.members ?? []
        if members.isEmpty {
            diagnostics.append(problem.diagnostic(.importMalformedResolver, "modifier '\(name)' has no contexts", at: pointer, node))
        } else if members.count == 1 {
            diagnostics.append(problem.diagnostic(.importSingleContext, "modifier '\(name)' has only one context", at: pointer, node))
        }
        var contexts: [(String, [TokenSource.Tree])] = []
        for member in members {
            let list = JSONNode(.object([JSONNode.Member(key: "sources", value: member.value)]), line: member.value.line, column: member.value.column)
            let trees = sources(of: list, at: pointer.appending("contexts").appending(member.key), listAt: true)
            contexts.append((member.key, reportAlpha(trees, in: "modifier '\(name)', context '\(member.key)'")))
        }
        let defaultContext = node["default"]?.string
        if let defaultContext, !members.contains(where: { $0.key == defaultContext }) {
            diagnostics.append(problem.diagnostic(.importMalformedResolver, "modifier '\(name)' has default '\(defaultContext)', which is not one of its contexts",
                                             at: pointer.appending("default"), node["default"]))
        }
        if !modifiers.contains(where: { $0.name == name }) {
            modifiers.append(TokenSource.Modifier(name: name, contexts: members.map(\.key), defaultContext: defaultContext, location: problem.location(node)))
        }
        return .modifier(name: name, contexts: contexts)
    }

    /// The trees of a set's `sources` (or of a context's list when `listAt`).
    private mutating func sources(of node: JSONNode, at pointer: JSONPointer, listAt: Bool = false) -> [TokenSource.Tree] {
        let listPointer = listAt ? pointer : pointer.appending("sources")
        guard let list = node["sources"]?.elements else {
            diagnostics.append(problem.diagnostic(.importMalformedResolver, "expected an array of sources", at: listPointer, node))
            return []
        }
        var trees: [TokenSource.Tree] = []
        for (index, source) in list.enumerated() {
            let at = listPointer.appending(index)
            guard let ref = source["$ref"]?.string else {
                // An inline token tree written in the resolver itself.
                let read = TokenSource.tree(file: path, root: source)
                diagnostics += read.diagnostics
                trees.append(read.tree)
                continue
            }
            if ref.hasPrefix("#") {
                guard let target = JSONPointer(ref), target.tokens.first == "sets", let set = target.resolve(in: root) else {
                    diagnostics.append(problem.diagnostic(.importUnknownReference, "`$ref` '\(ref)' names no set", at: at.appending("$ref"), source["$ref"]))
                    continue
                }
                if target.tokens.count > 1 { usedSets.insert(target.tokens[1]) }
                trees += sources(of: set, at: JSONPointer(tokens: target.tokens))
                continue
            }
            let parts = ref.split(separator: "#", maxSplits: 1).map(String.init)
            let file = directory.isEmpty ? parts[0] : (directory as NSString).appendingPathComponent(parts[0])
            guard var document = loader.load(file, referencedAt: problem.location(source)) else { continue }
            if parts.count == 2 {
                guard let inner = JSONPointer(parts[1])?.resolve(in: document) else {
                    diagnostics.append(problem.diagnostic(.importUnknownReference, "`$ref` '\(ref)' points at nothing in '\(file)'", at: at.appending("$ref"), source["$ref"]))
                    continue
                }
                document = inner
            }
            let read = TokenSource.tree(file: file, root: document)
            diagnostics += read.diagnostics
            trees.append(read.tree)
        }
        return trees
    }
}
