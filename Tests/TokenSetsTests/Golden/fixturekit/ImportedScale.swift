import StylebookKit

/// The `scale` group of fixturekit.resolver.json.
enum ImportedScaleTokens {
    static let all: [Token] = [
        .number("scale.compact", 0.875, "Type scale in dense tables."),
    ]
}
