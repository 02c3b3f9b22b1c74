import StylebookKit
import SystemValidation
import Testing

/// Wide-gamut colours. Reference values come from ColorAide 8.13.1 (facelessuser/coloraide on
/// PyPI), which implements CSS Color 4's conversions and its gamut mapping (`fit(method:
/// "minde-chroma")`, the spec's §13.2 algorithm), and from the OKLab values Björn Ottosson
/// published for his space ("A perceptual color space for image processing", 2020).
struct WideColorTests {
    static func close(_ a: [Double], _ b: [Double], within tolerance: Double = 0.0005) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static func channels(_ c: SRGBColor) -> [Double] { [c.red, c.green, c.blue] }

    @Test func ottossonsPublishedXYZToOKLabValues() {
        let cases: [([Double], [Double])] = [
            ([0.950, 1.000, 1.089], [1.000, 0.000, 0.000]),
            ([1.000, 0.000, 0.000], [0.450, 1.236, -0.019]),
            ([0.000, 1.000, 0.000], [0.922, -0.671, 0.263]),
            ([0.000, 0.000, 1.000], [0.153, -1.415, -0.449]),
        ]
        for (xyz, expected) in cases {
            let linear = ColorSpace.xyzD65.linearSRGB(xyz)
            let converted = OKLab.fromLinearSRGB(linear)
            #expect(Self.close([converted.l, converted.a, converted.b], expected, within: 0.002), "XYZ \(xyz)")
        }
    }

    @Test func displayP3AndOKLCHConvertToSRGBAsCSSColor4Does() throws {
        // Unmapped linear-then-encoded sRGB coordinates, outside 0...1 where out of gamut.
        let p3Red = ColorSpace.displayP3.linearSRGB([1, 0, 0]).map { ($0 < 0 ? -1 : 1) * SRGBColor.gammaEncode(abs($0)) }
        #expect(Self.close(p3Red, [1.093066, -0.226742, -0.150135]))
        let inGamut = try #require(WideColor(space: .oklch, components: [0.5, 0.1, 250]))
        #expect(inGamut.isInSRGBGamut)
        #expect(Self.close(Self.channels(inGamut.srgb), [0.194608, 0.401327, 0.603135]))
        #expect(inGamut.srgb.hex == "#32669A")
        let red = try #require(WideColor(space: .oklch, components: [0.62796, 0.25768, 29.2339]))
        #expect(red.srgb.hex == "#FF0000")
    }

    @Test func outOfGamutColoursAreMappedByOKLCHChromaReduction() throws {
        let cases: [(ColorSpace, [Double], srgb: [Double], p3: [Double])] = [
            (.displayP3, [1, 0, 0], [1.0, 0.04457, 0.045932], [1, 0, 0]),
            (.displayP3, [0, 1, 0], [0.0, 0.985764, 0.159742], [0, 1, 0]),
            (.oklch, [0.9, 0.3, 100], [0.998987, 0.87347, 0.0], [0.994295, 0.875058, 0.0]),
            (.oklch, [0.7, 0.25, 145], [0.0, 0.763686, 0.041587], [0.274876, 0.751343, 0.225443]),
        ]
        for (space, components, srgb, p3) in cases {
            let color = try #require(WideColor(space: space, components: components))
            #expect(!color.isInSRGBGamut)
            #expect(Self.close(Self.channels(color.srgb), srgb, within: 0.002), "\(space) \(components) → sRGB \(Self.channels(color.srgb))")
            #expect(Self.close(color.displayP3, p3, within: 0.002), "\(space) \(components) → P3 \(color.displayP3)")
        }
    }

    @Test func declaredStringsParseIntoTheirSpaces() {
        guard case .wide(let p3) = ColorValue(parsing: "color(display-p3 1 0.5 0 / 0.8)") else { Issue.record("not wide"); return }
        #expect(p3.space == .displayP3 && p3.components == [1, 0.5, 0] && p3.alpha == 0.8)
        #expect(p3.css == "color(display-p3 1 0.5 0 / 0.8)")
        guard case .wide(let oklch) = ColorValue(parsing: "oklch(62% 0.2 30)") else { Issue.record("not wide"); return }
        #expect(oklch.components == [0.62, 0.2, 30] && oklch.css == "oklch(0.62 0.2 30)")
        guard case .srgb(let srgb) = ColorValue(parsing: "color(srgb 1 0 0)") else { Issue.record("not sRGB"); return }
        #expect(srgb.hex == "#FF0000")
        #expect(ColorValue(parsing: "#FF0000") == .srgb(SRGBColor(red: 1, green: 0, blue: 0)))
    }

    /// In-gamut sRGB is kept as written, not sent through linear light and back: `rgb()` of a
    /// colour's bytes is its hex to the last binary digit, so a blend rounds the same either way.
    @Test func rgbOfAColoursBytesIsExactlyItsHex() {
        for (css, hex) in [("rgb(255 105 9)", "#FF6909"), ("rgb(9 105 218 / 0.05)", "#0969DA0D"), ("color(srgb 1 0.5 0)", "#FF8000")] {
            guard case .srgb(let color) = ColorValue(parsing: css), let byHex = SRGBColor(hex: hex) else { Issue.record("\(css) is not sRGB"); continue }
            if css.hasPrefix("rgb") {
                #expect([color.red, color.green, color.blue] == [byHex.red, byHex.green, byHex.blue], "\(css)")
            } else {
                #expect([color.red, color.green, color.blue] == [1, 0.5, 0], "\(css)")
            }
        }
    }

    @Test func aColourOutsideItsSpacesRangeIsUnmappableAtItsDeclaration() {
        for text in ["color(display-p3 1.4 0 0)", "oklch(1.3 0.1 30)", "oklch(0.5 -0.1 30)"] {
            let token = Token.color("color.brand", ColorValue(parsing: text), role: .brand, "Brand.", file: "/pkg/Colors.swift", line: 3)
            let found = DesignSystem(name: "T", tokens: [token]).validate()
            #expect(found.map(\.id) == ["tokens/unmappable-color"], "\(text)")
            #expect(found.first?.location?.line == 3)
        }
    }
}
