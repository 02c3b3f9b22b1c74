import GeneratorSupport
import StylebookKit

/// Questions every exporter asks of a validated system.
extension DesignSystem {
    /// The colour value a token exports in one mode: an alias (`.alias("color.palette.ink")`), or
    /// the literal. Throws `tokens/unresolved-color` at the token when it has none in that mode.
    public func exportValue(_ token: Token, _ mode: Mode) throws -> ColorValue {
        guard let value = token.colorValue(mode) else {
            throw DiagnosticsError([Diagnostic(.tokensUnresolvedColor, "colour '\(token.path)' has no value in \(mode.name) to export",
                                           at: token.location, hint: "fix the diagnostics `stylebook tokens` reports first")])
        }
        return value
    }

    /// The resolved colour in one mode (as an sRGB display shows it), aliases followed: `#0F172A`
    /// for a text colour that is `{color.palette.ink}` in light. Throws like `exportValue`.
    public func exportColor(_ token: Token, _ mode: Mode) throws -> SRGBColor {
        guard let color = resolvedColor(token.path, mode: mode) else {
            throw DiagnosticsError([Diagnostic(.tokensUnresolvedColor, "colour '\(token.path)' has no \(mode.name) value to export",
                                           at: token.location, hint: "fix the diagnostics `stylebook tokens` reports first")])
        }
        return color
    }

    /// The literal the token comes to in one mode, aliases followed: `.srgb` or `.wide`.
    public func exportLiteral(_ token: Token, _ mode: Mode) throws -> ColorValue {
        guard let value = resolvedValue(token.path, mode: mode) else { return .srgb(try exportColor(token, mode)) }
        return value
    }

    /// Colour tokens whose declared value or resolved colour is not the same in every mode: what
    /// every block or file of a mode other than the default repeats. For a light | dark system
    /// these are the colours that differ between light and dark.
    public func varyingColors() throws -> [Token] {
        let first = modes[0]
        return try sortedTokens(of: .color).filter { token in
            let value = token.colorValue(first), literal = try exportLiteral(token, first)
            for mode in modes.dropFirst() where try token.colorValue(mode) != value || exportLiteral(token, mode) != literal {
                return true
            }
            return false
        }
    }
}

extension Token {
    /// The type style of a typography token; nil for any other kind.
    public var typographyValue: Typography? {
        if case .typography(let style) = value { return style }
        return nil
    }

    /// The duration and curve of a motion token; nil for any other kind.
    public var motionValue: Motion? {
        if case .motion(let motion) = value { return motion }
        return nil
    }

    /// The icon of an icon token; nil for any other kind.
    public var iconValue: Icon? {
        if case .icon(let icon) = value { return icon }
        return nil
    }

    /// The number of a dimension (points, `12`) or opacity (`0.5`) token; nil for any other kind.
    public var numberValue: Double? {
        switch value {
        case .dimension(let number), .opacity(let number): number
        default: nil
        }
    }
}

extension SRGBColor {
    /// `AARRGGBB`, alpha first, as Android and Compose want it: `#F8717133` → `33F87171`.
    public var argbHex: String {
        let c = rgba8
        return [c.a, c.r, c.g, c.b].map(SRGBColor.hexByte).joined()
    }
}

extension ColorValue {
    /// Whether the value is a colour of its own (`.srgb`, `.wide`), not an alias or unreadable text.
    public var isLiteral: Bool {
        switch self {
        case .srgb, .wide: true
        case .alias, .invalid: false
        }
    }

    /// The wide colour, when the value is one.
    public var wideColor: WideColor? {
        if case .wide(let color) = self { return color }
        return nil
    }
}
