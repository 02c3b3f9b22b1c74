import Foundation

extension ColorSpace {
    /// An sRGB colour's coordinates in this space, as CSS Color 4 writes them (`hsl` with
    /// saturation and lightness in 0...100, `lch` as CIE LCh over D50). An achromatic colour's
    /// hue is NaN, CSS's `none`. Nil for the spaces nothing here needs (hwb, the XYZ spaces…).
    public func coordinates(of color: SRGBColor) -> [Double]? {
        let rgb = [color.red, color.green, color.blue]
        switch self {
        case .srgb: return rgb
        case .srgbLinear: return rgb.map(Self.decode)
        case .displayP3: return Self.linearP3(fromLinearSRGB: rgb.map(Self.decode)).map(Self.encode)
        case .hsl: return Self.hsl(fromSRGB: rgb)
        case .lab: return Self.lab(fromSRGB: rgb)
        case .lch:
            let lab = Self.lab(fromSRGB: rgb)
            let chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
            // colorjs.io's threshold below which a chroma has no hue.
            guard chroma >= 0.02 else { return [lab[0], chroma, .nan] }
            var hue = atan2(lab[2], lab[1]) * 180 / .pi
            if hue < 0 { hue += 360 }
            return [lab[0], chroma, hue]
        default: return nil
        }
    }

    private static func hsl(fromSRGB rgb: [Double]) -> [Double] {
        let (high, low) = (rgb.max()!, rgb.min()!)
        let lightness = (high + low) / 2
        let delta = high - low
        guard delta > 0 else { return [.nan, 0, lightness * 100] }
        let saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        switch high {
        case rgb[0]: hue = (rgb[1] - rgb[2]) / delta + (rgb[1] < rgb[2] ? 6 : 0)
        case rgb[1]: hue = (rgb[2] - rgb[0]) / delta + 2
        default: hue = (rgb[0] - rgb[1]) / delta + 4
        }
        hue *= 60
        return [hue, saturation * 100, lightness * 100]
    }

    /// CIE Lab over D50: sRGB to XYZ D65, Bradford to D50, then Lab (CSS Color 4's sample code).
    private static func lab(fromSRGB rgb: [Double]) -> [Double] {
        let xyz65 = multiply(sRGBToXYZ, rgb.map(decode))
        let xyz50 = multiply(d65ToD50, xyz65)
        let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
        let (kappa, epsilon) = (24389.0 / 27, 216.0 / 24389)
        let f = zip(xyz50, white).map { value, reference in
            let scaled = value / reference
            return scaled > epsilon ? cbrt(scaled) : (kappa * scaled + 16) / 116
        }
        return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    private static let d65ToD50: [[Double]] = [
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
    ]
}
