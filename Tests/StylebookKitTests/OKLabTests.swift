import Testing
@testable import StylebookKit

struct OKLabTests {
    @Test func whiteAndBlackEndpoints() {
        let white = OKLab(SRGBColor(red: 1, green: 1, blue: 1))
        #expect(abs(white.l - 1) < 1e-6 && abs(white.a) < 1e-6 && abs(white.b) < 1e-6)
        let black = OKLab(SRGBColor(red: 0, green: 0, blue: 0))
        #expect(abs(black.l) < 1e-9)
    }

    @Test func knownValueForRed() {
        // Ottosson's sRGB red: L 0.627955, a 0.224863, b 0.125846.
        let red = OKLab(SRGBColor(red: 1, green: 0, blue: 0))
        #expect(abs(red.l - 0.627955) < 1e-5)
        #expect(abs(red.a - 0.224863) < 1e-5)
        #expect(abs(red.b - 0.125846) < 1e-5)
        let lch = OKLCH(red.srgbIfInGamut!)
        #expect(abs(lch.hue - 29.2339) < 1e-3)
    }

    @Test(arguments: ["#DC2626", "#F59E0B", "#10B981", "#3B82F6", "#0F172A", "#94A3B8", "#FFFFFF", "#000000"])
    func roundTripsThroughOKLCH(hex: String) throws {
        let color = try #require(SRGBColor(hex: hex))
        let back = try #require(OKLCH(color).lab.srgbIfInGamut)
        #expect(back.hex == hex)
    }

    @Test func gamutClippingKeepsLightnessAndHue() {
        // Very high chroma at mid lightness is far outside sRGB.
        let wild = OKLCH(lightness: 0.6, chroma: 0.4, hue: 150)
        #expect(wild.lab.srgbIfInGamut == nil)
        let clipped = OKLCH(wild.gamutClipped)
        #expect(abs(clipped.lightness - 0.6) < 1e-6)
        #expect(abs(clipped.hue - 150) < 0.01)
        #expect(clipped.chroma < 0.4)
    }
}
