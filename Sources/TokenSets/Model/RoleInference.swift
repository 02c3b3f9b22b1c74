import StylebookKit

/// Colour roles guessed from token names, for token files that do not state them:
/// fg/text/content/on-… are text, bg/surface/canvas/background are surfaces, border/outline/stroke
/// are borders. The last path part decides first, so `color.text.on-brand` is text and
/// `color.state.danger-background` a surface; brand and palette words count only when no other
/// role word is there.
public enum RoleInference {
    static let words: [(ColorRole, Set<String>)] = [
        (.text, ["fg", "foreground", "text", "content"]),
        (.surface, ["bg", "background", "surface", "canvas"]),
        (.border, ["border", "outline", "stroke"]),
        (.icon, ["icon"]),
        (.brand, ["brand"]),
        (.palette, ["palette", "primitive", "primitives", "base"]),
    ]

    /// Brand and palette words name variants as often as roles (`color.border.brand.secondary`
    /// is a border), so they count only when no other role word is in the path.
    static let weakRoles: [ColorRole] = [.brand, .palette]

    public static func role(for path: TokenPath, isAlias: Bool) -> ColorRole {
        inferred(for: path, isAlias: isAlias).role
    }

    /// The role and the word that gave it (`.fallback` when none did).
    public static func inferred(for path: TokenPath, isAlias: Bool) -> (role: ColorRole, origin: RoleOrigin) {
        var weak: (ColorRole, String)?
        for component in path.components.reversed() {
            let parts = words(in: component)
            if parts.first == "on", parts.count > 1 { return (.text, .nameWord("on-")) }
            // The last role word of a part wins (`textBackground` is a surface).
            let roles = parts.reversed().compactMap { part in words.first { $0.1.contains(part) }.map { ($0.0, part) } }
            if let (role, word) = roles.first(where: { !weakRoles.contains($0.0) }) { return (role, .nameWord(word)) }
            weak = weak ?? roles.first
        }
        if let (role, word) = weak { return (role, .nameWord(word)) }
        return (isAlias ? .fill : .palette, .fallback)
    }

    static func words(in component: String) -> [String] {
        TokenPath.words(in: component)
    }
}

/// Roles set by hand (pairs.yml `roles:`), by exact path or by a prefix ending in `*`.
public struct RoleOverrides: Hashable, Sendable {
    public var rules: [(pattern: String, role: ColorRole)]
    /// Where each rule was written (pairs.yml), in `rules` order; empty when built in code.
    public var locations: [SourceLocation] = []
    /// Why each rule exists, in `rules` order where known; a rule past its end (a pairs file
    /// appends to `rules`) is a pairs-file rule.
    public var origins: [RoleOrigin]

    public init(_ rules: [(pattern: String, role: ColorRole)] = [], origins: [RoleOrigin]? = nil) {
        self.rules = rules
        self.origins = origins ?? rules.map { .rolesRule($0.pattern) }
    }

    /// These rules, then `other`'s: the first that matches wins.
    public func then(_ other: RoleOverrides) -> RoleOverrides {
        var joined = RoleOverrides(rules + other.rules, origins: rules.indices.map(origin) + other.rules.indices.map(other.origin))
        joined.locations = locations + other.locations
        return joined
    }

    public func role(for path: TokenPath) -> ColorRole? {
        rule(for: path)?.role
    }

    /// The first rule that matches, with its origin.
    public func rule(for path: TokenPath) -> (role: ColorRole, origin: RoleOrigin)? {
        rules.indices.first { Self.matches(rules[$0].pattern, path) }.map { (rules[$0].role, origin(at: $0)) }
    }

    private func origin(at index: Int) -> RoleOrigin {
        index < origins.count ? origins[index] : .rolesRule(rules[index].pattern)
    }

    /// An exact path, or a prefix ending in `*`.
    public static func matches(_ pattern: String, _ path: TokenPath) -> Bool {
        pattern.hasSuffix("*") ? path.dotted.hasPrefix(String(pattern.dropLast())) : path.dotted == pattern
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rules.map(\.pattern) == rhs.rules.map(\.pattern) && lhs.rules.map(\.role) == rhs.rules.map(\.role)
    }

    public func hash(into hasher: inout Hasher) {
        for rule in rules { hasher.combine(rule.pattern); hasher.combine(rule.role) }
    }
}
