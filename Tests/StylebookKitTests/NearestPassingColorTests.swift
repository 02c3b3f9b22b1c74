import GeneratorSupport
import Testing
@testable import StylebookKit

struct NearestPassingColorTests {
    static let white = SRGBColor(red: 1, green: 1, blue: 1)

    @Test func tertiaryTextOnWhiteIsDarkenedUntilItPasses() throws {
        let tertiary = try #require(SRGBColor(hex: "#94A3B8"))
        let suggestion = try #require(NearestPassingColor.find(for: tertiary, against: Self.white, minimum: 4.5))
        let fromHex = try #require(SRGBColor(hex: suggestion.hex))
        #expect(ContrastRatio(fromHex, Self.white).meets(4.5))
        #expect(suggestion.lightnessChange < 0)
        // Hue is kept (slate stays slate), within 8-bit noise.
        #expect(abs(OKLCH(fromHex).hue - OKLCH(tertiary).hue) < 3)
        // Nearest: one scan step less lightness change would not pass.
        var lessDark = OKLCH(tertiary)
        lessDark.lightness += suggestion.lightnessChange + 2 * NearestPassingColor.step
        #expect(!ContrastRatio(lessDark.gamutClipped.quantized, Self.white).meets(4.5))
    }

    @Test func whiteOnWarningBecomesADarkForeground() throws {
        let warning = try #require(SRGBColor(hex: "#F59E0B"))
        let suggestion = try #require(NearestPassingColor.find(for: Self.white, against: warning, minimum: 4.5))
        #expect(ContrastRatio(try #require(SRGBColor(hex: suggestion.hex)), warning).meets(4.5))
        #expect(suggestion.lightnessChange < 0)
    }

    @Test func searchesBothDirectionsAndPicksTheNearer() throws {
        // Mid grey on a dark background: lightening is far nearer than darkening (which cannot pass).
        let grey = try #require(SRGBColor(hex: "#666666"))
        let dark = try #require(SRGBColor(hex: "#0F172A"))
        let suggestion = try #require(NearestPassingColor.find(for: grey, against: dark, minimum: 4.5))
        #expect(suggestion.lightnessChange > 0)
        #expect(suggestion.ratio.meets(4.5))
    }

    @Test func unreachableRequirementGivesNil() throws {
        // Against mid grey nothing reaches 7:1 in either direction.
        let mid = try #require(SRGBColor(hex: "#808080"))
        #expect(NearestPassingColor.find(for: mid, against: mid, minimum: 7) == nil)
    }
}

/// The bisection must find the very colour the step-by-step scan it replaced found.
struct NearestPassingColorBisectionTests {
    /// The former linear scan, kept here as the reference.
    static func scan(_ foreground: SRGBColor, _ background: SRGBColor, minimum: Double) -> NearestPassingColor.Suggestion? {
        let start = OKLCH(foreground.opaque)
        let found = [1.0, -1.0].compactMap { direction -> NearestPassingColor.Suggestion? in
            var k = 0
            while true {
                let lightness = start.lightness + direction * Double(k) * 0.0005
                if lightness < -0.0005 || lightness > 1.0005 { return nil }
                var probe = start
                probe.lightness = lightness
                let candidate = probe.gamutClipped.quantized.opaque
                let ratio = ContrastRatio(candidate, background)
                if ratio.meets(minimum) {
                    return .init(color: candidate, ratio: ratio, lightnessChange: min(max(lightness, 0), 1) - start.lightness)
                }
                k += 1
            }
        }
        return found.min { abs($0.lightnessChange) < abs($1.lightnessChange) }
    }

    @Test func bisectionAgreesWithTheScanOnAGridOfColours() {
        let levels: [Double] = [0, 0.45, 0.8, 1]
        var compared = 0
        for r in levels { for g in levels { for b in [0.1, 0.9] {
            let foreground = SRGBColor(red: r, green: g, blue: b)
            for background in [SRGBColor(red: 1, green: 1, blue: 1), SRGBColor(red: 0.12, green: 0.12, blue: 0.12),
                               SRGBColor(red: 0.96, green: 0.62, blue: 0.04), SRGBColor(red: 0.2, green: 0.4, blue: 0.85)] {
                for minimum in [3.0, 4.5, 7.0] {
                    #expect(NearestPassingColor.find(for: foreground, against: background, minimum: minimum)
                            == Self.scan(foreground, background, minimum: minimum))
                    compared += 1
                }
            }
        } } }
        #expect(compared == 384)
    }
}
