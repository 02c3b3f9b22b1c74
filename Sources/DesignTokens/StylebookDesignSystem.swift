import StylebookKit

/// The project's own design system, declared with StylebookKit. `stylebook` documents and
/// exports it; an app can import this library and read the same values.
public enum StylebookDesignSystem {
    public static let system = DesignSystem(
        name: "Stylebook",
        // Light and dark, each with the increased contrast people turn on in their system
        // settings; increased-contrast contexts are held to WCAG AAA (7:1 for text).
        axes: [.appearance, .contrast],
        tokens: ColorTokens.all + SpacingTokens.all + RadiusTokens.all + OpacityTokens.all
            + TypographyTokens.all + MotionTokens.all + IconTokens.all,
        pairs: [
            ContrastPairDeclaration(foreground: "color.text.on-danger", background: "color.state.danger"),
            ContrastPairDeclaration(foreground: "color.text.on-warning", background: "color.state.warning"),
            ContrastPairDeclaration(foreground: "color.text.on-success", background: "color.state.success"),
            ContrastPairDeclaration(foreground: "color.text.on-info", background: "color.state.info"),
            ContrastPairDeclaration(foreground: "color.text.on-brand", background: "color.brand.primary"),
            ContrastPairDeclaration(foreground: "color.state.danger", background: "color.state.danger-background"),
            ContrastPairDeclaration(foreground: "color.state.warning", background: "color.state.warning-background"),
            ContrastPairDeclaration(foreground: "color.state.success", background: "color.state.success-background"),
            ContrastPairDeclaration(foreground: "color.state.info", background: "color.state.info-background"),
            ContrastPairDeclaration(foreground: "color.text.on-inverse", background: "color.surface.inverse"),
            ContrastPairDeclaration(foreground: "color.text.on-inverse-action", background: "color.surface.inverse"),
        ],
        components: ComponentSpecs.all,
        acknowledgements: stateColorsNeverStandAlone
    )

    /// Red, amber, green and blue cannot all stay apart under every colour-vision deficiency at
    /// the contrast the state colours need for text and icons. The components never let colour
    /// carry the state alone, so the audit's warnings about these pairs are accepted.
    static let stateColorsNeverStandAlone: [Acknowledgement] = [
        .init("contrast/cvd-confusable", tokens: ["color.state.danger", "color.state.warning"], reason: wordsCarryTheState),
        .init("contrast/cvd-confusable", tokens: ["color.state.danger", "color.state.success"], reason: wordsCarryTheState),
        .init("contrast/cvd-confusable", tokens: ["color.state.info", "color.state.success"], reason: wordsCarryTheState),
        // The increased-contrast values sit closer together in lightness.
        .init("contrast/cvd-confusable", tokens: ["color.state.danger", "color.state.info"], reason: wordsCarryTheState),
        .init("contrast/cvd-confusable", tokens: ["color.state.success", "color.state.warning"], reason: wordsCarryTheState),
    ]

    static let wordsCarryTheState = "State is never shown by colour alone: callouts, banners and field errors name it in words "
        + "(a callout title starts with the severity) next to an icon."

    /// A colour for one mode with aliases followed; nil for an unknown path.
    public static func color(_ path: TokenPath, _ mode: ColorMode) -> SRGBColor? {
        system.resolvedColor(path, mode: mode)
    }

    /// A dimension in points; nil when the path is not a dimension token.
    public static func dimension(_ path: TokenPath) -> Double? {
        if case .dimension(let points)? = system.token(path)?.value { return points }
        return nil
    }

    public static func opacity(_ path: TokenPath) -> Double? {
        if case .opacity(let value)? = system.token(path)?.value { return value }
        return nil
    }

    public static func typography(_ path: TokenPath) -> Typography? {
        if case .typography(let style)? = system.token(path)?.value { return style }
        return nil
    }

    public static func motion(_ path: TokenPath) -> Motion? {
        if case .motion(let motion)? = system.token(path)?.value { return motion }
        return nil
    }

    public static func icon(_ path: TokenPath) -> Icon? {
        if case .icon(let icon)? = system.token(path)?.value { return icon }
        return nil
    }
}
