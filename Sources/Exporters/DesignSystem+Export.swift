import StylebookKit

/// Questions every exporter asks of a validated system.
extension DesignSystem {
    /// The resolved colour, or an error diagnostic when validation was skipped and the alias is broken.
    func exportColor(_ token: Token, _ mode: ColorMode) throws -> SRGBColor {
        guard let color = resolvedColor(token.path, mode: mode) else {
            throw DiagnosticsError([.error("tokens/unresolved-color", "colour '\(token.path)' has no \(mode.rawValue) value to export",
                                           at: token.location, hint: "fix the diagnostics `stylebook tokens` reports first")])
        }
        return color
    }

    /// Colour tokens that need a dark entry: the declared value differs, or it is an alias whose
    /// target changes with the mode (CSS custom properties resolve `var()` where declared, so
    /// those must be repeated under the dark selector too).
    func darkOverrides() throws -> [Token] {
        try sortedTokens(of: .color).filter { token in
            try token.colorValue(mode(.light)) != token.colorValue(mode(.dark)) || exportColor(token, .light) != exportColor(token, .dark)
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
