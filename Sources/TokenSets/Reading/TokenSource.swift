import Foundation
import GeneratorSupport
import StylebookKit

/// A DTCG token source: a single `.tokens.json` file, or a `.resolver.json` whose sets and
/// modifiers stack files in `resolutionOrder`. `resolve(_:)` picks one context per modifier.
public struct TokenSource: Sendable {
    public struct Modifier: Hashable, Sendable {
        public var name: String
        public var contexts: [String]
        public var defaultContext: String?
        /// Where the modifier is declared in the resolver.
        public var location: SourceLocation? = nil
    }

    /// One token tree read from a file or written inline in the resolver.
    struct Tree: Sendable {
        var file: String
        var tokens: [RawToken]
        var rootExtensions: JSONNode?
        var alphaKeys: [NonStandardKey] = []
    }

    enum Layer: Sendable {
        case set([Tree])
        case modifier(name: String, contexts: [(String, [Tree])])
        /// Tokens Studio's sets and themes: each modifier is a theme group, each context a
        /// theme, and the themes picked decide which sets are read (`ThemedSets`).
        case themed(ThemedSets)
    }

    public let path: String
    /// The resolver's `name`, or the file name without its extensions.
    public let name: String
    public let modifiers: [Modifier]
    let layers: [Layer]
    let documents: [String: JSONNode]
    /// Problems found while reading the files, before any resolution.
    public let loadDiagnostics: [Diagnostic]
    /// Colour roles the source itself states (Figma's `scopes`), under any a pairs file sets.
    public var roles = RoleOverrides()

    /// Reads the file and every file it refers to. Nil, with errors, when nothing usable was read.
    ///
    /// Besides DTCG files and resolvers it reads what teams keep (`TokenFormat`): a Tokens Studio
    /// folder, its `$themes.json` or a single Tokens Studio file; a Figma local-variables
    /// response; a folder of Style Dictionary source files.
    public static func load(path: String) -> (source: TokenSource?, diagnostics: [Diagnostic]) {
        var loader = JSONFileLoader()
        if let format = TokenFormat.detect(path: path, loader: &loader) {
            return format.load(loader: loader)
        }
        guard let root = loader.load(path) else { return (nil, loader.diagnostics) }
        if root["resolutionOrder"] != nil || path.hasSuffix(".resolver.json") {
            var reader = ResolverReader(path: path, root: root, loader: loader)
            let layers = reader.read()
            let source = TokenSource(path: path, name: root["name"]?.string ?? Self.stem(path), modifiers: reader.modifiers,
                                     layers: layers, documents: reader.loader.documents, loadDiagnostics: reader.diagnostics + reader.loader.diagnostics)
            return (source, source.loadDiagnostics)
        }
        let tree = Self.tree(file: path, root: root)
        let diagnostics = loader.diagnostics + tree.diagnostics
            + [NonStandardKey.warning(tree.tree.alphaKeys, in: "'\(Self.stem(path))'")].compactMap { $0 }
        let source = TokenSource(path: path, name: Self.stem(path), modifiers: [], layers: [.set([tree.tree])],
                                 documents: loader.documents, loadDiagnostics: diagnostics)
        return (source, diagnostics)
    }

    static func tree(file: String, root: JSONNode) -> (tree: Tree, diagnostics: [Diagnostic]) {
        let read = TokenTreeReader.read(file: file, root: root)
        return (Tree(file: file, tokens: read.tokens, rootExtensions: root["$extensions"], alphaKeys: read.alphaKeys), read.diagnostics)
    }

    static func stem(_ path: String) -> String {
        var name = URL(fileURLWithPath: path).lastPathComponent
        for suffix in [".resolver.json", ".tokens.json", ".tokens", ".json"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    /// Every combination of one context per modifier, sorted by the modifiers' order.
    public var permutations: [[String: String]] {
        modifiers.reduce([[:]]) { partial, modifier in
            partial.flatMap { input in modifier.contexts.map { input.merging([modifier.name: $0]) { $1 } } }
        }
    }

    /// The tokens for one choice of contexts (`["mode": "dark"]`); a modifier left out takes
    /// its default. Sources merge in `resolutionOrder` (the last wins), then references resolve.
    public func resolve(_ input: [String: String] = [:], onlyTypes: Set<String>? = nil) -> (tokens: TokenSet, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var merged: [String: RawToken] = [:]
        var order: [String] = []
        var extensions: [TokenSet.FileExtensions] = []
        for layer in layers {
            let trees: [Tree]
            switch layer {
            case .set(let sets):
                trees = sets
            case .themed(let themed):
                var chosen: [String: String] = [:]
                for modifier in modifiers {
                    chosen[modifier.name] = input.first { $0.key.lowercased() == modifier.name.lowercased() }?.value ?? modifier.defaultContext
                }
                trees = themed.trees(for: chosen)
            case .modifier(let name, let contexts):
                let wanted = input.first { $0.key.lowercased() == name.lowercased() }?.value
                    ?? modifiers.first { $0.name == name }?.defaultContext
                guard let wanted, let context = contexts.first(where: { $0.0.lowercased() == wanted.lowercased() }) else {
                    diagnostics.append(Diagnostic(.importUnknownContext,
                        "modifier '\(name)' has no context '\(wanted ?? "")' and no default; contexts: \(contexts.map(\.0).joined(separator: ", "))",
                        at: SourceLocation(path: path)))
                    continue
                }
                trees = context.1
            }
            for tree in trees {
                if let root = tree.rootExtensions { extensions.append(TokenSet.FileExtensions(file: tree.file, node: root)) }
                for token in tree.tokens {
                    if merged[token.dotted] == nil { order.append(token.dotted) }
                    merged[token.dotted] = token
                }
            }
        }
        var resolver = TokenResolver(tokens: merged, order: order, documents: documents, onlyTypes: onlyTypes)
        let tokens = resolver.resolveAll()
        return (TokenSet(tokens: tokens, rootExtensions: extensions, skippedTypes: resolver.skippedTypes,
                                  untypedColors: resolver.untypedColors), diagnostics + resolver.diagnostics)
    }
}
