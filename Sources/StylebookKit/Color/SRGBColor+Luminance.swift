import Foundation

extension SRGBColor {
    /// WCAG 2.2 relative luminance, taken literally from the definition: the 0.04045 threshold
    /// and the four-digit weights. Alpha is ignored; composite translucent colours first.
    public var relativeLuminance: Double {
        0.2126 * Self.linearize(red) + 0.7152 * Self.linearize(green) + 0.0722 * Self.linearize(blue)
    }

    /// sRGB transfer function, gamma-encoded channel (0...1) to linear light.
    public static func linearize(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// Inverse of `linearize`: linear light (0...1) to a gamma-encoded channel.
    public static func gammaEncode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The colour with its channels rounded to 8 bits through `rgba8`, the one rounding
    /// every exporter uses, so a check on it sees what a renderer draws.
    public var quantized: SRGBColor {
        let c = rgba8
        return SRGBColor(red: Double(c.r) / 255, green: Double(c.g) / 255, blue: Double(c.b) / 255, alpha: Double(c.a) / 255)
    }

    /// The same colour, fully opaque.
    public var opaque: SRGBColor { SRGBColor(red: red, green: green, blue: blue, alpha: 1) }
}
