import StylebookKit

/// A small system with three mode axes, appearance × contrast × brand (2 × 2 × 2 = 8 modes):
/// values given for single contexts and for combinations, one colour in display-p3 and one in
/// OKLCH, increased-contrast values that reach 7:1 where the standard ones do not, and a
/// deprecated palette colour (its badge and replacement link are on the colour page). The site
/// tests and `stylebook-site --system modes-fixture` build it; it is no one's real design system.
public enum ModesFixture {
    public static let brand = ModeAxis("brand", contexts: ["acme", "zen"])

    public static let system = DesignSystem(name: "Modes fixture", axes: [.appearance, .contrast, brand],
                                            tokens: tokens, components: [banner])

    static let tokens: [Token] = [
        .color("color.surface.default", ["light": "#FFFFFF", "dark": "#0F172A", "light+zen": "#FFF7ED", "dark+zen": "#1C1917",
                                         "dark+increased": "#000000"], role: .surface, "Page background."),
        .color("color.text.primary", ["light": "#0F172A", "dark": "#F8FAFC", "dark+increased": "#FFFFFF"], role: .text, "Body text."),
        // 6.96:1 on the dark page: AA, but short of the 7:1 increased contrast asks for.
        .color("color.text.secondary", ["light": "#526175", "dark": "#94A3B8", "light+increased": "#334155",
                                        "dark+increased": "#E2E8F0"], role: .text, "Secondary text."),
        .color("color.text.on-danger", ["light": "#FFFFFF", "dark": "#0F172A", "dark+increased": "#000000"], role: .text, "On danger."),
        .color("color.state.danger", ["light": "#B91C1C", "dark": "#FCA5A5", "light+zen": "oklch(0.5 0.19 27)",
                                      "light+increased": "#7F1D1D", "dark+increased": "#FECACA"], role: .fill, "Errors."),
        .color("color.border.default", light: "#717F94", dark: "#8896AB", role: .border, "Outlines."),
        .color("color.brand.accent", "color(display-p3 0.2 0.4 0.9)", role: .palette, "The brand's blue, wider than sRGB."),
        .color("color.brand.blue", "#3366E6", role: .palette, "The brand's blue before it went wide.",
               deprecated: .init("The brand's blue is display-p3 now.", replacedBy: "color.brand.accent", removedIn: "2.0")),
        .dimension("spacing.md", 12, "Inside banners."),
        .dimension("radius.sm", 8, "Corners."),
    ]

    static let banner = ComponentSpec(
        id: "inline-banner", name: "Inline banner", summary: "A filled strip for a failure.",
        whenToUse: ["An action failed."], whenNotToUse: ["The page failed."],
        anatomy: .container("container", "The strip.", [
            .background("color.state.danger"), .padding("spacing.md"), .radius("radius.sm"),
        ], children: [
            .text("message", "What failed.", sample: "Upload failed.", [.foreground("color.text.on-danger")]),
        ]),
        accessibility: ComponentAccessibility(label: "Error: upload failed", liveRegion: .polite, focus: "Stays put."),
        platforms: PlatformNames(swiftUI: "ErrorBanner", compose: "ErrorBanner", css: ".banner"))
}
