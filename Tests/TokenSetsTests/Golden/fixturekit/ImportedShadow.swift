import StylebookKit

/// The `shadow` group of fixturekit.resolver.json.
enum ImportedShadowTokens {
    static let all: [Token] = [
        .shadow("shadow.pressed", [
            ShadowLayer(color: SRGBColor(r8: 0, g8: 0, b8: 0, a8: 31), offsetX: 0, offsetY: 1, blur: 2, spread: 0, inset: true)],
            "A pressed key."),
        .shadow("shadow.raised", [
            ShadowLayer(color: SRGBColor(r8: 15, g8: 23, b8: 42, a8: 51), offsetX: 0, offsetY: 1, blur: 3, spread: 0),
            ShadowLayer(color: SRGBColor(r8: 15, g8: 23, b8: 42, a8: 26), offsetX: 0, offsetY: 4, blur: 12, spread: -2)],
            "Cards that lift."),
    ]
}
