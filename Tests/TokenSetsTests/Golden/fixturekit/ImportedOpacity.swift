import StylebookKit

/// The `opacity` group of fixturekit.resolver.json.
enum ImportedOpacityTokens {
    static let all: [Token] = [
        .opacity("opacity.pending", 0.5, "Pending items."),
    ]
}
