import StylebookKit

/// One set of colours the audit measures every pair in: a mode of a Swift design system, or a
/// context of a DTCG token set (several contexts with identical colours share one).
public struct AuditContext: Sendable {
    /// "light", "dark-hc", or "light, light_ax" when identical contexts are audited together.
    public var name: String
    /// The colours of this context, read in `mode`.
    public var system: DesignSystem
    public var mode: ColorMode
    /// The level this context demands when it is stricter than the policy's (high-contrast themes).
    public var level: ContrastLevel?

    public init(name: String, system: DesignSystem, mode: ColorMode = .light, level: ContrastLevel? = nil) {
        self.name = name
        self.system = system
        self.mode = mode
        self.level = level
    }

    /// Light and dark mode of a Swift design system.
    public static func modes(of system: DesignSystem) -> [AuditContext] {
        ColorMode.allCases.sorted().map { AuditContext(name: $0.rawValue, system: system, mode: $0) }
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
