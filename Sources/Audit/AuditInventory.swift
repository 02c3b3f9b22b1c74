import StylebookKit

/// What an audit recognised before measuring anything: colours per role in each context, pairs
/// per source, and what it left out and why. Printed on every `check --tokens` run, so a
/// summary can never hide that little or nothing was checked.
public struct AuditInventory: Hashable, Sendable {
    public struct Context: Hashable, Sendable {
        /// The context audited, e.g. "dark-hc", or "light, light_ax" for identical ones.
        public var name: String
        public var level: ContrastLevel
        /// Colour tokens per role, in `ColorRole` order; roles with none are left out.
        public var roles: [RoleCount]

        public init(name: String, level: ContrastLevel, roles: [RoleCount]) {
            self.name = name
            self.level = level
            self.roles = roles
        }
    }

    public struct RoleCount: Hashable, Sendable {
        public var role: ColorRole
        public var count: Int
    }

    public struct Source: Hashable, Sendable {
        /// "convention", "pairs file", "extensions", "role matrix".
        public var name: String
        public var pairs: Int
        /// How the pairs split, e.g. by naming rule ("on-X": 20); or why there are none.
        public var detail: String?

        public init(name: String, pairs: Int, detail: String? = nil) {
            self.name = name
            self.pairs = pairs
            self.detail = detail
        }
    }

    public var contexts: [Context]
    public var sources: [Source]
    /// Each thing left out, with the reason.
    public var skipped: [String]

    public init(contexts: [Context] = [], sources: [Source] = [], skipped: [String] = []) {
        self.contexts = contexts
        self.sources = sources
        self.skipped = skipped
    }

    /// Colour tokens per role in one system.
    public static func roles(of system: DesignSystem) -> [RoleCount] {
        var counts: [ColorRole: Int] = [:]
        for token in system.tokens { if let role = token.colorRole { counts[role, default: 0] += 1 } }
        return ColorRole.allCases.compactMap { role in counts[role].map { RoleCount(role: role, count: $0) } }
    }

    /// The lines the text report prints under "Recognised".
    public var lines: [String] {
        var lines: [String] = []
        for context in contexts {
            let roles = context.roles.isEmpty ? "no colours" : context.roles.map { "\($0.count) \($0.role.rawValue)" }.joined(separator: ", ")
            lines.append("colours  \(context.name) (\(context.level.label)): \(roles)")
        }
        for source in sources {
            lines.append("pairs    \(source.name): \(source.pairs)" + (source.detail.map { " (\($0))" } ?? ""))
        }
        lines += skipped.map { "skipped  \($0)" }
        return lines
    }
}
