import StylebookKit

/// (c) every colour token with role `.text` on every token with role `.surface`, as body text.
///
/// - Text tokens named `on-…` (e.g. `color.text.on-danger`) are made for one fill, not for
///   surfaces; they are left to declared or component pairs instead of failing on every page
///   background.
/// - A surface that is translucent in any mode (a tint) is checked composited over each
///   surface that is opaque in both modes, because that is where tints are placed.
public struct RoleMatrixPairSource: PairSource {
    public init() {}

    public func pairs(in system: DesignSystem) -> [AuditPair] {
        let tokens = system.sortedTokens
        let texts = tokens.filter { $0.colorRole == .text && !$0.path.name.hasPrefix("on-") }
        let surfaces = tokens.filter { $0.colorRole == .surface }
        let opaque = system.opaqueSurfaces
        var pairs: [AuditPair] = []
        for text in texts {
            for surface in surfaces {
                let unders: [TokenPath?] = system.isTranslucent(surface.path) ? opaque : [nil]
                for under in unders {
                    let declaration = ContrastPairDeclaration(
                        foreground: text.path, background: surface.path, over: under, kind: .text,
                        file: text.location.path, line: text.location.line, column: text.location.column)
                    pairs.append(AuditPair(declaration, origin: .roleMatrix))
                }
            }
        }
        return pairs
    }
}
