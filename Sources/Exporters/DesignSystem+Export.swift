import GeneratorSupport
import StylebookKit

/// Questions every exporter asks of a validated system.
extension DesignSystem {
    /// The colour value a token exports in one mode: an alias, or the literal.
    func exportValue(_ token: Token, _ mode: Mode) throws -> ColorValue {
        guard let value = token.colorValue(mode) else {
            throw DiagnosticsError([Diagnostic(.tokensUnresolvedColor, "colour '\(token.path)' has no value in \(mode.name) to export",
                                           at: token.location, hint: "fix the diagnostics `stylebook tokens` reports first")])
        }
        return value
    }

    /// The resolved colour in one mode (as an sRGB display shows it).
    func exportColor(_ token: Token, _ mode: Mode) throws -> SRGBColor {
        guard let color = resolvedColor(token.path, mode: mode) else {
            throw DiagnosticsError([Diagnostic(.tokensUnresolvedColor, "colour '\(token.path)' has no \(mode.name) value to export",
                                           at: token.location, hint: "fix the diagnostics `stylebook tokens` reports first")])
        }
        return color
    }

    /// The literal the token comes to in one mode, aliases followed: `.srgb` or `.wide`.
    func exportLiteral(_ token: Token, _ mode: Mode) throws -> ColorValue {
        guard let value = resolvedValue(token.path, mode: mode) else { return .srgb(try exportColor(token, mode)) }
        return value
    }

    /// Colour tokens whose declared value or resolved colour is not the same in every mode: what
    /// every block or file of a mode other than the default repeats. For a light | dark system
    /// these are the colours that differ between light and dark.
    func varyingColors() throws -> [Token] {
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
    var typographyValue: Typography? {
        if case .typography(let style) = value { return style }
        return nil
    }

    var motionValue: Motion? {
        if case .motion(let motion) = value { return motion }
        return nil
    }

    var iconValue: Icon? {
        if case .icon(let icon) = value { return icon }
        return nil
    }

    var numberValue: Double? {
        switch value {
        case .dimension(let number), .opacity(let number): number
        default: nil
        }
    }
}

extension SRGBColor {
    /// `AARRGGBB`, alpha first, as Android and Compose want it.
    var argbHex: String {
        let c = rgba8
        return [c.a, c.r, c.g, c.b].map(SRGBColor.hexByte).joined()
    }
}

extension ColorValue {
    var isLiteral: Bool {
        switch self {
        case .srgb, .wide: true
        case .alias, .invalid: false
        }
    }

    /// The wide colour, when the value is one.
    var wideColor: WideColor? {
        if case .wide(let color) = self { return color }
        return nil
    }
}
