import Foundation
import Testing
import StylebookKit
import Exporters

/// The fixture's tint is declared as fractions (0.5, 0.25, 0.1, alpha 0.12) that sit on or near
/// rounding boundaries; every format must carry exactly the bytes `rgba8` gives: 80 40 1A / 1F.
@Suite struct ChannelRoundingTests {
    let expected = Fixture.tint.rgba8

    private func text(_ format: String, _ path: String) throws -> String {
        let exporter = try #require(ExporterRegistry.standard.exporter(id: format))
        let file = try #require(try exporter.export(Fixture.system).first { $0.path == path })
        return file.text
    }

    private func byte(_ hex: some StringProtocol) -> UInt8? { UInt8(hex, radix: 16) }

    private func firstMatch(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        let match = try #require(regex.firstMatch(in: text, range: range), "no match for \(pattern)")
        return (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
    }

    @Test func roundingFunctionGivesTheExpectedBytes() {
        #expect(expected == (0x80, 0x40, 0x1A, 0x1F))
    }

    @Test func css() throws {
        let hex = try firstMatch(#"--color-state-danger-tint: #([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2});"#, in: text("css", "css/tokens.css"))
        #expect(hex.compactMap(byte) == [expected.r, expected.g, expected.b, expected.a])
    }

    @Test func typescript() throws {
        let hex = try firstMatch(##"stateDangerTint: "#([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})""##, in: text("typescript", "typescript/tokens.ts"))
        #expect(hex.compactMap(byte) == [expected.r, expected.g, expected.b, expected.a])
    }

    @Test func android() throws {
        let hex = try firstMatch(#"name="fixture_kit_color_state_danger_tint">#([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})<"#, in: text("android", "android/values/colors.xml"))
        #expect(hex.compactMap(byte) == [expected.a, expected.r, expected.g, expected.b])
    }

    @Test func compose() throws {
        let hex = try firstMatch(#"stateDangerTint = Color\(0x([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})\)"#, in: text("compose", "compose/FixtureKitTokens.kt"))
        #expect(hex.compactMap(byte) == [expected.a, expected.r, expected.g, expected.b])
    }

    @Test func iosAssetCatalog() throws {
        let json = try text("ios", "ios/Sources/FixtureKitTokens/Assets.xcassets/color-state-danger-tint.colorset/Contents.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let colors = try #require(object["colors"] as? [[String: Any]])
        let light = try #require(colors.first { $0["appearances"] == nil }?["color"] as? [String: Any])
        let components = try #require(light["components"] as? [String: String])
        let channels = ["red", "green", "blue"].compactMap { components[$0].flatMap { byte($0.dropFirst(2)) } }
        #expect(channels == [expected.r, expected.g, expected.b])
        let alpha = try #require(components["alpha"].flatMap(Double.init))
        #expect(UInt8((alpha * 255).rounded()) == expected.a)
    }

    @Test func dtcg() throws {
        let json = try text("dtcg", "dtcg/light.tokens.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let color = (object["color"] as? [String: Any])?["state"] as? [String: Any]
        let value = try #require((color?["danger-tint"] as? [String: Any])?["$value"] as? [String: Any])
        let components = try #require(value["components"] as? [Double])
        #expect(components.map { UInt8(($0 * 255).rounded()) } == [expected.r, expected.g, expected.b])
        let alpha = try #require(value["alpha"] as? Double)
        #expect(UInt8((alpha * 255).rounded()) == expected.a)
        #expect(value["hex"] as? String == "#80401a")
    }
}
