import Foundation

/// Björn Ottosson's OKLab, from linear sRGB. Used for perceptual distance (ΔE OK) and as the
/// base of OKLCH, where fix suggestions move lightness while keeping hue and chroma.
public struct OKLab: Hashable, Sendable {
    public var l, a, b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l; self.a = a; self.b = b
    }

    public init(_ color: SRGBColor) {
        self.init(linearRed: SRGBColor.linearize(color.red), green: SRGBColor.linearize(color.green), blue: SRGBColor.linearize(color.blue))
    }

    /// Linear sRGB channels, unclipped: values outside 0...1 mean the colour is out of gamut.
    public var linearRGB: (r: Double, g: Double, b: Double) {
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let (l3, m3, s3) = (l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_)
        return (
            4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
            -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
            -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        )
    }

    /// Gamma-encoded sRGB, or nil when outside the sRGB gamut (with a hair of tolerance).
    public var srgbIfInGamut: SRGBColor? {
        let lin = linearRGB
        let tolerance = 1e-7
        guard [lin.r, lin.g, lin.b].allSatisfy({ $0 >= -tolerance && $0 <= 1 + tolerance }) else { return nil }
        func encode(_ c: Double) -> Double { SRGBColor.gammaEncode(min(max(c, 0), 1)) }
        return SRGBColor(red: encode(lin.r), green: encode(lin.g), blue: encode(lin.b))
    }

    /// ΔE OK: the Euclidean distance in OKLab (CSS Color 4 uses it for gamut mapping, JND 0.02).
    public func distance(to other: OKLab) -> Double {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}
