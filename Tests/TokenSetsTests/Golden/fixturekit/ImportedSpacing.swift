import StylebookKit

/// The `spacing` group of fixturekit.resolver.json.
enum ImportedSpacingTokens {
    static let all: [Token] = [
        .dimension("spacing.md", 12, "Default gap."),
        .dimension("spacing.screen-inset", 16, "Screen margin."),
    ]
}
