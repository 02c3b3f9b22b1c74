import StylebookKit

/// (b) the pairs a design system lists explicitly, and those token files give it (which carry
/// the rule that found them as `inference`). A pair whose background is translucent and
/// names no `over` surface is checked over every opaque surface-role colour, the same rule
/// the role matrix follows, since a tint can be placed on any of them.
public struct DeclaredPairSource: PairSource {
    public var backgrounds: TranslucentBackgrounds

    public init(backgrounds: TranslucentBackgrounds = TranslucentBackgrounds()) {
        self.backgrounds = backgrounds
    }

    public func pairs(in system: DesignSystem) -> [AuditPair] {
        system.pairs.flatMap { declaration in
            backgrounds.place(declaration, beneath: nil, in: system).map { AuditPair($0, origin: .declared, rule: declaration.inference?.rule) }
        }
    }
}
