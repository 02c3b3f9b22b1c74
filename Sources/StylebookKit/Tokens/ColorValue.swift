/// One value of a colour token: a literal colour, a reference to another colour token, or text
/// that could not be parsed (kept so validation can report it instead of crashing).
public enum ColorValue: Codable, Hashable, Sendable, ExpressibleByStringLiteral {
    case srgb(SRGBColor)
    /// Declared in display-p3, OKLCH or another space of the DTCG colour module.
    case wide(WideColor)
    case alias(TokenPath)
    case invalid(String)

    /// `"#RRGGBB"` (or `#RGB`, `#RRGGBBAA`) is a colour, `"{color.palette.white}"` an alias;
    /// `"color(display-p3 1 0.3 0.2)"`, `"oklch(0.62 0.21 29 / 0.8)"` and the other CSS Color 4
    /// notations are wide colours (`rgb()` and `color(srgb …)` stay sRGB). Anything else, a
    /// component outside its space's range included, is kept as `.invalid`.
    public init(parsing text: String) {
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            self = .alias(TokenPath(String(text.dropFirst().dropLast())))
        } else if let color = SRGBColor(hex: text) {
            self = .srgb(color)
        } else if let (space, components, alpha) = CSSColorString.components(text),
                  let wide = WideColor(space: space, components: components, alpha: alpha) {
            self = space == .srgb && wide.isInSRGBGamut ? .srgb(wide.srgb) : .wide(wide)
        } else {
            self = .invalid(text)
        }
    }

    public init(stringLiteral value: String) {
        self.init(parsing: value)
    }

    public var aliasTarget: TokenPath? {
        if case .alias(let path) = self { return path }
        return nil
    }
}
