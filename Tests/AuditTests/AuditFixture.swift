import StylebookKit

/// A small design system that exercises every branch of the audit: passing and failing text,
/// non-text, an exemption, a tint, an on-colour, a broken reference and state colours.
enum AuditFixture {
    static let tokens: [Token] = [
        .color("color.surface.page", light: "#FFFFFF", dark: "#0F172A", role: .surface, "Page."),
        .color("color.surface.tint", light: "#F59E0B1F", dark: "#F59E0B2E", role: .surface, "Warning tint."),
        .color("color.text.body", light: "#0F172A", dark: "#F8FAFC", role: .text, "Body text."),
        .color("color.text.faint", light: "#777777", dark: "#777777", role: .text, "Fails 4.5 on white by a hair."),
        .color("color.text.on-fill", "#FFFFFF", role: .text, "Text on fills only."),
        .color("color.state.danger", light: "#DC2626", dark: "#16A34A", role: .fill, "Danger."),
        .color("color.state.success", light: "#16A34A", dark: "#DC2626", role: .fill, "Success."),
        .color("color.border.input", light: "#E2E8F0", dark: "#334155", role: .border, "Input outline."),
        .color("color.border.card", light: "#E2E8F0", dark: "#334155", role: .border, "Card outline."),
    ]

    static let pairs: [ContrastPairDeclaration] = [
        .text("color.text.on-fill", on: "color.state.danger"),
        .largeText("color.text.on-fill", on: "color.state.success"),
        .nonText("color.border.input", on: "color.surface.page"),
        .nonText("color.border.card", on: "color.surface.page", exempt: .decorative("cards need no outline")),
        .text("color.text.missing", on: "color.surface.page"),
    ]

    static let system = DesignSystem(name: "Audit fixture", tokens: tokens, pairs: pairs)
}
