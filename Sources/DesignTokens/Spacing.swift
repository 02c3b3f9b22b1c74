import StylebookKit

/// The spacing scale in points. md, lg, xxxxxxl and the screen inset come from the seeds;
/// the steps between are ours, growing by 4, then 8, then 16. Fixed sizes (icons, strokes) follow.
enum SpacingTokens {
    static let all: [Token] = [
        .dimension("spacing.xs", 4, "Between an icon and its label, or lines of one message."),
        .dimension("spacing.sm", 8, "Between closely related elements."),
        .dimension("spacing.md", 12, "Inside banners and compact callouts."),
        .dimension("spacing.lg", 16, "Between the parts of a full-page state; callout padding."),
        .dimension("spacing.xl", 24, "Between groups, such as an empty state's icon and its text."),
        .dimension("spacing.xxl", 32, "Between sections."),
        .dimension("spacing.xxxl", 40, "Generous gaps between sections."),
        .dimension("spacing.xxxxl", 48, "Large separations."),
        .dimension("spacing.xxxxxl", 64, "Very large separations."),
        .dimension("spacing.xxxxxxl", 96, "Top padding that centres a full-page state."),
        .dimension("spacing.screen-inset", 16, "Horizontal margin between content and the screen edge."),
        .dimension("size.icon.sm", 16, "Icons inside banners and next to labels."),
        .dimension("size.icon.md", 24, "Standalone icons; the drawing grid of the SVG icons."),
        .dimension("size.icon.lg", 56, "The large icon of a full-page error."),
        .dimension("size.icon.xl", 64, "The icon of an empty state."),
        .dimension("size.border.width", 1, "Stroke width of borders."),
    ]
}
