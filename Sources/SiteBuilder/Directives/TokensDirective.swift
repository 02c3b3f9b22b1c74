import Exporters
import GeneratorSupport
import StylebookKit

/// ```` ```tokens color.state ````: an entry for every token under a path prefix: its value in
/// each mode beside a sample drawn with its CSS custom property, its description, and its name
/// on every platform. Colours also show their contrast.
struct TokensDirective: Directive {
    static let name = "tokens"
    static let usage = DirectiveUsage(
        renders: "An entry per token under a path prefix: light and dark swatches side by side (or a sample; with more modes, a swatch per combination and a switch per axis), its description, and its CSS, Swift, Kotlin and Android names with copy buttons; search finds it by name.",
        argument: "A token name or a group's prefix (required), e.g. `color.state`.", body: "Empty.",
        example: "```tokens color.state\n```")

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

    struct Values: TemplateContext {
        struct Group: TemplateContext {
            var kind: String
            var isColor: Bool
            var tokens: [Entry]
        }

        struct Entry: TemplateContext {
            var name: String
            var anchor: String
            var description: String
            var since: String?
            var deprecation: Deprecation?
            var isColor: Bool
            var modes: [TokenDisplay.ModeValue]
            var value: TokenDisplay.Value
            var shadow: [TokenDisplay.ShadowLayer]?
            var sample: TokenDisplay.Sample
            var platforms: [Platform]
        }

        struct Platform: TemplateContext {
            var platform: String
            var name: String
        }

        struct Deprecation: TemplateContext {
            var hasText: Bool
            var message: String?
            var replacement: TokenReference.Values?
            var removedIn: String?
            var deprecatedIn: String?
        }

        var prefix: String
        var groups: [Group]
        var modeSwitch: ModeSwitch.Values?
    }

    func values(argument: String, body: String, context: DirectiveContext) -> Values? {
        guard let system = context.outputs?.system else { return nil }
        let tokens = Self.tokens(under: argument, in: system)
        let groups = TokenKind.allCases.compactMap { kind -> Values.Group? in
            let group = tokens.filter { $0.kind == kind }
            guard !group.isEmpty else { return nil }
            return Values.Group(kind: kind.rawValue, isColor: kind == .color,
                                tokens: group.map { entry($0, system: system, context: context) })
        }
        let hasColors = tokens.contains { $0.kind == .color }
        return Values(prefix: argument, groups: groups, modeSwitch: hasColors ? ModeSwitch.values(for: system) : nil)
    }

    /// Each token's entry is a link target and a search section named by the token.
    func anchors(argument: String, body: String, context: DirectiveContext) -> [DirectiveAnchor] {
        guard let system = context.outputs?.system else { return [] }
        let tokens = Self.tokens(under: argument, in: system)
        // In the order the template shows them: grouped by kind.
        return TokenKind.allCases.flatMap { kind in
            tokens.filter { $0.kind == kind }.map { DirectiveAnchor(id: TokenReference.anchor($0.path), text: $0.path.dotted) }
        }
    }

    private func entry(_ token: Token, system: DesignSystem, context: DirectiveContext) -> Values.Entry {
        let settings = context.exportSettings
        let history = context.outputs?.tokenHistory
        return Values.Entry(
            name: token.path.dotted, anchor: TokenReference.anchor(token.path), description: token.description,
            since: TemplateEncoder.nonEmpty(history?.since(token.path.dotted)),
            deprecation: token.deprecation.map { Self.deprecation($0, in: history?.deprecatedIn(token.path.dotted), context: context) },
            isColor: token.kind == .color,
            modes: token.kind == .color ? TokenDisplay.modeValues(token, in: system, settings) : [],
            value: TokenDisplay.value(token, mode: system.mode(.light), in: system), shadow: TokenDisplay.shadowLayers(token), sample: TokenDisplay.sample(token, settings),
            platforms: TokenPlatformNames.names(for: token, in: system, settings: settings).map { Values.Platform(platform: $0.platform, name: $0.name) })
    }

    /// The message, a link to the replacement's entry, the removal release and the published
    /// version that deprecated it (`BuildOptions.tokenHistory`), each false when not known; the
    /// template shows a "Deprecated" badge in the heading either way.
    static func deprecation(_ deprecation: Deprecation, in version: String?, context: DirectiveContext) -> Values.Deprecation {
        let message = TemplateEncoder.nonEmpty(deprecation.message)
        return Values.Deprecation(
            hasText: message != nil || deprecation.replacedBy != nil || deprecation.removedIn != nil,
            message: message,
            replacement: deprecation.replacedBy.map { TokenReference.values($0, context: context) },
            removedIn: TemplateEncoder.nonEmpty(deprecation.removedIn),
            deprecatedIn: TemplateEncoder.nonEmpty(version))
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
        return groups.sorted(by: String.inByteOrder)
    }
}
