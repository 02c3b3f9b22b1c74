import StylebookKit

/// The `duration` group of fixturekit.resolver.json.
enum ImportedDurationTokens {
    static let all: [Token] = [
        .duration("duration.quick", 150, "Hover feedback."),
    ]
}
