import Testing
import StylebookKit

@Suite struct DesignSystemTests {
    private let system = DesignSystem(name: "Fixture", tokens: [
        .color("color.palette.white", "#FFFFFF", role: .palette, "White."),
        .color("color.palette.ink", "#0F172A", role: .palette, "Ink."),
        .color("color.text.primary", light: "{color.palette.ink}", dark: "{color.palette.white}", role: .text, "Text."),
        .color("color.text.link", light: "{color.text.primary}", dark: "#93C5FD", role: .text, "Links."),
        .dimension("spacing.md", 16, "Gap."),
        .dimension("spacing.lg", 24, "Gap."),
        .dimension("radius.sm", 4, "Corner."),
    ])

    @Test func resolvesAliasChainsPerMode() {
        #expect(system.resolvedColor("color.text.link", mode: .light)?.hex == "#0F172A")
        #expect(system.resolvedColor("color.text.link", mode: .dark)?.hex == "#93C5FD")
        #expect(system.resolvedColor("color.text.primary", mode: .dark)?.hex == "#FFFFFF")
    }

    @Test func unknownOrNonColourPathsResolveToNil() {
        #expect(system.resolvedColor("color.nope", mode: .light) == nil)
        #expect(system.resolvedColor("spacing.md", mode: .light) == nil)
    }

    @Test func sortedTokensOrderByPathComponents() {
        let paths = system.sortedTokens.map(\.path.dotted)
        #expect(paths == ["color.palette.ink", "color.palette.white", "color.text.link", "color.text.primary",
                          "radius.sm", "spacing.lg", "spacing.md"])
        #expect(system.sortedTokens(of: .dimension).count == 3)
    }

    @Test func numericPathComponentsSortByValue() {
        let paths: [TokenPath] = ["color.slate.400", "color.slate.50", "color.slate.100", "color.slate.base", "color.red.900"]
        #expect(paths.sorted().map(\.dotted) == ["color.red.900", "color.slate.50", "color.slate.100", "color.slate.400", "color.slate.base"])
    }

    @Test func tokenPathParsesAndPrints() {
        let path: TokenPath = "color.state.danger"
        #expect(path.components == ["color", "state", "danger"])
        #expect(path.description == "color.state.danger")
        #expect(path.name == "danger")
        #expect(path.hasPrefix("color.state"))
        #expect(!path.hasPrefix("color.stat"))
    }

    @Test func colorValueLiteralsParse() {
        let alias: ColorValue = "{color.palette.white}"
        #expect(alias == .alias("color.palette.white"))
        let literal: ColorValue = "#0f172a"
        #expect(literal == .srgb(SRGBColor(hex: "#0F172A")!))
        let bad: ColorValue = "#0F17"
        #expect(bad == .invalid("#0F17"))
    }

    @Test func declarationCapturesFileLineAndDescription() {
        let token = Token.dimension("spacing.xs", 4, "Tight.", deprecated: "Use spacing.sm."); let line = #line
        #expect(token.location.path == #filePath)
        #expect(token.location.line == line)
        #expect(token.description == "Tight.")
        #expect(token.deprecation == "Use spacing.sm.")
        #expect(token.deprecation?.replacedBy == nil)
    }

    @Test func aDeprecationNamesItsReplacementAndRemovalRelease() {
        let token = Token.color("color.text.old", "#333333", role: .text, "Old body text.",
                                deprecated: .init("Use the primary text colour.", replacedBy: "color.text.primary", removedIn: "3.0"))
        let line = #line - 2
        #expect(token.location.line == line)
        #expect(token.isDeprecated)
        #expect(token.deprecation?.message == "Use the primary text colour.")
        #expect(token.deprecation?.replacedBy == "color.text.primary")
        #expect(token.deprecation?.removedIn == "3.0")
        #expect(Deprecation(nil, replacedBy: "color.text.primary").text == "Use color.text.primary instead.")
        #expect(Deprecation(nil).text == "Deprecated.")
        #expect(!Token.opacity("opacity.muted", 0.6, "Muted.").isDeprecated)
    }
}
