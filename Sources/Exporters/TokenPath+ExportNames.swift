import StylebookKit

/// How token paths become identifiers in each language. One place, so a token has the same
/// name family everywhere: `color.state.danger-background` is `--color-state-danger-background`
/// in CSS, `color_state_danger_background` on Android and `stateDangerBackground` in code.
extension TokenPath {
    /// `color-state-danger-background`
    var kebabName: String { components.joined(separator: "-") }

    /// `color_state_danger_background`
    var snakeName: String { kebabName.replacingOccurrences(of: "-", with: "_").lowercased() }

    /// `colorStateDangerBackground`
    var camelName: String { Self.camel(components) }

    /// Without the kind prefix (`color.`, `opacity.`, ...) when code already groups by kind:
    /// `stateDangerBackground`. Dimensions keep their prefix (`spacingMd`, `radiusSm`).
    func memberName(for kind: TokenKind) -> String {
        guard components.count > 1, kind != .dimension, components[0] == kind.rawValue else { return camelName }
        return Self.camel(Array(components.dropFirst()))
    }

    private static func camel(_ parts: [String]) -> String {
        let words = parts.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }.map(String.init)
        guard let first = words.first else { return "token" }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return ([first.prefix(1).lowercased() + first.dropFirst()] + rest).joined()
    }
}

extension DesignSystem {
    /// The system name as a type-name prefix: `Stylebook`, `MyApp`.
    var typePrefix: String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first, first.isLetter else { return "Tokens" + joined }
        return joined
    }
}
