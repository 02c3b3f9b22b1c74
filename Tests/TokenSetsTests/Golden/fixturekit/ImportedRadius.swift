import StylebookKit

/// The `radius` group of fixturekit.resolver.json.
enum ImportedRadiusTokens {
    static let all: [Token] = [
        .dimension("radius.sm", 8, "Small corners."),
    ]
}
