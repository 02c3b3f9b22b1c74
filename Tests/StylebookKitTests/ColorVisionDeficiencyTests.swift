import Testing
@testable import StylebookKit

struct ColorVisionDeficiencyTests {
    @Test func greysAreUnchanged() throws {
        let grey = try #require(SRGBColor(hex: "#777777"))
        for deficiency in ColorVisionDeficiency.allCases {
            #expect(deficiency.simulate(grey).hex == "#777777")
        }
    }

    @Test func redAndGreenCollapseForDeuteranopes() throws {
        // research §5: #DC2626 vs #16A34A, ΔE OK 0.341 normally and about 0.050 deutan.
        let red = try #require(SRGBColor(hex: "#DC2626")), green = try #require(SRGBColor(hex: "#16A34A"))
        #expect(abs(ColorDistance.deltaEOK(red, green) - 34.1) < 0.1)
        let simulated = ColorDistance.deltaEOK(ColorVisionDeficiency.deuteranopia.simulate(red), ColorVisionDeficiency.deuteranopia.simulate(green))
        #expect(abs(simulated - 5.0) < 0.1)
        #expect(simulated < ColorDistance.confusableBelow)
    }

    @Test func blueAndVioletCollapseForDeuteranopes() throws {
        let blue = try #require(SRGBColor(hex: "#2563EB")), violet = try #require(SRGBColor(hex: "#7C3AED"))
        let d = ColorVisionDeficiency.deuteranopia
        #expect(abs(ColorDistance.deltaEOK(d.simulate(blue), d.simulate(violet)) - 0.4) < 0.1)
    }

    @Test func protanopiaMatrixOnPureRed() {
        // Row sums of column 0: linear red 1 -> (0.152286, 0.114503, 0) after clipping.
        let out = ColorVisionDeficiency.protanopia.simulate(SRGBColor(red: 1, green: 0, blue: 0))
        #expect(abs(SRGBColor.linearize(out.red) - 0.152286) < 1e-9)
        #expect(abs(SRGBColor.linearize(out.green) - 0.114503) < 1e-9)
        #expect(out.blue == 0)
    }
}
