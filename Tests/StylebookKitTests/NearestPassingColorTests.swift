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
