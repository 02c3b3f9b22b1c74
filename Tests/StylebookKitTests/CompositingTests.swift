import Testing
@testable import StylebookKit

struct CompositingTests {
    @Test func warningTintOverWhiteMatchesReference() throws {
        let warning = try #require(SRGBColor(hex: "#F59E0B")).withAlpha(0.12)
        let white = try #require(SRGBColor(hex: "#FFFFFF"))
        let tint = warning.composited(over: white)
        #expect(abs(tint.red * 255 - 253.8) < 1e-9)
        #expect(abs(tint.green * 255 - 243.36) < 1e-9)
        #expect(abs(tint.blue * 255 - 225.72) < 1e-9)
        #expect(tint.alpha == 1)

        let ink = try #require(SRGBColor(hex: "#0F172A"))
        #expect(abs(ContrastRatio(ink, tint).value - 16.2927) < 0.00005)
        // The 8-bit composite a renderer stores is #FEF3E2, slightly lower.
        #expect(tint.quantized.hex == "#FEF3E2")
        #expect(abs(ContrastRatio(ink, tint.quantized).value - 16.2650) < 0.00005)
    }

    @Test func eightBitAlphaTokenOverWhite() throws {
        // #F59E0B1F stores alpha 31/255 = 0.121569 (research §6 variant: 16.2731 exact).
        let tint = try #require(SRGBColor(hex: "#F59E0B1F")).composited(over: try #require(SRGBColor(hex: "#FFFFFF")))
        #expect(abs(ContrastRatio(try #require(SRGBColor(hex: "#0F172A")), tint).value - 16.2731) < 0.00005)
    }

    @Test func darkModeAnalogue() throws {
        let tint = try #require(SRGBColor(hex: "#F59E0B")).withAlpha(0.12).composited(over: try #require(SRGBColor(hex: "#0F172A")))
        let amber = try #require(SRGBColor(hex: "#FBBF24"))
        #expect(abs(ContrastRatio(amber, tint).value - 8.84526) < 0.00005)
        #expect(abs(ContrastRatio(amber, tint.quantized).value - 8.85320) < 0.00005)
    }

    @Test func opaqueSourceHidesBackdropAndClearSourceShowsIt() throws {
        let red = try #require(SRGBColor(hex: "#DC2626")), white = try #require(SRGBColor(hex: "#FFFFFF"))
        #expect(red.composited(over: white) == red)
        #expect(red.withAlpha(0).composited(over: white) == white)
    }

    @Test func translucentOverTranslucent() {
        let top = SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let below = SRGBColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let out = top.composited(over: below)
        #expect(abs(out.alpha - 0.75) < 1e-12)
        #expect(abs(out.red - 2.0 / 3) < 1e-12)
        #expect(abs(out.blue - 1.0 / 3) < 1e-12)
    }
}
