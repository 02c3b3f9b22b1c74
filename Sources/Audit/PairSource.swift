import StylebookKit

/// Somewhere pairs come from. The audit runs every source it is given, so component specs
/// plug in as one more conforming type.
public protocol PairSource: Sendable {
    func pairs(in system: DesignSystem) -> [AuditPair]
}

extension PairSource where Self == DeclaredPairSource {
    /// The pairs a design system declares in `DesignSystem.pairs`.
    public static var declared: DeclaredPairSource { DeclaredPairSource() }
}

extension PairSource where Self == RoleMatrixPairSource {
    /// Every text-role colour on every surface-role colour.
    public static var roleMatrix: RoleMatrixPairSource { RoleMatrixPairSource() }
}

extension PairSource where Self == ComponentPairSource {
    /// Every colour binding of every component spec, in each variant and state.
    public static var components: ComponentPairSource { ComponentPairSource() }
}
