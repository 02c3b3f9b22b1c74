import Foundation
import Testing
import DesignTokens
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

    @Test(arguments: ["stylebook", "seed-values"])
    func ourSystemsReadBackUnchanged(_ name: String) throws {
        let system = name == "stylebook" ? StylebookDesignSystem.system : SeedValuesFixture.system
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

    @Test func theHeaderNamesTheFormatAndTheStylebookKitRelease() throws {
        let data = try DesignSystemDescription(systems: []).json()
        let header = try JSONDecoder().decode(DesignSystemDescription.Header.self, from: data)
        #expect(header.format == DesignSystemDescription.currentFormat)
        #expect(header.stylebookKit == StylebookKitVersion.current)
    }
}
