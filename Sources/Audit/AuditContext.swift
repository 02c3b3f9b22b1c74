import StylebookKit

/// One set of colours the audit measures every pair in: a mode of a Swift design system, or a
/// context of a DTCG token set (several contexts with identical colours share one).
public struct AuditContext: Sendable {
    /// "light", "dark-hc", or "light, light_ax" when identical contexts are audited together.
    public var name: String
    /// The colours of this context, read in `mode`.
    public var system: DesignSystem
    public var mode: Mode
    /// The level this context demands when it is stricter than the policy's (high-contrast themes).
    public var level: ContrastLevel?

    /// `mode` nil: the system's default mode (a DTCG context is a system of its own).
    public init(name: String, system: DesignSystem, mode: Mode? = nil, level: ContrastLevel? = nil) {
        self.name = name
        self.system = system
        self.mode = mode ?? system.mode(.light)
        self.level = level
    }

    /// Every mode of a Swift design system, each at the level the policy asks of it.
    public static func modes(of system: DesignSystem, policy: ContrastPolicy = .standard) -> [AuditContext] {
        system.modes.map { mode in
            AuditContext(name: mode.name, system: system, mode: mode, level: policy.level(for: mode, axes: system.axes))
        }
    }

    func level(under policy: ContrastPolicy) -> ContrastLevel {
        level == .aaa || policy.level == .aaa ? .aaa : .aa
    }
}

/// Every colour of one context with its aliases followed, so each pair costs two lookups.
struct ColorTable {
    private var colors: [TokenPath: SRGBColor] = [:]

    init(_ context: AuditContext) {
        for token in context.system.tokens where token.kind == .color && colors[token.path] == nil {
            if let color = context.system.resolvedColor(token.path, mode: context.mode) { colors[token.path] = color }
        }
    }

    subscript(path: TokenPath) -> SRGBColor? { colors[path] }
}
