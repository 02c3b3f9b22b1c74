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
        let token = #"{"description":"Tight.","deprecation":"Use spacing.sm.","location":{"column":9,"line":3,"path":"/p/Spacing.swift"},"path":["spacing","xs"],"value":{"dimension":{"_0":4}}}"#
        let json = #"{"format":1,"stylebookKit":"0.1.0","systems":[{"name":"x","system":{"acknowledgements":[],"axes":[{"contexts":["light","dark"],"defaultContext":"light","name":"appearance"}],"components":[],"name":"X","pairs":[],"tokens":[\#(token)]}}]}"#
        #expect(DesignSystemDescription.oldestReadableFormat <= 1)
        let system = try JSONDecoder().decode(DesignSystemDescription.self, from: Data(json.utf8)).systems[0].system
        #expect(system.token("spacing.xs")?.deprecation == Deprecation("Use spacing.sm."))
    }

    @Test func theHeaderNamesTheFormatAndTheStylebookKitRelease() throws {
        let data = try DesignSystemDescription(systems: []).json()
        let header = try JSONDecoder().decode(DesignSystemDescription.Header.self, from: data)
        #expect(header.format == DesignSystemDescription.currentFormat)
        #expect(header.stylebookKit == StylebookKitVersion.current)
    }
}
