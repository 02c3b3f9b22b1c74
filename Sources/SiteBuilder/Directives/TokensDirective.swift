import Exporters
import StylebookKit

/// ```` ```tokens color.state ````: every token under a path prefix with its value in each mode
/// and a sample drawn with its CSS custom property. Colours also show their contrast.
struct TokensDirective: Directive {
    static let name = "tokens"

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        guard let system = context.outputs?.system else {
            return [.needsDesignSystem(Self.name)]
        }
        if argument.isEmpty {
            return [DirectiveProblem(message: "the tokens directive needs a token path prefix, such as ```tokens color.state",
                                     hint: "name a group of tokens: \(Self.groups(in: system).prefix(6).joined(separator: ", "))")]
        }
        guard Self.tokens(under: argument, in: system).isEmpty else { return [] }
        let candidates = Self.groups(in: system) + system.sortedTokens.map(\.path.dotted)
        let hint = Suggestion.closest(to: argument, in: candidates).map { "did you mean '\($0)'?" } ?? "name a declared token or group, such as 'color'"
        return [DirectiveProblem(message: "no token is named '\(argument)' or starts with '\(argument).'", hint: hint)]
    }

    func render(argument: String, body: String, context: DirectiveContext) -> String {
        guard let system = context.outputs?.system else { return "" }
        let tokens = Self.tokens(under: argument, in: system)
        return TokenKind.allCases.map { kind in
            let group = tokens.filter { $0.kind == kind }
            return group.isEmpty ? "" : table(group, kind: kind, prefix: argument, system: system, settings: context.outputs?.exportSettings ?? ExportSettings())
        }.joined()
    }

    static func tokens(under prefix: String, in system: DesignSystem) -> [Token] {
        let path = TokenPath(prefix)
        return system.sortedTokens.filter { $0.path.hasPrefix(path) }
    }

    /// Every group path (`color`, `color.state`, …), sorted.
    static func groups(in system: DesignSystem) -> [String] {
        var groups = Set<String>()
        for token in system.sortedTokens {
            for length in 1..<max(1, token.path.components.count) {
                groups.insert(token.path.components.prefix(length).joined(separator: "."))
            }
        }
        return groups.sorted()
    }

    private func table(_ tokens: [Token], kind: TokenKind, prefix: String, system: DesignSystem, settings: ExportSettings) -> String {
        var out = "<table class=\"token-table\">\n<caption>\(e(Self.label(kind))) tokens under <code>\(e(prefix))</code></caption>\n<thead><tr><th scope=\"col\">Token</th>"
        out += kind == .color
            ? "<th scope=\"col\">Light</th><th scope=\"col\">Dark</th>"
            : "<th scope=\"col\">Value</th><th scope=\"col\">Sample</th>"
        out += "<th scope=\"col\">Use</th></tr></thead>\n<tbody>\n"
        for token in tokens {
            out += "<tr><th scope=\"row\"><code>\(e(token.path.dotted))</code></th>"
            if kind == .color {
                for mode in ColorMode.allCases.sorted() {
                    let note = TokenDisplay.contrastNote(token, mode: mode, in: system).map { "<br><small>\(e($0))</small>" } ?? ""
                    out += "<td>\(TokenDisplay.swatch(token.path, mode: mode, settings)) \(e(TokenDisplay.value(token, mode: mode, in: system)))\(note)</td>"
                }
            } else {
                out += "<td>\(e(TokenDisplay.value(token, mode: .light, in: system)))</td><td>\(TokenDisplay.sample(token, settings))</td>"
            }
            var use = e(token.description)
            if case .icon(let icon) = token.value {
                use += "<br><small>SF Symbol <code>\(e(icon.sfSymbol))</code>, Material <code>\(e(icon.materialSymbol))</code></small>"
            }
            if let deprecation = token.deprecation { use += "<br><strong>Deprecated:</strong> \(e(deprecation))" }
            out += "<td>\(use)</td></tr>\n"
        }
        return MarkupText.scrollRegion(label: "\(Self.label(kind)) tokens under \(prefix)", out + "</tbody>\n</table>\n")
    }

    static func label(_ kind: TokenKind) -> String {
        kind == .color ? "Colour" : kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
    }

    private func e(_ text: String) -> String { MarkupText.escape(text) }
}
