import StylebookKit

/// The `typography` group of fixturekit.resolver.json.
enum ImportedTypographyTokens {
    static let all: [Token] = [
        .typography("typography.body", Typography(
            family: ["Inter", "Helvetica Neue", "sans-serif"], size: 17, weight: 400, lineHeight: 22, letterSpacing: -0.43),
            "Body."),
    ]
}
