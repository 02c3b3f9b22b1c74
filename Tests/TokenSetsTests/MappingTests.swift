import Foundation
import StylebookKit
import SystemValidation
import Testing
@testable import TokenSets

@Suite struct MappingTests {
    @Test func everyTypeMapsOrIsReported() throws {
        let source = try #require(TokenSource.load(path: Fixtures.path("types.tokens.json")).source)
        let imported = DesignSystemImport.build(source)
        let system = imported.system
        #expect(!imported.diagnostics.hasErrors, "\(imported.diagnostics)")
        #expect(system.validate().isEmpty, "\(system.validate())")
        // `$root` becomes `root`, and aliases to it follow.
        #expect(system.token("color.accent.root")?.colorValue(.light) == .alias("color.base.blue"))
        #expect(system.token("color.text.link")?.colorValue(.dark) == .alias("color.accent.root"))
        #expect(system.token("color.text.primary")?.deprecation == "Use color.text.body.")
        #expect(system.token("opacity.disabled")?.value == .opacity(0.4))
        #expect(system.token("motion.enter")?.value == .motion(Motion(duration: 200, easing: .easeInOut)))
        #expect(system.token("font.body")?.kind == .typography)
        #expect(system.token("size.lg")?.value == .dimension(24))
        let leftOut = imported.diagnostics.filter { $0.id == "import/no-stylebook-kind" }
            .map { String($0.message.prefix { $0 != ":" }) }.sorted()
        #expect(leftOut == ["#/effect/border", "#/effect/fade", "#/effect/line"])
        #expect(system.token("font.family")?.value == .fontFamily(["Inter", "sans-serif"]))
        #expect(system.token("font.weight")?.value == .fontWeight(600))
        #expect(system.token("font.heavy")?.value == .fontWeight(800))
        #expect(system.token("motion.fast")?.value == .duration(200))
        #expect(system.token("motion.curve")?.value == .easing(.easeInOut))
        // Outside 0...1, so no opacity: a plain number.
        #expect(system.token("opacity.scale")?.value == .number(2))
        let ink = SRGBColor(red: 0.0588, green: 0.0902, blue: 0.1647, alpha: 0.5)
        #expect(system.token("effect.shadow")?.value == .shadow([
            ShadowLayer(color: ink, offsetX: 0, offsetY: 2, blur: 4),
            ShadowLayer(color: ink, offsetX: 0, offsetY: 8, blur: 16, spread: -2, inset: true),
        ]))
        #expect(imported.diagnostics.contains { $0.id == "import/root-renamed" && $0.message.hasPrefix("#/color/accent/$root") })
        #expect(imported.diagnostics.contains { $0.id == "import/extensions-not-declared" && $0.message.contains("#/color/text/mixed") })
    }

    @Test func eachRoleKnowsTheRuleThatGaveIt() {
        #expect(RoleInference.inferred(for: "color.text.on-brand", isAlias: true).origin == .nameWord("on-"))
        #expect(RoleInference.inferred(for: "color.bg.canvas", isAlias: false) == (.surface, .nameWord("canvas")))
        #expect(RoleInference.inferred(for: "color.border.brand", isAlias: true).origin == .nameWord("border"))
        #expect(RoleInference.inferred(for: "blue.500", isAlias: true) == (.fill, .fallback))
        let overrides = RoleOverrides([("color.brand.*", .surface)]).then(RoleOverrides([("ink", .text)], origins: [.figmaScopes(["TEXT_FILL"])]))
        #expect(overrides.rule(for: "color.brand.primary")?.origin == .rolesRule("color.brand.*"))
        #expect(overrides.rule(for: "ink")?.origin == .figmaScopes(["TEXT_FILL"]))
        #expect(RoleOrigin.figmaScopes(["TEXT_FILL"]).summary == "Figma scope TEXT_FILL")
        #expect(RoleOrigin.nameWord("bg").summary == "the word “bg” in its name")
    }

    @Test func rolesComeFromOverridesThenExtensionsThenNames() {
        #expect(RoleInference.role(for: "color.text.on-brand", isAlias: true) == .text)
        #expect(RoleInference.role(for: "color.onPrimary", isAlias: true) == .text)
        #expect(RoleInference.role(for: "color.state.danger-background", isAlias: false) == .surface)
        #expect(RoleInference.role(for: "color.canvas", isAlias: false) == .surface)
        #expect(RoleInference.role(for: "color.button.outline", isAlias: false) == .border)
        #expect(RoleInference.role(for: "color.fg.muted", isAlias: true) == .text)
        #expect(RoleInference.role(for: "color.brand.primary", isAlias: true) == .brand)
        #expect(RoleInference.role(for: "color.state.danger", isAlias: true) == .fill)
        #expect(RoleInference.role(for: "blue.500", isAlias: false) == .palette)
        let overrides = RoleOverrides([("color.brand.*", .surface), ("color.fg.muted", .border)])
        #expect(overrides.role(for: "color.brand.primary") == .surface)
        #expect(overrides.role(for: "color.fg.muted") == .border)
        #expect(overrides.role(for: "color.fg") == nil)
    }

    @Test func pairsFileReadsRolesAndPairsWithLines() {
        let (file, diagnostics) = PairsFile.parse("""
        roles:
          color.accent.*: text
        pairs:
          - foreground: color.fg
            background: color.bg
          - { foreground: color.icon, background: color.bg, kind: non-text, over: color.page }
          - foreground: color.rule
            background: color.bg
            decorative: a hairline
          - foreground: color.x
            background: color.y
            kind: huge
        """, path: "pairs.yml")
        #expect(file.roles.role(for: "color.accent.strong") == .text)
        #expect(file.pairs.map(\.label) == ["color.fg on color.bg", "color.icon on color.bg over color.page", "color.rule on color.bg"])
        #expect(file.pairs.map(\.location.line) == [4, 6, 7])
        #expect(file.pairs[1].kind == .nonText)
        #expect(file.pairs[2].exemption == .decorative("a hairline"))
        #expect(diagnostics.map(\.id) == ["import/malformed-pairs"])
        #expect(diagnostics.first?.location?.line == 12)
    }

    @Test func pairsFileSyntaxErrorsPointAtTheLineToFix() {
        let (_, diagnostics) = PairsFile.parse("pairs:\n  - foreground: [color.fg\n    background: color.bg\n", path: "pairs.yml")
        #expect(diagnostics.map(\.id) == ["import/malformed-pairs"])
        #expect(diagnostics.first?.location?.line == 2, "where the bracket opened")
        #expect(diagnostics.first?.message.hasPrefix("pairs.yml is not valid YAML: ") == true)
        #expect(diagnostics.first?.message.contains("\n") == false, "one line, not Yams' description with its snippet")
    }
}
