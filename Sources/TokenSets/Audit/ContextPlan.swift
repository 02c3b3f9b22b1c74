import Audit
import GeneratorSupport
import StylebookKit

/// The contexts a token set's audit measures in. Every modifier (light/dark, high contrast,
/// brand, size…) is varied; a modifier whose contexts all give the same colours is audited once,
/// and combinations with identical colours are audited once and reported together.
///
/// Modifiers are first varied one at a time with the others at their defaults; only those that
/// change some colour are then combined. Each resolution reads colour tokens only.
struct ContextPlan {
    struct Planned {
        /// The combinations audited together, each as its contexts ("dark", or "dark + pale").
        var names: [String]
        var selection: [String: String]
        var tokens: TokenSet
        var colors: [TokenPath: SRGBColor]
        var name: String { names.joined(separator: ", ") }
    }

    var contexts: [Planned] = []
    /// Modifiers left at their default because no context of theirs changes a colour.
    var colourless: [TokenSource.Modifier] = []
    var varied: [TokenSource.Modifier] = []
    var diagnostics: [Diagnostic] = []

    init(source: TokenSource) {
        let defaults = Dictionary(source.modifiers.compactMap { modifier in
            (modifier.defaultContext ?? modifier.contexts.first).map { (modifier.name, $0) }
        }, uniquingKeysWith: { first, _ in first })
        var resolved: [[String: String]: (TokenSet, [TokenPath: SRGBColor])] = [:]
        var seen = Set<Diagnostic>()
        func resolve(_ selection: [String: String]) -> (TokenSet, [TokenPath: SRGBColor]) {
            if let known = resolved[selection] { return known }
            let (tokens, reported) = source.resolve(selection, onlyTypes: ["color"])
            let found = reported + tokens.untypedColorWarnings
            for diagnostic in found where seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
            var colors: [TokenPath: SRGBColor] = [:]
            for token in tokens.tokens { if case .color(let color, _) = token.value { colors[token.path] = color } }
            resolved[selection] = (tokens, colors)
            return (tokens, colors)
        }
        for modifier in source.modifiers {
            let tables = modifier.contexts.map { resolve(defaults.merging([modifier.name: $0]) { $1 }).1 }
            if tables.allSatisfy({ $0 == tables.first }) { colourless.append(modifier) } else { varied.append(modifier) }
        }
        let combinations = varied.reduce([defaults]) { partial, modifier in
            partial.flatMap { selection in modifier.contexts.map { selection.merging([modifier.name: $0]) { $1 } } }
        }
        for selection in combinations {
            let (tokens, colors) = resolve(selection)
            let name = varied.isEmpty ? "default" : varied.compactMap { selection[$0.name] }.joined(separator: " + ")
            if let same = contexts.firstIndex(where: { $0.colors == colors }) {
                contexts[same].names.append(name)
            } else {
                contexts.append(Planned(names: [name], selection: selection, tokens: tokens, colors: colors))
            }
        }
    }

    /// Files that some context of a varied modifier reads: a colour declared there is where
    /// that context's value comes from.
    static func contextFiles(of source: TokenSource, varied: [TokenSource.Modifier]) -> Set<String> {
        let names = Set(varied.map(\.name))
        var files = Set<String>()
        for layer in source.layers {
            switch layer {
            case .modifier(let name, let contexts) where names.contains(name):
                for (_, trees) in contexts { files.formUnion(trees.map(\.file)) }
            case .themed(let themed):
                files.formUnion(themed.filesVarying(with: names))
            default:
                continue
            }
        }
        return files
    }

    /// "hc", "high-contrast", "highContrast", Apple's "_ax" (Increase Contrast), "a11y".
    static func isHighContrast(_ name: String) -> Bool {
        let words = TokenPath.words(in: name)
        let joined = words.joined()
        return words.contains("hc") || words.contains("ax") || words.contains("a11y") || joined.contains("highcontrast")
            || (words.contains("contrast") && (words.contains("more") || words.contains("increased") || words.contains("high")))
    }
}
