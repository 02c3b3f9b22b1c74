import GeneratorSupport
import StylebookKit
import Testing
@testable import TokenSets

@Suite struct ReaderTests {
    let set: TokenSet
    let diagnostics: [Diagnostic]

    init() {
        (set, diagnostics) = Fixtures.resolve("types.tokens.json")
    }

    @Test func readsTheFixtureWithOnlyTheRemNote() {
        #expect(diagnostics.map(\.id) == ["import/rem-converted"], "\(diagnostics)")
        #expect(diagnostics.first?.severity == .note)
        // The catalogue, and so the manual's reference, says what is reported (it said warning).
        #expect(DiagnosticCatalogue.kind("import/rem-converted")?.severity == .note)
        #expect(diagnostics.first?.message == "#/size/lg/$value: 1.5 rem read as 24 px (16 px per rem)")
    }

    @Test func colorsInheritTheGroupTypeAndKeepMetadata() throws {
        #expect(set.color("color.base.blue") == "#1D4ED8")
        #expect(set.color("color.base.ink") == "#0F172A80")
        let blue = try #require(set.token("color.base.blue"))
        #expect(blue.type == "color")
        #expect(blue.description == "Strong blue.")
        #expect(blue.location.path.hasSuffix("types.tokens.json"))
        #expect(blue.location.line == 7)
        #expect(blue.pointer.description == "#/color/base/blue")
    }

    @Test func curlyAliasesAndRootTokens() throws {
        let root = try #require(set.token(TokenPath(components: ["color", "accent", "$root"])))
        #expect(root.alias == "color.base.blue")
        #expect(set.color("color.accent.$root") == "#1D4ED8")
        let primary = try #require(set.token("color.text.primary"))
        #expect(primary.alias == "color.base.ink")
        #expect(primary.deprecation == "Use color.text.body.")
        let link = try #require(set.token("color.text.link"))
        #expect(link.alias == TokenPath(components: ["color", "accent", "$root"]))
        #expect(link.deprecation == Deprecation(nil), "`true` is a deprecation without a message")
    }

    @Test func jsonPointerReferences() throws {
        // A whole-token `$ref` instead of `$value` is an alias like `{color.base.ink}`.
        let body = try #require(set.token("color.text.body"))
        #expect(body.alias == "color.base.ink")
        #expect(set.color("color.text.body") == "#0F172A80")
        // A pointer to one component of another token's value.
        guard case .color(let mixed, _)? = set.value("color.text.mixed") else { Issue.record("not a colour"); return }
        #expect(mixed.red == 0.1137)
        #expect(set.token("color.text.mixed")?.alias == nil)
        #expect(set.token("color.text.mixed")?.extensions?["com.example.tool"]?["id"]?.number == 42)
    }

    @Test func otherColorSpacesAreConvertedToSRGB() {
        // oklch(0.9 0.03 264) is a pale blue inside sRGB.
        #expect(set.color("color.accent.light") == "#D4DEF3")
    }

    @Test func dimensionsDurationsNumbers() {
        #expect(set.value("size.sm") == .dimension(8))
        #expect(set.value("size.lg") == .dimension(24))  // 1.5rem at 16 px
        #expect(set.value("size.alias") == .dimension(8))
        #expect(set.token("size.alias")?.alias == "size.sm")
        #expect(set.value("motion.fast") == .duration(200))
        #expect(set.value("motion.curve") == .cubicBezier(.easeInOut))
        #expect(set.value("motion.enter") == .transition(Motion(duration: 200, easing: .easeInOut), delay: 0))
        #expect(set.value("opacity.disabled") == .number(0.4))
        #expect(set.value("opacity.scale") == .number(2))
    }

    @Test func fontsAndTypography() {
        #expect(set.value("font.family") == .fontFamily(["Inter", "sans-serif"]))
        #expect(set.value("font.weight") == .fontWeight(600))
        #expect(set.value("font.heavy") == .fontWeight(800))
        #expect(set.value("font.body") == .typography(Typography(family: ["Inter", "sans-serif"], size: 16, weight: 600, lineHeight: 24)))
    }

    @Test func shadowBorderStrokeGradient() throws {
        guard case .shadow(let layers)? = set.value("effect.shadow") else { Issue.record("not a shadow"); return }
        #expect(layers.count == 2)
        #expect(layers[1].inset && layers[1].spread == -2 && layers[1].blur == 16)
        #expect(layers[0].color.hex == "#0F172A80")
        guard case .border(let color, let width, let style)? = set.value("effect.border") else { Issue.record("not a border"); return }
        #expect(color.hex == "#1D4ED8" && width == 8 && style == "dashed")
        #expect(set.value("effect.line") == .strokeStyle("dashed"))
        guard case .gradient(let stops)? = set.value("effect.fade") else { Issue.record("not a gradient"); return }
        #expect(stops.map(\.position) == [0, 1])
        #expect(stops.map(\.color.hex) == ["#FFFFFF", "#1D4ED8"])
    }

    @Test func extendsMergesTheBaseGroup() {
        #expect(set.value("button-large.padding") == .dimension(20))
        #expect(set.value("button-large.radius") == .dimension(4))
        #expect(set.value("button.padding") == .dimension(12))
    }

    @Test func lineHeightPicksTheSimplestEquivalentPoints() {
        #expect(ValueReader.lineHeight(ratio: 1.2941, size: 17) == 22)
        #expect(ValueReader.lineHeight(ratio: 1.5, size: 16) == 24)
        #expect(ValueReader.lineHeight(ratio: 1.1818, size: 11) == 13)
    }
}
