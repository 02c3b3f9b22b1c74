/// One mode's value of a colour token: a literal colour, a reference to another colour token,
/// or text that could not be parsed (kept so validation can report it instead of crashing).
public enum ColorValue: Hashable, Sendable, ExpressibleByStringLiteral {
    case srgb(SRGBColor)
    case alias(TokenPath)
    case invalid(String)

    /// `"#RRGGBB"` (or `#RGB`, `#RRGGBBAA`) is a colour, `"{color.palette.white}"` an alias;
    /// anything else is kept as `.invalid`.
    public init(parsing text: String) {
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            self = .alias(TokenPath(String(text.dropFirst().dropLast())))
        } else if let color = SRGBColor(hex: text) {
            self = .srgb(color)
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
