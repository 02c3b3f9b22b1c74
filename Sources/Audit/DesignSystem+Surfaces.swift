import StylebookKit

extension DesignSystem {
    /// True when the colour is translucent in any mode (a tint), so it needs a surface beneath.
    func isTranslucent(_ path: TokenPath) -> Bool {
        modes.contains { (resolvedColor(path, mode: $0)?.alpha ?? 1) < 1 }
    }

    /// Surface-role colours that are opaque in every mode, sorted by path: what tints sit on
    /// when no `over` surface is declared.
    var opaqueSurfaces: [TokenPath] {
        sortedTokens.filter { $0.colorRole == .surface && !isTranslucent($0.path) }.map(\.path)
    }
}
