import Foundation
import Testing
import DesignTokens
import ModesFixture
import SeedValuesFixture
import StylebookKit

/// What a describing executable prints must read back as the very system declared: the
/// installed tool builds every page and export from the decoded copy.
struct DescriptionRoundTripTests {
    static func roundTrip(_ system: DesignSystem) throws -> DesignSystem {
        let data = try DesignSystemDescription(systems: [.init(name: "x", system: system)]).json()
        return try JSONDecoder().decode(DesignSystemDescription.self, from: data).systems[0].system
    }

    static func expectSame(_ a: DesignSystem, _ b: DesignSystem) {
        #expect(a.name == b.name)
        #expect(a.axes == b.axes)
        #expect(a.modes == b.modes)
        #expect(a.tokens == b.tokens)
        #expect(a.pairs == b.pairs)
        #expect(a.components == b.components)
        #expect(a.acknowledgements == b.acknowledgements)
    }

    /// The three `stylebook-describe` prints.
    @Test(arguments: ["stylebook", "seed-values", "modes"])
    func ourSystemsReadBackUnchanged(_ name: String) throws {
        let system = ["stylebook": StylebookDesignSystem.system, "seed-values": SeedValuesFixture.system,
                      "modes": ModesFixture.system][name]!
        Self.expectSame(system, try Self.roundTrip(system))
    }

    @Test func axesCombinationsWideColoursAndLocationsReadBack() throws {
        let system = DesignSystem(
            name: "Wide", axes: [.appearance, .contrast],
            tokens: [
                .color("color.accent", ["light": "oklch(0.62 0.21 29 / 0.8)", "dark": "color(display-p3 1 0.3 0.2)",
                                        "dark+increased": "#FFFFFF"], role: .fill, "Accent."),
                .color("color.text", "{color.accent}", role: .text, "Aliased."),
            ])
        let decoded = try Self.roundTrip(system)
        Self.expectSame(system, decoded)
        let mode = try #require(decoded.modes.first { $0.name == "dark+increased" })
        #expect(decoded.resolvedColor("color.text", mode: mode) == system.resolvedColor("color.text", mode: mode))
        #expect(decoded.tokens[0].location.line > 1, "each declaration keeps its file:line")
    }

    @Test func deprecationsReadBackWithReplacementAndRelease() throws {
        let system = DesignSystem(name: "Old", tokens: [
            .color("color.text.primary", "#111111", role: .text, "Body text."),
            .color("color.text.old", "#222222", role: .text, "Old body text.",
                   deprecated: .init("Use the primary text colour.", replacedBy: "color.text.primary", removedIn: "3.0")),
            .dimension("spacing.xs", 4, "Tight.", deprecated: "Use spacing.sm."),
            .opacity("opacity.gone", 0.5, "Gone.", deprecated: .init(nil)),
        ])
        let decoded = try Self.roundTrip(system)
        Self.expectSame(system, decoded)
        #expect(decoded.token("color.text.old")?.deprecation?.replacedBy == "color.text.primary")
        #expect(decoded.token("opacity.gone")?.deprecation == Deprecation(nil))
        let json = String(decoding: try DesignSystemDescription(systems: [.init(name: "x", system: system)]).json(), as: UTF8.self)
        #expect(json.contains(#""deprecation":{"message":"Use the primary text colour.","removedIn":"3.0","replacedBy":["color","text","primary"]}"#))
    }

    /// Format 1 held a deprecation as its message; a package on that StylebookKit still reads.
    @Test func aFormatOneDescriptionStillReads() throws {
        let system = DesignSystem(name: "X", tokens: [.dimension("spacing.xs", 4, "Tight.", deprecated: "Use spacing.sm.")])
        let current = String(decoding: try DesignSystemDescription(systems: [.init(name: "x", system: system)]).json(), as: UTF8.self)
        // What format 1 printed for the same system: the same JSON but for these two members.
        let formatOne = current.replacingOccurrences(of: #""deprecation":{"message":"Use spacing.sm."}"#, with: #""deprecation":"Use spacing.sm.""#)
            .replacingOccurrences(of: #""format":2"#, with: #""format":1"#)
        #expect(formatOne != current && formatOne.contains(#""format":1"#) && formatOne.contains(#""deprecation":"Use spacing.sm.""#))
        #expect(DesignSystemDescription.oldestReadableFormat <= 1)
        let decoded = try JSONDecoder().decode(DesignSystemDescription.self, from: Data(formatOne.utf8)).systems[0].system
        #expect(decoded.token("spacing.xs")?.deprecation == Deprecation("Use spacing.sm."))
    }

    @Test func theHeaderNamesTheFormatAndTheStylebookKitRelease() throws {
        let data = try DesignSystemDescription(systems: []).json()
        let header = try JSONDecoder().decode(DesignSystemDescription.Header.self, from: data)
        // Without formats of its own, a package still writes format 2, which older tools read.
        #expect(header.format == 2)
        #expect(header.stylebookKit == StylebookKitVersion.current)
        let withFormats = try DesignSystemDescription(systems: [], formats: [ExportFormatDescription(id: "flutter", summary: "Dart")]).json()
        #expect(try JSONDecoder().decode(DesignSystemDescription.Header.self, from: withFormats).format == DesignSystemDescription.currentFormat)
        #expect(DesignSystemDescription.currentFormat == 3)
        let decoded = try JSONDecoder().decode(DesignSystemDescription.self, from: withFormats)
        #expect(decoded.formats == [ExportFormatDescription(id: "flutter", summary: "Dart")])
    }
}
