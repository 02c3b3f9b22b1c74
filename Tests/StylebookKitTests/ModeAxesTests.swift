import Audit
import StylebookKit
import SystemValidation
import Testing

/// Modes as axes: combinations, names, the fallback order and the axis checks.
struct ModeAxesTests {
    static let axes: [ModeAxis] = [.appearance, .contrast]

    static func system(_ tokens: [Token], axes: [ModeAxis] = axes) -> DesignSystem {
        DesignSystem(name: "Test", axes: axes, tokens: tokens)
    }

    static func mode(_ name: String, in system: DesignSystem) throws -> Mode {
        try #require(system.modes.first { $0.name == name })
    }

    @Test func modesAreEveryCombinationFirstAxisSlowestNamedWithoutDefaults() {
        let system = Self.system([])
        #expect(system.modes.map(\.name) == ["light", "light+increased", "dark", "dark+increased"])
        #expect(system.modes.map(\.isDefault) == [true, false, false, false])
        #expect(DesignSystem(name: "Plain", tokens: []).modes.map(\.name) == ["light", "dark"])
        let brand = ModeAxis("brand", contexts: ["acme", "beta"])
        #expect(Self.system([], axes: [brand, .appearance]).modes.map(\.name) == ["acme", "acme+dark", "beta", "beta+dark"])
    }

    @Test func aDarkValueHoldsInDarkIncreasedUntilTheCombinationSaysOtherwise() throws {
        let text = Token.color("color.text", ["light": "#333333", "dark": "#DDDDDD", "increased": "#000000"], role: .text, "Body text.")
        let system = Self.system([text])
        let color = { (name: String) in system.resolvedColor("color.text", mode: try Self.mode(name, in: system))?.hex }
        #expect(try color("light") == "#333333")
        #expect(try color("dark") == "#DDDDDD")
        // "light" and "increased" each name one context; the earlier axis (appearance) wins, so
        // a value for "increased" alone only shows where no appearance value applies.
        #expect(try color("light+increased") == "#333333")
        #expect(try color("dark+increased") == "#DDDDDD")

        let specific = Token.color("color.text", ["light": "#333333", "dark": "#DDDDDD", "dark+increased": "#FFFFFF"], role: .text, "Body text.")
        let stricter = Self.system([specific])
        #expect(stricter.resolvedColor("color.text", mode: try Self.mode("dark+increased", in: stricter))?.hex == "#FFFFFF")
        #expect(stricter.resolvedColor("color.text", mode: try Self.mode("light+increased", in: stricter))?.hex == "#333333")
    }

    @Test func anEveryModeValueIsTheLastFallbackAndAliasesFollowTheMode() throws {
        let tokens: [Token] = [
            .color("color.ink", ["": "#111111", "increased": "#000000"], role: .palette, "Ink."),
            .color("color.text", "{color.ink}", role: .text, "Text."),
        ]
        let system = Self.system(tokens)
        #expect(system.validate().isEmpty)
        #expect(system.resolvedColor("color.text", mode: try Self.mode("dark", in: system))?.hex == "#111111")
        #expect(system.resolvedColor("color.text", mode: try Self.mode("dark+increased", in: system))?.hex == "#000000")
    }

    @Test func lightAndDarkDeclarationsMeanWhatTheyAlwaysMeant() {
        let token = Token.color("color.text", light: "#111111", dark: "#EEEEEE", role: .text, "Text.")
        let system = DesignSystem(name: "Plain", tokens: [token])
        #expect(system.resolvedColor("color.text", mode: .light)?.hex == "#111111")
        #expect(system.resolvedColor("color.text", mode: .dark)?.hex == "#EEEEEE")
        let withContrast = Self.system([token])
        #expect(withContrast.resolvedColor("color.text", mode: .dark)?.hex == "#EEEEEE")
        #expect(withContrast.mode(.dark).name == "dark")
    }

    @Test func anAxisWithOneContextIsAnErrorAtItsDeclaration() {
        let lonely = ModeAxis("density", contexts: ["compact"], file: "/pkg/Axes.swift", line: 4, column: 9)
        let found = Self.system([], axes: [.appearance, lonely]).validate()
        #expect(found.map(\.id) == ["tokens/invalid-axis"])
        #expect(found.first?.location == SourceLocation(path: "/pkg/Axes.swift", line: 4, column: 9))
        #expect(found.first?.message.contains("has 1 context") == true)
    }

    @Test func twoAxesWithTheSameContextNameAreAnError() {
        let scheme = ModeAxis("scheme", contexts: ["light", "sepia"], file: "/pkg/Axes.swift", line: 7)
        let found = Self.system([], axes: [.appearance, scheme]).validate()
        #expect(found.map(\.id) == ["tokens/duplicate-context"])
        #expect(found.first?.location?.line == 7)
        #expect(found.first?.message.contains("context 'light' belongs to both axis 'appearance' and axis 'scheme'") == true)
    }

    @Test func aValueForAContextNoAxisDeclaresIsAnErrorWithTheClosestContext() {
        let token = Token.color("color.text", ["light": "#111111", "dark": "#EEEEEE", "increassed": "#000000"], role: .text, "Text.",
                                file: "/pkg/Colors.swift", line: 12, column: 5)
        let found = Self.system([token]).validate()
        #expect(found.map(\.id) == ["tokens/unknown-context"])
        #expect(found.first?.location == SourceLocation(path: "/pkg/Colors.swift", line: 12, column: 5))
        #expect(found.first?.hint?.hasPrefix("did you mean 'increased'?") == true)
    }

    @Test func twoContextsOfOneAxisOrAMissingModeAreErrors() {
        let both = Token.color("color.a", ["": "#111111", "light+dark": "#000000"], role: .text, "A.")
        #expect(Self.system([both]).validate().map(\.id) == ["tokens/unknown-context"])
        let partial = Token.color("color.b", ["dark": "#EEEEEE"], role: .text, "B.")
        let found = Self.system([partial]).validate()
        #expect(found.map(\.id) == ["tokens/missing-mode-value"])
        #expect(found.first?.message == "colour 'color.b' has no value for light")
        let twice = Token.color("color.c", ["dark": "#EEEEEE", "": "#111111", "dark": "#DDDDDD"], role: .text, "C.")
        #expect(Self.system([twice]).validate().map(\.id) == ["tokens/duplicate-mode-value"])
    }

    @Test func increasedAndHighContrastContextsAskForAAAUnlessThePolicySaysOtherwise() throws {
        let system = Self.system([])
        let policy = ContrastPolicy.standard
        #expect(system.modes.map { policy.level(for: $0, axes: system.axes) } == [nil, .aaa, nil, .aaa])
        let primer = ModeAxis("theme", contexts: ["light", "light_high_contrast", "dark", "dark_high_contrast"])
        let themed = Self.system([], axes: [primer])
        #expect(themed.modes.map { policy.level(for: $0, axes: themed.axes) } == [nil, .aaa, nil, .aaa])

        let lowered = ContrastPolicy(levels: [.init("increased", .aa), .init("dark+increased", .aaa)])
        #expect(system.modes.map { lowered.level(for: $0, axes: system.axes) } == [nil, .aa, nil, .aaa])
    }
}
