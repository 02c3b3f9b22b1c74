import StylebookKit

/// Opacities. Tints are stronger in dark mode because a pale colour over a dark page needs
/// more coverage to be seen.
enum OpacityTokens {
    static let all: [Token] = [
        .opacity("opacity.tint.background.light", 0.12, "A state colour tinting a callout background in light mode."),
        .opacity("opacity.tint.background.dark", 0.18, "A state colour tinting a callout background in dark mode."),
        .opacity("opacity.tint.border.light", 0.30, "Decorative tinted edge in light mode; for an edge that must be seen use color.state.*-border."),
        .opacity("opacity.tint.border.dark", 0.40, "Decorative tinted edge in dark mode; for an edge that must be seen use color.state.*-border."),
        .opacity("opacity.pending", 0.5, "Items saved optimistically but not yet confirmed by the server."),
    ]
}
