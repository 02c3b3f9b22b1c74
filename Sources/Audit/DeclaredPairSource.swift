import StylebookKit

/// (b) the pairs a design system lists explicitly, and those token files give it (which carry
/// the rule that found them as `inference`). A pair whose background is translucent and
/// names no `over` surface is checked over every opaque surface-role colour, the same rule
/// the role matrix follows, since a tint can be placed on any of them.
public struct DeclaredPairSource: PairSource {
    public init() {}

    public func pairs(in system: DesignSystem) -> [AuditPair] {
        let surfaces = system.opaqueSurfaces
        return system.pairs.flatMap { declaration -> [AuditPair] in
            guard declaration.over == nil, system.isTranslucent(declaration.background), !surfaces.isEmpty else {
                return [AuditPair(declaration, origin: .declared, rule: declaration.inference?.rule)]
            }
            return surfaces.map { surface in
                var placed = declaration
                placed.over = surface
                return AuditPair(placed, origin: .declared, rule: declaration.inference?.rule)
            }
        }
    }
}
