import StylebookKit

/// A small design system for directive and generated-page tests: a few tokens of each kind
/// and two components, one with variants and one with states.
enum FixtureSystem {
    static let tokens: [Token] = [
        .color("color.palette.white", "#FFFFFF", role: .palette, "White."),
        .color("color.palette.ink", "#0F172A", role: .palette, "Ink."),
        .color("color.surface.default", light: "{color.palette.white}", dark: "{color.palette.ink}", role: .surface, "Page."),
        .color("color.text.primary", light: "{color.palette.ink}", dark: "{color.palette.white}", role: .text, "Body text."),
        .color("color.text.secondary", light: "#475569", dark: "#CBD5E1", role: .text, "Secondary text."),
        .color("color.text.on-danger", light: "{color.palette.white}", dark: "{color.palette.ink}", role: .text, "On danger."),
        .color("color.state.danger", light: "#B91C1C", dark: "#FCA5A5", role: .fill, "Errors."),
        .color("color.state.danger-background", light: "#B91C1C1F", dark: "#FCA5A52E", role: .surface, "Danger tint."),
        .color("color.border.default", light: "#717F94", dark: "#8896AB", role: .border, "Outlines."),
        .dimension("spacing.md", 12, "Inside banners."),
        .dimension("radius.sm", 8, "Corners."),
        .opacity("opacity.pending", 0.5, "Pending items."),
        .typography("typography.body", Typography(family: ["system-ui", "sans-serif"], size: 17, weight: 400, lineHeight: 22), "Body."),
        .motion("motion.feedback", Motion(duration: 300, easing: .easeInOut), "Banners."),
        .icon("icon.close", Icon(name: "close", sfSymbol: "xmark", materialSymbol: "close",
                                 svg: #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12"/></svg>"#), "Dismiss."),
    ]

    static let banner = ComponentSpec(
        id: "inline-banner", name: "Inline banner", summary: "A filled strip for a failure.",
        whenToUse: ["An action failed."], whenNotToUse: ["The page failed."],
        anatomy: .container("container", "The strip.", [
            .background("color.state.danger", variant: "danger"), .padding("spacing.md"), .radius("radius.sm"), .motion("motion.feedback"),
        ], children: [
            .icon("icon", "Severity.", [.icon("icon.close"), .foreground("color.text.on-danger")]),
            .text("message", "What failed.", sample: "Upload failed.", [.foreground("color.text.on-danger"), .typography("typography.body")]),
        ]),
        variants: [ComponentVariant("danger", name: "Danger", "Something failed.")],
        accessibility: ComponentAccessibility(label: "Error: upload failed", liveRegion: .polite, focus: "Stays put."),
        platforms: PlatformNames(swiftUI: "ErrorBanner", compose: "ErrorBanner", css: ".banner"))

    static let row = ComponentSpec(
        id: "status-row", name: "Status row", summary: "A row that shows its sync state.",
        whenToUse: ["Offline edits."], whenNotToUse: ["Fresh data only."],
        anatomy: .container("row", "The row.", [.border("color.border.default")], children: [
            .text("title", "The item.", sample: "Mug", [.foreground("color.text.primary"), .foreground("color.text.secondary", state: .pendingDelete)])
                .struckThrough(in: [.pendingDelete]),
            .text("status", "Sync state.", sample: "Saved", [.foreground("color.text.secondary")]).saying("Deleting", in: .pendingDelete),
        ]),
        states: [.default, .pendingDelete],
        accessibility: ComponentAccessibility(label: "Mug, saved", liveRegion: .off, focus: "In order."),
        platforms: PlatformNames(swiftUI: "StatusRow", compose: "StatusRow", css: ".row"))

    static let system = DesignSystem(name: "Fixture", tokens: tokens, components: [banner, row])
}
