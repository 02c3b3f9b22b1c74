import StylebookKit

/// Spacing in points, on a 4-point grid.
enum Spacing {
    static let all: [Token] = [
        .dimension("spacing.xs", 4, "Between an icon and its label."),
        .dimension("spacing.sm", 8, "Between closely related elements."),
        .dimension("spacing.md", 12, "Inside compact controls."),
        .dimension("spacing.lg", 16, "Between groups; padding of cards."),
        .dimension("spacing.xl", 24, "Between sections."),
    ]
}
