import StylebookKit

/// Corner radii in points.
enum RadiusTokens {
    static let all: [Token] = [
        .dimension("radius.sm", 8, "Banners and buttons."),
        .dimension("radius.md", 10, "Warning callouts."),
        .dimension("radius.lg", 12, "Cards, error callouts and example frames."),
    ]
}
