import Foundation

/// CSS Color 4's gamut mapping (§13.2, "binary search in OKLCH with local MINDE"): keep the
/// colour's OKLCH lightness and hue and reduce its chroma until clipping it into the destination
/// moves it by less than a just-noticeable difference (ΔE OK 0.02). Browsers map wide-gamut
/// CSS colours this way, so a contrast check on the result sees what an sRGB display shows.
/// https://www.w3.org/TR/css-color-4/#binsearch
enum GamutMapping {
    struct Mapped {
        /// Gamma-encoded channels of the destination space, each in 0...1.
        var channels: [Double]
        var wasOutside: Bool
    }

    private static let jnd = 0.02
    private static let epsilon = 0.0001

    /// The RGB spaces colours are mapped into; both use sRGB's transfer function.
    enum Destination {
        case srgb, displayP3

        func fromLinearSRGB(_ c: [Double]) -> [Double] {
            self == .srgb ? c : ColorSpace.linearP3(fromLinearSRGB: c)
        }

        func toLinearSRGB(_ c: [Double]) -> [Double] {
            self == .srgb ? c : ColorSpace.displayP3.linearSRGB(c.map(ColorSpace.encode))
        }
    }

    /// Linear sRGB in, the destination's gamma-encoded channels out.
    static func srgb(_ linear: [Double]) -> Mapped { map(linear, into: .srgb) }
    static func displayP3(_ linear: [Double]) -> Mapped { map(linear, into: .displayP3) }

    private static func map(_ linearSRGB: [Double], into destination: Destination) -> Mapped {
        let origin = destination.fromLinearSRGB(linearSRGB)
        if inGamut(origin) { return Mapped(channels: origin.map(encode), wasOutside: false) }
        var current = OKLCH(OKLab(linearRed: linearSRGB[0], green: linearSRGB[1], blue: linearSRGB[2]))
        if current.lightness >= 1 { return Mapped(channels: [1, 1, 1], wasOutside: true) }
        if current.lightness <= 0 { return Mapped(channels: [0, 0, 0], wasOutside: true) }
        func channels(_ color: OKLCH) -> [Double] {
            let lin = color.lab.linearRGB
            return destination.fromLinearSRGB([lin.r, lin.g, lin.b])
        }
        func clip(_ c: [Double]) -> [Double] { c.map { $0.isNaN ? 0 : min(max($0, 0), 1) } }
        func deltaE(_ clipped: [Double], _ color: OKLCH) -> Double {
            let srgb = destination.toLinearSRGB(clipped)
            return OKLab(linearRed: srgb[0], green: srgb[1], blue: srgb[2]).distance(to: color.lab)
        }
        var clipped = clip(channels(current))
        if deltaE(clipped, current) < jnd { return Mapped(channels: clipped.map(encode), wasOutside: true) }
        var low = 0.0, high = current.chroma, lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current.chroma = chroma
            let candidate = channels(current)
            if lowInGamut, inGamut(candidate) { low = chroma; continue }
            clipped = clip(candidate)
            let error = deltaE(clipped, current)
            if error < jnd {
                if jnd - error < epsilon { break }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return Mapped(channels: clipped.map(encode), wasOutside: true)
    }

    private static func inGamut(_ c: [Double]) -> Bool {
        c.allSatisfy { $0 >= -1e-7 && $0 <= 1 + 1e-7 }
    }

    private static func encode(_ linear: Double) -> Double {
        SRGBColor.gammaEncode(min(max(linear, 0), 1))
    }
}

extension OKLab {
    init(linearRed r: Double, green g: Double, blue b: Double) {
        let lms = (
            cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b),
            cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b),
            cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        )
        self.init(l: 0.2104542553 * lms.0 + 0.7936177850 * lms.1 - 0.0040720468 * lms.2,
                  a: 1.9779984951 * lms.0 - 2.4285922050 * lms.1 + 0.4505937099 * lms.2,
                  b: 0.0259040371 * lms.0 + 0.7827717662 * lms.1 - 0.8086757660 * lms.2)
    }

}

extension OKLab {
    /// OKLab of linear-light sRGB channels, which may lie outside 0...1 (wide-gamut colours).
    public static func fromLinearSRGB(_ c: [Double]) -> OKLab {
        OKLab(linearRed: c[0], green: c[1], blue: c[2])
    }
}
