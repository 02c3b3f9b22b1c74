import StylebookKit

/// The `easing` group of fixturekit.resolver.json.
enum ImportedEasingTokens {
    static let all: [Token] = [
        .easing("easing.standard", CubicBezier(0.2, 0, 0, 1), "Most movement."),
    ]
}
