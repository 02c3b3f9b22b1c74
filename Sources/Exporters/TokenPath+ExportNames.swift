import StylebookKit

/// How token paths become identifiers in each language. One place, so a token has the same
/// name family everywhere: `color.state.danger-background` is `--color-state-danger-background`
/// in CSS, `color_state_danger_background` on Android and `stateDangerBackground` in code.
extension TokenPath {
    /// `color-state-danger-background`. Spaces and punctuation, which Tokens Studio and Figma
    /// names carry (`Font size 900`, `Subtext S - (400) Regular`), become one `-` each run, as
    /// Style Dictionary's kebab names do; letters (any script), digits, `-` and `_` are kept.
    public var kebabName: String { components.map(Self.nameSafe).joined(separator: "-") }

    private static func nameSafe(_ component: String) -> String {
        var safe = ""
        var pendingDash = false
        for character in component {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                if pendingDash, !safe.isEmpty { safe.append("-") }
                pendingDash = false
                safe.append(character)
            } else {
                pendingDash = true
            }
        }
        // Nothing usable: the name stays as written, and the platform's table says why.
        return safe.isEmpty ? component : safe
    }

    /// The kebab name with `_` for `-`, lowercased, as Android resources want it:
    /// `color_state_danger_background`; `Font size 900` → `font_size_900`.
    public var snakeName: String { kebabName.replacingOccurrences(of: "-", with: "_").lowercased() }

    /// Every run of letters and digits, the first lowercased at its first letter and the rest
    /// capitalised: `colorStateDangerBackground`; `Font size 900` → `fontSize900`.
    public var camelName: String { Self.camel(components) }

    /// Without the kind prefix (`color.`, `opacity.`, ...) when code already groups by kind:
    /// `stateDangerBackground`. Dimensions keep their prefix (`spacingMd`, `radiusSm`).
    /// A name that would start with a digit keeps the kind in front: `opacity.50` is `opacity50`,
    /// a top-level `#164430` colour `color164430`.
    public func memberName(for kind: TokenKind) -> String {
        if components.count > 1, kind != .dimension, components[0] == kind.rawValue {
            let short = Self.camel(Array(components.dropFirst()))
            if short.first?.isNumber != true { return short }
        }
        let name = camelName
        return name.first?.isNumber == true ? Self.camel([kind.rawValue] + components) : name
    }

    private static func camel(_ parts: [String]) -> String {
        let words = parts.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }.map(String.init)
        guard let first = words.first else { return "token" }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return ([first.prefix(1).lowercased() + first.dropFirst()] + rest).joined()
    }
}

extension DesignSystem {
    /// The system name as a type-name prefix: `Stylebook`, `MyApp`; `Fixture Kit` →
    /// `FixtureKit`, and `3D kit` → `Tokens3DKit`, since a type cannot start with a digit.
    public var typePrefix: String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first, first.isLetter else { return "Tokens" + joined }
        return joined
    }
}
