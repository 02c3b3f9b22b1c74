import StylebookKit

extension CSSExporter {
    /// The attributes that make `tokens.css` resolve its custom properties in `mode` inside any
    /// element (`data-theme="dark"`, `data-contrast="increased"`): what the site puts on a swatch
    /// or a preview frame to show one mode.
    public static func pins(for mode: Mode, in system: DesignSystem) -> [(name: String, value: String)] {
        let modes = PlatformModes(system)
        return zip(system.axes, mode.contexts).map { axis, context in (attribute(axis, modes), context) }
    }
}
