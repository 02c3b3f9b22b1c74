import StylebookKit

/// The `layer` group of fixturekit.resolver.json.
enum ImportedLayerTokens {
    static let all: [Token] = [
        .number("layer.overlay", 100, "Stacking order of overlays."),
    ]
}
