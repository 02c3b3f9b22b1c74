import StylebookKit

/// (b) the pairs a design system lists explicitly, as declared.
public struct DeclaredPairSource: PairSource {
    public init() {}

    public func pairs(in system: DesignSystem) -> [AuditPair] {
        system.pairs.map { AuditPair($0, origin: .declared) }
    }
}
