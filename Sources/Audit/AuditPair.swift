import GeneratorSupport
import StylebookKit

/// One pair the audit checks, with where it came from and where its diagnostics point.
public struct AuditPair: Hashable, Sendable {
    /// Sources in report order: component specs, explicit declarations (Swift, or a pairs
    /// file), `$extensions` backgrounds, naming conventions, then the role matrix.
    public enum Origin: String, Hashable, Sendable, CaseIterable, Comparable {
        case component
        case declared
        case extensions
        case convention
        case roleMatrix = "role-matrix"

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// Inferred pairs fail at the line where each context's foreground value is declared;
        /// declared ones at their declaration.
        var locatesAtForegroundValue: Bool { self == .convention || self == .roleMatrix }
    }

    public var declaration: ContrastPairDeclaration
    public var origin: Origin
    /// The Swift line to edit: the pair's declaration, or the foreground token for the role matrix.
    public var location: SourceLocation
    /// The component whose binding produced the pair (origin `.component` only).
    public var component: String?
    /// Every part, variant and state that draws this pair (origin `.component` only), sorted.
    public var uses: [ComponentUse] = []
    /// The naming rule that inferred the pair (origin `.convention` only), e.g. `on-X`.
    public var rule: String?
    /// Whether a failure is an error (the default) or only a warning (`--matrix warn`).
    public var severity: Diagnostic.Severity

    public init(_ declaration: ContrastPairDeclaration, origin: Origin, location: SourceLocation? = nil, component: String? = nil,
                rule: String? = nil, severity: Diagnostic.Severity = .error) {
        self.declaration = declaration
        self.origin = origin
        self.location = location ?? declaration.location
        self.component = component
        self.rule = rule
        self.severity = severity
    }

    var key: PairKey { PairKey(foreground: declaration.foreground, background: declaration.background, over: declaration.over) }
}

/// The colours a pair compares, regardless of kind or origin; used to drop role-matrix pairs
/// that a declaration already covers more precisely.
struct PairKey: Hashable {
    var foreground: TokenPath
    var background: TokenPath
    var over: TokenPath?
}
