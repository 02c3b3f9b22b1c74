import Testing
import StylebookKit

@Suite struct SRGBColorTests {
    @Test func parsesTheThreeHexForms() {
        #expect(SRGBColor(hex: "#fff") == SRGBColor(red: 1, green: 1, blue: 1))
        #expect(SRGBColor(hex: "#B91C1C")!.rgba8 == (0xB9, 0x1C, 0x1C, 0xFF))
        #expect(SRGBColor(hex: "#b91c1c80")!.rgba8 == (0xB9, 0x1C, 0x1C, 0x80))
    }

    @Test(arguments: ["", "#", "FFFFFF", "#FFFF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "#GGGGGG", "#+1+1+1"])
    func rejectsMalformedHex(text: String) {
        #expect(SRGBColor(hex: text) == nil)
    }

    @Test func printsUppercaseHexAndAlphaOnlyWhenNotOpaque() {
        #expect(SRGBColor(hex: "#b91c1c")?.hex == "#B91C1C")
        #expect(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.12).hex == "#0000001F")
        #expect(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.12).hexRGB == "#000000")
    }

    @Test func roundsHalfAwayFromZeroAndClamps() {
        // 0.12 * 255 = 30.6 -> 31; 0.5 * 255 = 127.5 -> 128.
        #expect(SRGBColor(red: 0.5, green: -0.2, blue: 1.7, alpha: 0.12).rgba8 == (128, 0, 255, 31))
        #expect(SRGBColor(red: .nan, green: 0, blue: 0).rgba8.r == 0)
    }

    @Test func hexRoundTripsEveryByte() {
        for byte in UInt8.min...UInt8.max {
            let hex = "#" + String(repeating: SRGBColor.hexByte(byte), count: 4)
            #expect(SRGBColor(hex: hex)?.hex.uppercased() == (byte == 255 ? String(hex.prefix(7)) : hex))
        }
    }
}
