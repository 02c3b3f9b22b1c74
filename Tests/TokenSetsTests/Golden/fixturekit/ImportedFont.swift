import StylebookKit

/// The `font` group of fixturekit.resolver.json.
enum ImportedFontTokens {
    static let all: [Token] = [
        .fontFamily("font.mono", ["JetBrains Mono", "ui-monospace", "monospace"], "Code."),

        // font.weight
        .fontWeight("font.weight.strong", 700, "Emphasis."),
    ]
}
