import StylebookKit
import Testing
@testable import TokenSets

@Suite struct ColorSpaceTests {
    func hex(_ space: ColorSpace, _ components: [Double]) -> String {
        space.srgb(components, alpha: 1).color.hex
    }

    @Test func everySpaceMapsWhiteToWhite() {
        let whites: [(ColorSpace, [Double])] = [
            (.srgb, [1, 1, 1]), (.srgbLinear, [1, 1, 1]), (.hsl, [0, 0, 100]), (.hwb, [0, 100, 0]),
            (.lab, [100, 0, 0]), (.lch, [100, 0, 0]), (.oklab, [1, 0, 0]), (.oklch, [1, 0, 0]),
            (.displayP3, [1, 1, 1]), (.a98RGB, [1, 1, 1]), (.prophotoRGB, [1, 1, 1]), (.rec2020, [1, 1, 1]),
            (.xyzD65, [0.9505, 1, 1.089]), (.xyzD50, [0.9642956764295677, 1, 0.8251046025104602]),
        ]
        for (space, components) in whites {
            #expect(hex(space, components) == "#FFFFFF", "\(space)")
        }
        #expect(ColorSpace.allCases.count == whites.count)
    }

    @Test func knownColours() {
        #expect(hex(.hsl, [0, 100, 50]) == "#FF0000")
        #expect(hex(.hsl, [210, 40, 50]) == "#4D80B3")
        #expect(hex(.hwb, [120, 0, 0]) == "#00FF00")
        #expect(hex(.hwb, [0, 60, 60]) == "#808080")
        #expect(hex(.srgbLinear, [0.5, 0.5, 0.5]) == "#BCBCBC")
        #expect(hex(.lab, [50, 0, 0]) == "#777777")
        #expect(hex(.lch, [50, 0, 120]) == "#777777")
        #expect(hex(.oklch, [0.62796, 0.25768, 29.234]) == "#FF0000")
        #expect(hex(.oklab, [0.5, 0, 0]) == "#636363")
        #expect(hex(.xyzD65, [0.4124, 0.2126, 0.0193]) == "#FF0000")
    }

    @Test func cssColourStrings() {
        #expect(CSSColorString.parse("rgba(0, 0, 0, 0.5)")?.hex == "#00000080")
        #expect(CSSColorString.parse("rgb(255 0 0 / 50%)")?.hex == "#FF000080")
        #expect(CSSColorString.parse("rgb(100%, 50%, 0%)")?.hex == "#FF8000")
        #expect(CSSColorString.parse("hsl(120deg 100% 25%)")?.hex == "#008000")
        #expect(CSSColorString.parse("hsla(0, 100%, 50%, 1)")?.hex == "#FF0000")
        #expect(CSSColorString.parse("lab(50 0 0)")?.hex == "#777777")
        #expect(CSSColorString.parse("oklch(62.796% 0.25768 29.234deg)")?.hex == "#FF0000")
        #expect(CSSColorString.parse("oklab(0.5 0 0 / 0.5)")?.hex == "#63636380")
        #expect(CSSColorString.parse("color(display-p3 0.5 0.5 0.5)")?.hex == "#808080")
        #expect(CSSColorString.parse("RebeccaPurple")?.hex == "#663399")
        #expect(CSSColorString.parse("transparent")?.alpha == 0)
        #expect(CSSColorString.parse("rgb(1, 2)") == nil)
        #expect(CSSColorString.parse("color(nowhere 1 0 0)") == nil)
        #expect(CSSColorString.parse("whiteish") == nil)
    }

    @Test func outOfGamutColoursAreGamutMappedAndReported() {
        // CSS Color 4 maps display-p3 red to #ff0b0c in sRGB (ColorAide 8.13.1, minde-chroma);
        // plain clipping would give #ff0000, a visibly different red.
        let (color, clipped) = ColorSpace.displayP3.srgb([1, 0, 0], alpha: 0.5)
        #expect(clipped)
        #expect(color.hex == "#FF0B0C80")
        #expect(!ColorSpace.displayP3.srgb([0.5, 0.5, 0.5], alpha: 1).clipped)
    }
}
