import StylebookKit

/// The OKLCH lightnesses a colour may take, as closed intervals in 0…1: what `fix contrast`
/// intersects over every check a colour takes part in.
struct LightnessRange: Equatable, Sendable {
    var intervals: [ClosedRange<Double>]

    static let all = LightnessRange(intervals: [0...1])

    var isEmpty: Bool { intervals.isEmpty }

    func intersection(_ other: LightnessRange) -> LightnessRange {
        var result: [ClosedRange<Double>] = []
        for a in intervals {
            for b in other.intervals where a.overlaps(b) {
                result.append(max(a.lowerBound, b.lowerBound)...min(a.upperBound, b.upperBound))
            }
        }
        return LightnessRange(intervals: result.sorted { $0.lowerBound < $1.lowerBound })
    }

    /// The lightness in the range nearest to `target`; nil when the range is empty.
    func nearest(to target: Double) -> Double? {
        intervals.map { min(max(target, $0.lowerBound), $0.upperBound) }.min { abs($0 - target) < abs($1 - target) }
    }

    /// The colour `start` takes at lightness `lightness`, hue kept and chroma reduced only as far
    /// as the sRGB gamut needs, in 8-bit hex as it will be written.
    static func color(_ start: OKLCH, lightness: Double, alpha: Double) -> SRGBColor {
        var moved = start
        moved.lightness = min(max(lightness, 0), 1)
        // A grey's hue is noise: keeping it would tint the grey once the lightness moves.
        if moved.chroma < 0.003 { moved.chroma = 0 }
        var color = moved.gamutClipped.quantized
        color.alpha = alpha
        return color
    }

    /// Bisection steps: 2⁻²⁰ of the lightness scale is far below what 8-bit hex resolves.
    private static let steps = 20

    /// The lightnesses at which `start`'s hue and chroma reach `minimum` against `other`: one
    /// interval darker than `other`, one lighter, either possibly empty. Contrast falls as the
    /// lightness nears the other colour's luminance and rises past it, so each side's boundary
    /// is found by bisection, and checked in hex.
    static func passing(_ start: OKLCH, against other: SRGBColor, minimum: Double) -> LightnessRange {
        passing({ color(start, lightness: $0, alpha: 1) }, against: other, minimum: minimum)
    }

    /// The same for any colour that moves with lightness: `made(lightness)` is the colour as
    /// the audit measures it (a wide colour as an sRGB display shows it).
    static func passing(_ made: (Double) -> SRGBColor, against other: SRGBColor, minimum: Double) -> LightnessRange {
        passing({ [made($0)] }, against: other, minimum: minimum)
    }

    /// The same where a lightness gives several colours that must all pass: a wide colour is
    /// measured both exactly and in 8 bits, and the lower ratio counts (as the audit does).
    static func passing(_ made: (Double) -> [SRGBColor], against other: SRGBColor, minimum: Double) -> LightnessRange {
        func passes(_ lightness: Double) -> Bool {
            made(lightness).allSatisfy { ContrastRatio($0, other).meets(minimum) }
        }
        let otherLuminance = other.opaque.relativeLuminance
        // Where the colour's luminance crosses the other's: the worst lightness.
        var low = 0.0, high = 1.0
        for _ in 0..<steps {
            let middle = (low + high) / 2
            if made(middle)[0].relativeLuminance < otherLuminance { low = middle } else { high = middle }
        }
        let crossing = low
        var intervals: [ClosedRange<Double>] = []
        if passes(0) {
            var pass = 0.0, fail = crossing
            for _ in 0..<steps {
                let middle = (pass + fail) / 2
                if passes(middle) { pass = middle } else { fail = middle }
            }
            intervals.append(0...pass)
        }
        if passes(1) {
            var fail = crossing, pass = 1.0
            for _ in 0..<steps {
                let middle = (pass + fail) / 2
                if passes(middle) { pass = middle } else { fail = middle }
            }
            intervals.append(pass...1)
        }
        return LightnessRange(intervals: intervals)
    }
}
