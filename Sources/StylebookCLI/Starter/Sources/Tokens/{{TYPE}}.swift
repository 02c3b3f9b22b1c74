import StylebookKit

/// {{NAME}}: every token and component, as one value that Stylebook documents, exports and
/// audits, and that an app can read directly.
public enum {{TYPE}} {
    public static let system = DesignSystem(
        name: "{{NAME}}",
        // Light and dark, each at standard and increased contrast; increased is checked at 7:1.
        axes: [.appearance, .contrast],
        tokens: Colors.all + Spacing.all + Radius.all + TextStyles.all,
        pairs: [
            // Text made for one fill is checked on that fill, not on every surface.
            ContrastPairDeclaration(foreground: "color.text.on-accent", background: "color.accent.default"),
        ],
        components: [Components.button]
    )
}
