/// Which rule gave a colour read from token files its role, so the contrast page can say why
/// a pair is checked. A colour declared in Swift has none: its role is written there.
public enum RoleOrigin: Codable, Hashable, Sendable {
    /// A `roles:` rule of a pairs file: an exact path or a prefix ending in `*`.
    case rolesRule(String)
    /// The Figma variable's scopes (`TEXT_FILL`, `FRAME_FILL`, …).
    case figmaScopes([String])
    /// The token's own `$extensions["dev.stylebook"].role`.
    case extensions
    /// A word of the token's name (`bg`, `text`, `on-`).
    case nameWord(String)
    /// No rule applied: an alias is a fill, a literal a palette colour.
    case fallback

    /// "Figma scope TEXT_FILL", "the word “bg” in its name", for pages and reports.
    public var summary: String {
        switch self {
        case .rolesRule(let pattern): "the roles rule “\(pattern)”"
        case .figmaScopes(let scopes): "Figma scope\(scopes.count == 1 ? "" : "s") \(scopes.joined(separator: ", "))"
        case .extensions: "its $extensions role"
        case .nameWord(let word): "the word “\(word)” in its name"
        case .fallback: "no role word in its name"
        }
    }

    /// "text by the word “fg” in its name, surface by Figma scope FRAME_FILL": what gave a
    /// pair's two colours their roles; nil when both roles were declared in Swift.
    public static func reasons(foreground: Token?, background: Token?) -> String? {
        let reasons = [foreground, background].compactMap { token -> String? in
            guard let token, let origin = token.roleOrigin, let role = token.colorRole else { return nil }
            return "\(role.rawValue) by \(origin.summary)"
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: ", ")
    }
}
