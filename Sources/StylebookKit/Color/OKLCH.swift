import Foundation

/// OKLab in polar form: lightness 0...1, chroma, hue in degrees.
public struct OKLCH: Hashable, Sendable {
    public var lightness, chroma, hue: Double

    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness; self.chroma = chroma; self.hue = hue
    }

    public init(_ lab: OKLab) {
        lightness = lab.l
        chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        let degrees = atan2(lab.b, lab.a) * 180 / .pi
        hue = degrees < 0 ? degrees + 360 : degrees
    }

    public init(_ color: SRGBColor) { self.init(OKLab(color)) }

    public var lab: OKLab {
        let radians = hue * .pi / 180
        return OKLab(l: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }

    /// The in-gamut sRGB colour with this lightness and hue, reducing chroma (binary search)
    /// only as far as needed to fit. Lightness outside 0...1 is clamped.
    public var gamutClipped: SRGBColor {
        var probe = self
        probe.lightness = min(max(lightness, 0), 1)
        if let color = probe.lab.srgbIfInGamut { return color }
        var low = 0.0, high = probe.chroma
        for _ in 0..<40 {
            let mid = (low + high) / 2
            probe.chroma = mid
            if probe.lab.srgbIfInGamut != nil { low = mid } else { high = mid }
        }
        probe.chroma = low
        // Chroma 0 is always in gamut for lightness in 0...1; the fallback is belt and braces.
        return probe.lab.srgbIfInGamut ?? SRGBColor(red: probe.lightness, green: probe.lightness, blue: probe.lightness)
    }
}
