import Foundation

extension WideColor {
    /// The colour in OKLCH, from its own components (not the sRGB a display maps it to).
    public var oklch: OKLCH {
        let linear = space.linearSRGB(components)
        return OKLCH(OKLab(linearRed: linear[0], green: linear[1], blue: linear[2]))
    }

    /// The same colour at another OKLCH lightness, hue kept, written in its own space: an
    /// OKLCH colour keeps its chroma; a display-p3 one is gamut-mapped into display-p3 (CSS
    /// Color 4's chroma reduction). Components are rounded as `css` writes them, so the text
    /// reads back as this very colour. Nil for other spaces, which `fix contrast` does not move.
    public func moved(toLightness lightness: Double) -> WideColor? {
        let round = { (value: Double) in Double(Self.number(value)) ?? value }
        var target = oklch
        target.lightness = min(max(lightness, 0), 1)
        switch space {
        case .oklch:
            return WideColor(space: .oklch, components: [round(target.lightness), components[1], components[2]], alpha: alpha)
        case .displayP3:
            let linear = target.lab.linearRGB
            let mapped = GamutMapping.displayP3([linear.r, linear.g, linear.b])
            return WideColor(space: .displayP3, components: mapped.channels.map(round), alpha: alpha)
        default:
            return nil
        }
    }
}
