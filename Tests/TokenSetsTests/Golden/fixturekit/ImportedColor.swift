import StylebookKit

/// The `color` group of fixturekit.resolver.json.
enum ImportedColorTokens {
    static let all: [Token] = [
        // color.palette
        .color("color.palette.ink", "#0F172A", role: .palette, "Ink."),
        .color("color.palette.white", "#FFFFFF", role: .palette, "White."),

        // color.palette.red
        .color("color.palette.red.50", "#FEF2F2", role: .palette, "Faint red."),
        .color("color.palette.red.700", "#B91C1C", role: .palette, "Deep red."),

        // color.text
        .color("color.text.on-danger", "{color.palette.white}", role: .text,
            "Text on danger; same alias in both modes."),
        .color("color.text.primary", light: "{color.palette.ink}", dark: "{color.palette.white}", role: .text,
            "Body text."),

        // color.brand
        .color("color.brand.accent", "{color.state.danger}", role: .brand,
            "Follows danger through an alias chain.", deprecated: "Use color.state.danger."),

        // color.state
        .color("color.state.danger", light: "{color.palette.red.700}", dark: "#F87171", role: .fill, "Errors."),
        .color("color.state.danger-tint", light: "#80401A1F", dark: "#F871712E", role: .surface,
            "Tinted \"danger\" background."),

        // color.surface
        .color("color.surface.page", light: "{color.palette.white}", dark: "{color.palette.ink}", role: .surface,
            "Page."),
    ]
}
