import StylebookKit

/// The colours of the error-states seed page exactly as it shipped them, before they were
/// corrected for contrast: `stylebook check --system seed-values` must fail on it, naming each
/// failing pair. Not the project's design system; kept here so the CLI and tests share it.
///
/// The seed gives light values for text and surfaces and both modes for the state colours.
/// Dark text and surfaces mirror the same slate steps (#0F172A page, #94A3B8 and #64748B text),
/// which is what a team would have reached for.
public enum SeedValuesFixture {
    public static let system = DesignSystem(name: "Seed values", tokens: tokens, pairs: pairs)

    static let tokens: [Token] = [
        .color("color.surface.default", light: "#FFFFFF", dark: "#0F172A", role: .surface, "Page and card background."),
        .color("color.surface.subtle", light: "#F8FAFC", dark: "#1E293B", role: .surface, "Example frames."),
        .color("color.border.default", light: "#E2E8F0", dark: "#334155", role: .border, "Card outline."),
        .color("color.text.primary", light: "#0F172A", dark: "#F8FAFC", role: .text, "Titles and body."),
        .color("color.text.secondary", light: "#64748B", dark: "#94A3B8", role: .text, "Explanations."),
        .color("color.text.tertiary", light: "#94A3B8", dark: "#64748B", role: .text, "Recovery hints."),
        .color("color.text.on-state", "#FFFFFF", role: .text, "White text on a filled state banner."),
        .color("color.state.danger", light: "#DC2626", dark: "#EF4444", role: .fill, "Critical errors."),
        .color("color.state.warning", light: "#F59E0B", dark: "#FBBF24", role: .fill, "Soft warnings."),
        .color("color.state.success", light: "#10B981", dark: "#34D399", role: .fill, "Confirmations."),
        .color("color.state.info", light: "#3B82F6", dark: "#60A5FA", role: .fill, "Neutral notices."),
        // Callout tints: the state colour at 12 % (light) and 18 % (dark), as 8-bit alpha.
        .color("color.state.danger-tint", light: "#DC26261F", dark: "#EF44442E", role: .surface, "Danger callout."),
        .color("color.state.warning-tint", light: "#F59E0B1F", dark: "#FBBF242E", role: .surface, "Warning callout."),
    ]

    static let pairs: [ContrastPairDeclaration] = [
        // Inline banners: white text on the filled state colours.
        .text("color.text.on-state", on: "color.state.danger"),
        .text("color.text.on-state", on: "color.state.warning"),
        .text("color.text.on-state", on: "color.state.success"),
        .text("color.text.on-state", on: "color.state.info"),
        // Callout titles in the state colour on its own tint.
        .text("color.state.danger", on: "color.state.danger-tint", over: "color.surface.default"),
        .text("color.state.warning", on: "color.state.warning-tint", over: "color.surface.default"),
        // Full-page error icon on the page.
        .nonText("color.state.warning", on: "color.surface.default"),
        .nonText("color.state.danger", on: "color.surface.default"),
        // The card outline does not identify a control.
        .nonText("color.border.default", on: "color.surface.default",
                 exempt: .decorative("card outline; the card is recognisable by its content and spacing")),
    ]
}
