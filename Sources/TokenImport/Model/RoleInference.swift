import StylebookKit

/// Colour roles guessed from token names, for token files that do not state them:
/// fg/text/on-… are text, bg/surface/canvas/background are surfaces, border/outline/stroke
/// are borders. The last path part decides first, so `color.text.on-brand` is text and
/// `color.state.danger-background` a surface.
public enum RoleInference {
    static let words: [(ColorRole, Set<String>)] = [
        (.text, ["fg", "foreground", "text"]),
        (.surface, ["bg", "background", "surface", "canvas"]),
        (.border, ["border", "outline", "stroke"]),
        (.icon, ["icon"]),
        (.brand, ["brand"]),
        (.palette, ["palette", "primitive", "primitives", "base"]),
    ]

    public static func role(for path: TokenPath, isAlias: Bool) -> ColorRole {
        for component in path.components.reversed() {
            let parts = words(in: component)
            if parts.first == "on", parts.count > 1 { return .text }
            for (role, names) in words where parts.contains(where: names.contains) { return role }
        }
        return isAlias ? .fill : .palette
    }

    /// `on-brand`, `onBrand` and `on_brand` all give ["on", "brand"].
    static func words(in component: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previous: Character?
        for character in component {
            if !character.isLetter && !character.isNumber {
                if !current.isEmpty { result.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase {
                result.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { result.append(current) }
        return result.map { $0.lowercased() }
    }
}

/// Roles set by hand (pairs.yml `roles:`), by exact path or by a prefix ending in `*`.
public struct RoleOverrides: Hashable, Sendable {
    public var rules: [(pattern: String, role: ColorRole)]

    public init(_ rules: [(pattern: String, role: ColorRole)] = []) {
        self.rules = rules
    }

    public func role(for path: TokenPath) -> ColorRole? {
        rules.first { rule in
            rule.pattern.hasSuffix("*") ? path.dotted.hasPrefix(String(rule.pattern.dropLast())) : path.dotted == rule.pattern
        }?.role
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rules.map(\.pattern) == rhs.rules.map(\.pattern) && lhs.rules.map(\.role) == rhs.rules.map(\.role)
    }

    public func hash(into hasher: inout Hasher) {
        for rule in rules { hasher.combine(rule.pattern); hasher.combine(rule.role) }
    }
}
