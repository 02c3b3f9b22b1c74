import StylebookKit

/// One pair the audit checks, with where it came from and where its diagnostics point.
public struct AuditPair: Hashable, Sendable {
    /// Sources in report order: component specs, explicit declarations, then the role matrix.
    public enum Origin: String, Hashable, Sendable, CaseIterable, Comparable {
        case component
        case declared
        case roleMatrix = "role-matrix"

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var declaration: ContrastPairDeclaration
    public var origin: Origin
    /// The Swift line to edit: the pair's declaration, or the foreground token for the role matrix.
    public var location: SourceLocation
    /// The component whose binding produced the pair (origin `.component` only).
    public var component: String?
    /// Every part, variant and state that draws this pair (origin `.component` only), sorted.
    public var uses: [ComponentUse] = []

    public init(_ declaration: ContrastPairDeclaration, origin: Origin, location: SourceLocation? = nil, component: String? = nil) {
        self.declaration = declaration
        self.origin = origin
        self.location = location ?? declaration.location
        self.component = component
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
