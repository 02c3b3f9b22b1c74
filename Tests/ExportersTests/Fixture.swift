import StylebookKit

/// A deliberately small system for golden files: one of each kind, an alias chain, a colour
/// that only changes through its alias, a translucent tint, a deprecated token.
enum Fixture {
    static let tint = SRGBColor(red: 0.5, green: 0.25, blue: 0.1, alpha: 0.12)  // bytes 128, 64, 26, 31

    static let system = DesignSystem(name: "Fixture Kit", tokens: [
        .color("color.palette.white", "#FFFFFF", role: .palette, "White."),
        .color("color.palette.ink", "#0F172A", role: .palette, "Ink."),
        .color("color.palette.red.50", "#FEF2F2", role: .palette, "Faint red."),
        .color("color.palette.red.700", "#B91C1C", role: .palette, "Deep red."),
        .color("color.state.danger", light: "{color.palette.red.700}", dark: "#F87171", role: .fill, "Errors."),
        .color("color.state.danger-tint", light: .srgb(tint), dark: "#F871712E", role: .surface, "Tinted \"danger\" background."),
        .color("color.text.primary", light: "{color.palette.ink}", dark: "{color.palette.white}", role: .text, "Body text."),
        .color("color.text.on-danger", "{color.palette.white}", role: .text, "Text on danger; same alias in both modes."),
        .color("color.surface.page", light: "{color.palette.white}", dark: "{color.palette.ink}", role: .surface, "Page."),
        .color("color.brand.accent", "{color.state.danger}", role: .brand, "Follows danger through an alias chain.",
               deprecated: "Use color.state.danger."),
        .dimension("spacing.md", 12, "Default gap."),
        .dimension("spacing.screen-inset", 16, "Screen margin."),
        .dimension("radius.sm", 8, "Small corners."),
        .opacity("opacity.pending", 0.5, "Pending items."),
        .typography("typography.body", Typography(family: ["Inter", "Helvetica Neue", "sans-serif"], size: 17, weight: 400,
                                                  lineHeight: 22, letterSpacing: -0.43), "Body."),
        .motion("motion.feedback", Motion(duration: 300, easing: .easeInOut), "Banners."),
        // 0.875 lies in 0...1: the DTCG export must mark it a number, or it reads back as an opacity.
        .number("scale.compact", 0.875, "Type scale in dense tables."),
        .number("layer.overlay", 100, "Stacking order of overlays."),
        .fontFamily("font.mono", ["JetBrains Mono", "ui-monospace", "monospace"], "Code."),
        .fontWeight("font.weight.strong", 700, "Emphasis."),
        .duration("duration.quick", 150, "Hover feedback."),
        .easing("easing.standard", CubicBezier(0.2, 0, 0, 1), "Most movement."),
        .shadow("shadow.raised", [
            ShadowLayer(color: SRGBColor(r8: 15, g8: 23, b8: 42, a8: 51), offsetX: 0, offsetY: 1, blur: 3),
            ShadowLayer(color: SRGBColor(r8: 15, g8: 23, b8: 42, a8: 26), offsetX: 0, offsetY: 4, blur: 12, spread: -2),
        ], "Cards that lift."),
        .shadow("shadow.pressed", [ShadowLayer(color: SRGBColor(r8: 0, g8: 0, b8: 0, a8: 31), offsetX: 0, offsetY: 1, blur: 2, inset: true)],
                "A pressed key."),
        .icon("icon.close", Icon(name: "close", sfSymbol: "xmark", materialSymbol: "close",
                                 svg: #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6 6 18"/></svg>"#),
              "Dismiss."),
    ])

    /// The system plus icons that exercise the SVG conversion: strokes, shapes that become path
    /// data, an offset viewBox, opacity and the even-odd rule. The DTCG goldens use `system`
    /// alone, because the importer's tests read them as input.
    static let withIcons = DesignSystem(name: system.name, tokens: system.tokens + [
        .icon("icon.badge", Icon(name: "badge", sfSymbol: "minus.circle.fill", materialSymbol: "do_not_disturb_on",
                                 svg: #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 20 20" fill="currentColor"><circle cx="8" cy="8" r="8" opacity="0.5"/><rect x="3" y="7" width="10" height="2" rx="1" fill-rule="evenodd"/></svg>"#),
              "A count or status."),
        .icon("icon.retry", Icon(name: "retry", sfSymbol: "arrow.clockwise", materialSymbol: "refresh",
                                 svg: #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 12a8 8 0 1 1-2.34-5.66"/><path d="M20 4v5h-5"/></svg>"#),
              "Try again."),
    ])
}
