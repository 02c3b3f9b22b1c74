import StylebookKit

/// Fixture Kit, imported from fixturekit.resolver.json by `stylebook import`.
/// Edit these declarations from now on; exporting them writes the DTCG files again.
/// DTCG files carry no contrast pairs: add them with `pairs:` so `stylebook check` tests them.
public enum Imported {
    public static let system = DesignSystem(
        name: "Fixture Kit",
        tokens: ImportedColorTokens.all
            + ImportedDurationTokens.all
            + ImportedEasingTokens.all
            + ImportedFontTokens.all
            + ImportedLayerTokens.all
            + ImportedMotionTokens.all
            + ImportedOpacityTokens.all
            + ImportedRadiusTokens.all
            + ImportedScaleTokens.all
            + ImportedShadowTokens.all
            + ImportedSpacingTokens.all
            + ImportedTypographyTokens.all
            + ImportedIconTokens.all
    )
}
