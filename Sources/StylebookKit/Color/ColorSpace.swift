import Foundation

/// The colour spaces of the DTCG Color module, converted to sRGB for checking and export.
/// Matrices and transfer functions follow the CSS Color 4 sample code.
public enum ColorSpace: String, Codable, CaseIterable, Sendable {
    case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
    case xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"

    /// The colour as an sRGB display shows it, and whether it lay outside sRGB and had to be
    /// gamut-mapped there (`GamutMapping`: CSS Color 4's OKLCH chroma reduction).
    public func srgb(_ c: [Double], alpha: Double) -> (color: SRGBColor, clipped: Bool) {
        let alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        // sRGB inside the gamut is already the answer: through linear light and back, 105/255
        // would come out an ulp away, and a blend that lands on half a byte would round the
        // other way than the same colour written as hex.
        if self == .srgb, c.count == 3, c.allSatisfy({ (0...1).contains($0) }) {
            return (SRGBColor(red: c[0], green: c[1], blue: c[2], alpha: alpha), false)
        }
        let mapped = GamutMapping.srgb(linearSRGB(c))
        let color = SRGBColor(red: mapped.channels[0], green: mapped.channels[1], blue: mapped.channels[2], alpha: alpha)
        return (color, mapped.wasOutside)
    }

    /// Linear-light sRGB channels of the colour, unclipped: outside 0...1 means outside sRGB.
    public func linearSRGB(_ c: [Double]) -> [Double] {
        switch self {
        case .srgb: return c.map(Self.decode)
        case .srgbLinear: return c
        case .hsl: return Self.hsl(c[0], c[1] / 100, c[2] / 100).map(Self.decode)
        case .hwb: return Self.hwb(c[0], c[1] / 100, c[2] / 100).map(Self.decode)
        default: return Self.multiply(Self.xyzToSRGB, xyzD65(c))
        }
    }

    /// Linear display-p3 channels from linear sRGB (through XYZ D65), unclipped.
    static func linearP3(fromLinearSRGB rgb: [Double]) -> [Double] {
        multiply(xyzToP3, multiply(sRGBToXYZ, rgb))
    }

    /// Whether each component lies in the range the DTCG colour module gives this space; a
    /// colour outside it is no colour at all, and nothing maps it.
    public func isInRange(_ c: [Double]) -> Bool {
        guard c.count == 3, c.allSatisfy(\.isFinite) else { return false }
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return c.allSatisfy { (0...1).contains($0) }
        case .hsl, .hwb: return (0...100).contains(c[1]) && (0...100).contains(c[2])
        case .lab: return (0...100).contains(c[0])
        case .lch: return (0...100).contains(c[0]) && c[1] >= 0
        case .oklab: return (0...1).contains(c[0])
        case .oklch: return (0...1).contains(c[0]) && c[1] >= 0
        case .xyzD65, .xyzD50: return c[1] >= 0
        }
    }

    /// CIE XYZ (D65) of the colour, for the spaces not defined directly on sRGB channels.
    private func xyzD65(_ c: [Double]) -> [Double] {
        switch self {
        case .srgb, .hsl, .hwb: return Self.multiply(Self.sRGBToXYZ, c.map(Self.decode))
        case .srgbLinear: return Self.multiply(Self.sRGBToXYZ, c)
        case .displayP3: return Self.multiply(Self.p3ToXYZ, c.map(Self.decode))
        case .a98RGB: return Self.multiply(Self.a98ToXYZ, c.map { Self.signedPow($0, 563 / 256) })
        case .prophotoRGB:
            let linear = c.map { abs($0) <= 16.0 / 512 ? $0 / 16 : Self.signedPow($0, 1.8) }
            return Self.multiply(Self.d50ToD65, Self.multiply(Self.prophotoToXYZ50, linear))
        case .rec2020:
            let (alpha, beta) = (1.09929682680944, 0.018053968510807)
            let linear = c.map { value -> Double in
                abs(value) < beta * 4.5 ? value / 4.5 : (value < 0 ? -1 : 1) * pow((abs(value) + alpha - 1) / alpha, 1 / 0.45)
            }
            return Self.multiply(Self.rec2020ToXYZ, linear)
        case .xyzD65: return c
        case .xyzD50: return Self.multiply(Self.d50ToD65, c)
        case .lab: return Self.multiply(Self.d50ToD65, Self.labToXYZ50(c[0], c[1], c[2]))
        case .lch:
            let hue = c[2] * .pi / 180
            return Self.multiply(Self.d50ToD65, Self.labToXYZ50(c[0], c[1] * cos(hue), c[1] * sin(hue)))
        case .oklab: return Self.oklabToXYZ(c[0], c[1], c[2])
        case .oklch:
            let hue = c[2] * .pi / 180
            return Self.oklabToXYZ(c[0], c[1] * cos(hue), c[1] * sin(hue))
        }
    }

    private static func oklabToXYZ(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
        let linear = OKLab(l: l, a: a, b: b).linearRGB
        return multiply(sRGBToXYZ, [linear.r, linear.g, linear.b])
    }

    static func decode(_ value: Double) -> Double { (value < 0 ? -1 : 1) * SRGBColor.linearize(abs(value)) }
    static func encode(_ value: Double) -> Double { (value < 0 ? -1 : 1) * SRGBColor.gammaEncode(abs(value)) }
    private static func signedPow(_ value: Double, _ exponent: Double) -> Double { (value < 0 ? -1 : 1) * pow(abs(value), exponent) }

    private static func hsl(_ hue: Double, _ s: Double, _ l: Double) -> [Double] {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    private static func hwb(_ hue: Double, _ white: Double, _ black: Double) -> [Double] {
        if white + black >= 1 {
            let gray = white / (white + black)
            return [gray, gray, gray]
        }
        return hsl(hue, 1, 0.5).map { $0 * (1 - white - black) + white }
    }

    private static func labToXYZ50(_ l: Double, _ a: Double, _ b: Double) -> [Double] {
        let (kappa, epsilon) = (24389.0 / 27, 216.0 / 24389)
        let f1 = (l + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = l > kappa * epsilon ? pow(f1, 3) : l / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585]
    }

    static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in zip(row, v).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    static let sRGBToXYZ: [[Double]] = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    private static let xyzToSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    private static let p3ToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0, 0.04511338185890264, 1.043944368900976],
    ]
    private static let a98ToXYZ: [[Double]] = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    private static let prophotoToXYZ50: [[Double]] = [
        [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
        [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
        [0, 0, 0.8251046025104602],
    ]
    private static let rec2020ToXYZ: [[Double]] = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0, 0.028072693049087428, 1.060985057710791],
    ]
    private static let xyzToP3: [[Double]] = [
        [2.4934969119414254, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
    ]
    /// Bradford chromatic adaptation from the D50 white point to D65.
    private static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
}
