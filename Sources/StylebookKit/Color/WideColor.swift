import Foundation

/// A colour declared in a space wider than sRGB hex: `color(display-p3 1 0.3 0.2)`,
/// `oklch(0.62 0.21 29)`, any space of the DTCG colour module, with alpha.
///
/// Contrast is measured on `srgb`, the colour as an sRGB display shows it (gamut-mapped the way
/// browsers do, `GamutMapping`); exports write the declared colour where the platform takes it
/// and `srgb` where it does not.
public struct WideColor: Hashable, Sendable {
    public let space: ColorSpace
    public let components: [Double]
    public let alpha: Double
    /// As an sRGB display shows it.
    public let srgb: SRGBColor
    /// Gamma-encoded display-p3 channels, mapped into P3 when the colour lies outside it.
    public let displayP3: [Double]
    public let isInSRGBGamut: Bool
    public let isInDisplayP3Gamut: Bool

    /// Nil when a component leaves its space's range (or is not a number): no gamut holds it.
    public init?(space: ColorSpace, components: [Double], alpha: Double = 1) {
        guard space.isInRange(components), alpha.isFinite, (0...1).contains(alpha) else { return nil }
        self.space = space
        self.components = components
        self.alpha = alpha
        let linear = space.linearSRGB(components)
        let inP3 = GamutMapping.displayP3(linear)
        // `ColorSpace.srgb` keeps in-gamut sRGB components exactly: `rgb(255 105 9)` is `#FF6909`.
        let (inSRGB, clipped) = space.srgb(components, alpha: alpha)
        srgb = inSRGB
        displayP3 = inP3.channels
        isInSRGBGamut = !clipped
        isInDisplayP3Gamut = !inP3.wasOutside
    }

    /// The colour as CSS Color 4 writes it: `color(display-p3 1 0.3 0.2)`, `oklch(0.62 0.21 29 / 0.5)`.
    public var css: String {
        let numbers = components.map(Self.number).joined(separator: " ")
        let tail = alpha < 1 ? " / " + Self.number(alpha) : ""
        switch space {
        case .oklch, .oklab, .lab, .lch: return "\(space.rawValue)(\(numbers)\(tail))"
        case .hsl, .hwb:
            return "\(space.rawValue)(\(Self.number(components[0])) \(Self.number(components[1]))% \(Self.number(components[2]))%\(tail))"
        default: return "color(\(space.rawValue) \(numbers)\(tail))"
        }
    }

    /// display-p3 as CSS writes it, for platforms that take P3 but not the declared space.
    public var displayP3CSS: String {
        "color(display-p3 \(displayP3.map(Self.number).joined(separator: " "))\(alpha < 1 ? " / " + Self.number(alpha) : ""))"
    }

    /// Up to five decimals, no trailing zeros: the same text on every machine.
    public static func number(_ value: Double) -> String {
        var text = String(format: "%.5f", (value * 100_000).rounded() / 100_000)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
