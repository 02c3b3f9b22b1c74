import StylebookKit

/// Small systems with more than light | dark, for the exports' mode forms.
enum ModesFixture {
    /// Appearance × contrast: values for a context, for a combination, an alias that changes
    /// only with contrast, a wide colour outside sRGB (with another value in increased
    /// contrast) and a translucent OKLCH one.
    static let contrast = DesignSystem(name: "Contrast Kit", axes: [.appearance, .contrast], tokens: [
        .color("color.palette.white", "#FFFFFF", role: .palette, "White."),
        .color("color.palette.ink", "#0F172A", role: .palette, "Ink."),
        .color("color.palette.black", "#000000", role: .palette, "Black."),
        .color("color.text.primary", ["light": "{color.palette.ink}", "dark": "{color.palette.white}", "light+increased": "{color.palette.black}"],
               role: .text, "Body text; black in light with increased contrast."),
        .color("color.text.secondary", ["light": "#475569", "dark": "#94A3B8", "light+increased": "#1E293B", "dark+increased": "#E2E8F0"],
               role: .text, "Secondary text."),
        .color("color.surface.page", light: "{color.palette.white}", dark: "{color.palette.ink}", role: .surface, "Page."),
        .color("color.brand.vivid", ["": "color(display-p3 1 0.2 0.1)", "increased": "color(display-p3 0.7 0.05 0)"], role: .brand,
               "A red only P3 screens show."),
        .color("color.border.focus", "oklch(0.55 0.2 260 / 0.8)", role: .border, "Focus ring."),
        .dimension("spacing.md", 12, "Default gap."),
    ])

    /// Appearance × contrast × a team's brand axis: a value per brand, one per brand and
    /// appearance, and one for a combination of all three.
    static let brand = DesignSystem(name: "Brand Kit", axes: [.appearance, .contrast, ModeAxis("brand", contexts: ["acme", "zen"])], tokens: [
        .color("color.palette.white", "#FFFFFF", role: .palette, "White."),
        .color("color.accent", ["acme": "#B91C1C", "zen": "#0F766E", "dark": "#F87171", "dark+zen": "#5EEAD4", "dark+increased+zen": "#99F6E4"],
               role: .brand, "Accent."),
        .color("color.text.primary", ["light": "#111827", "dark": "#F9FAFB", "light+increased": "#000000", "dark+increased": "#FFFFFF"],
               role: .text, "Body text."),
        .color("color.surface.page", light: "{color.palette.white}", dark: "#111827", role: .surface, "Page."),
    ])
}
