import Testing
import StylebookKit
import Exporters

/// The helpers a package's own export format calls, reached as that package reaches them: no
/// `@testable`, so each one here is public. Every expected value is worked out by hand from the
/// rule the helper documents, never taken from the helper's own output.
@Suite struct PublicTransformsTests {
    // MARK: Names

    @Test func kebabNamesJoinComponentsWithDashesAndKeepCase() {
        #expect(TokenPath("color.state.danger-background").kebabName == "color-state-danger-background")
        // A run of spaces or punctuation becomes one dash; letters keep their case.
        #expect(TokenPath("Font size 900").kebabName == "Font-size-900")
        #expect(TokenPath("type.Body  (large)").kebabName == "type-Body-large")
        #expect(TokenPath("spacing.size_2").kebabName == "spacing-size_2")
        // A component with nothing usable stays as written, for the name table to report.
        #expect(TokenPath("color.%").kebabName == "color-%")
    }

    @Test func snakeNamesAreLowercaseWithUnderscores() {
        #expect(TokenPath("color.state.danger-background").snakeName == "color_state_danger_background")
        #expect(TokenPath("Font size 900").snakeName == "font_size_900")
    }

    @Test func camelNamesCapitaliseEveryWordButTheFirst() {
        #expect(TokenPath("color.state.danger-background").camelName == "colorStateDangerBackground")
        #expect(TokenPath("Font size 900").camelName == "fontSize900")
        #expect(TokenPath("color.text.on_brand").camelName == "colorTextOnBrand")
    }

    @Test func memberNamesDropTheKindPrefixExceptForDimensionsAndLeadingDigits() {
        #expect(TokenPath("color.state.danger-background").memberName(for: .color) == "stateDangerBackground")
        #expect(TokenPath("typography.body").memberName(for: .typography) == "body")
        // Dimensions keep the kind, so spacing and radius tokens stay apart.
        #expect(TokenPath("spacing.md").memberName(for: .dimension) == "spacingMd")
        // A path that does not start with the kind keeps every component.
        #expect(TokenPath("brand.accent").memberName(for: .color) == "brandAccent")
        // No member may start with a digit.
        #expect(TokenPath("opacity.50").memberName(for: .opacity) == "opacity50")
        #expect(TokenPath("164430").memberName(for: .color) == "color164430")
    }

    @Test func typePrefixesAreUpperCamelAndNeverStartWithADigit() {
        #expect(DesignSystem(name: "Fixture Kit", tokens: []).typePrefix == "FixtureKit")
        #expect(DesignSystem(name: "my-app", tokens: []).typePrefix == "MyApp")
        #expect(DesignSystem(name: "3D kit", tokens: []).typePrefix == "Tokens3DKit")
    }

    @Test func identifierWordsAndUpperCamel() {
        #expect(ExportIdentifiers.words("Fixture Kit") == ["Fixture", "Kit"])
        #expect(ExportIdentifiers.words("dark+increased") == ["dark", "increased"])
        #expect(ExportIdentifiers.upperCamel("footnote-emphasized") == "FootnoteEmphasized")
        #expect(ExportIdentifiers.upperCamel("dark+increased") == "DarkIncreased")
    }

    @Test func plainIdentifiersAreASCIINotStartingWithADigit() {
        #expect(ExportIdentifiers.isPlainIdentifier("stateDanger"))
        #expect(ExportIdentifiers.isPlainIdentifier("_2x"))
        #expect(!ExportIdentifiers.isPlainIdentifier("2x"))
        #expect(!ExportIdentifiers.isPlainIdentifier("state-danger"))
        #expect(!ExportIdentifiers.isPlainIdentifier("größe"))
        #expect(!ExportIdentifiers.isPlainIdentifier(""))
    }

    @Test func androidResourceNamesAreLowercaseSnakeAndNoJavaKeyword() {
        #expect(ExportIdentifiers.isAndroidResourceName("color_state_danger"))
        #expect(ExportIdentifiers.isAndroidResourceName("spacing_2x"))
        #expect(!ExportIdentifiers.isAndroidResourceName("Color"))
        #expect(!ExportIdentifiers.isAndroidResourceName("_color"))
        #expect(!ExportIdentifiers.isAndroidResourceName("color-state"))
        #expect(!ExportIdentifiers.isAndroidResourceName("new"))
        #expect(ExportIdentifiers.javaKeywords.contains("synchronized"))
    }

    @Test func swiftAndKotlinKeywordsAreEscapedWithBackticks() {
        #expect(ExportIdentifiers.swift("default") == "`default`")
        #expect(ExportIdentifiers.swift("Self") == "`Self`")
        #expect(ExportIdentifiers.swift("primary") == "primary")
        // `fun` is Kotlin's keyword, not Swift's; `default` is Swift's, and only soft in Kotlin.
        #expect(ExportIdentifiers.swift("fun") == "fun")
        #expect(ExportIdentifiers.kotlin("fun") == "`fun`")
        #expect(ExportIdentifiers.kotlin("object") == "`object`")
        #expect(ExportIdentifiers.kotlin("default") == "default")
        #expect(ExportIdentifiers.swiftKeywords.contains("associatedtype"))
        #expect(ExportIdentifiers.kotlinKeywords.contains("when"))
    }

    @Test func nameTablesReportCollisionsAndIllegalNamesAtTheToken() throws {
        let system = DesignSystem(name: "Names Kit", tokens: [
            .color("color.state.danger-background", "#FEF2F2", role: .surface, "Danger background."),
            .color("color.state-danger.background", "#FEE2E2", role: .surface, "The same name on Android."),
            .color("color.größe", "#000000", role: .text, "Not ASCII."),
            .color("color.text.primary", "#111827", role: .text, "Fine."),
        ])
        let first = try #require(system.token("color.state.danger-background"))
        let second = try #require(system.token("color.state-danger.background"))
        let foreign = try #require(system.token("color.größe"))
        let fine = try #require(system.token("color.text.primary"))
        var table = PlatformNameTable("Android resource", rule: "lowercase letters, digits and '_'",
                                      isLegal: ExportIdentifiers.isAndroidResourceName)
        #expect(table.kind == "Android resource")
        #expect(table.rule == "lowercase letters, digits and '_'")
        #expect(table.claim(first.path.snakeName, for: first) == "color_state_danger_background")
        // The same token claiming its name again (once per mode) is no problem.
        table.claim(first.path.snakeName, for: first)
        table.claim(fine.path.snakeName, for: fine)
        try table.check()

        table.claim(second.path.snakeName, for: second)
        table.claim(foreign.path.snakeName, for: foreign)
        #expect(table.problems.map(\.id) == ["exports/name-collision", "exports/illegal-name"])
        #expect(table.problems.map(\.message) == [
            "tokens 'color.state.danger-background' and 'color.state-danger.background' both become the Android resource 'color_state_danger_background'",
            "token 'color.größe' cannot become the Android resource 'color_größe'",
        ])
        #expect(table.problems.map(\.location) == [second.location, foreign.location])
        #expect(table.problems[0].hint == "rename one of them; 'color.state.danger-background' is declared at \(first.location)")
        #expect(table.problems[1].hint == "rename the token so its parts use only lowercase letters, digits and '_'")
        #expect(throws: (any Error).self) { try table.check() }
        #expect(throws: (any Error).self) { try [PlatformNameTable("Swift member"), table].check() }
        try [PlatformNameTable("Swift member"), PlatformNameTable("Kotlin member")].check()
    }

    // MARK: Values

    @Test func numbersHaveAtMostFourDecimalsAndNoNegativeZero() {
        #expect(ExportNumber.format(0.1 + 0.2) == "0.3")
        #expect(ExportNumber.format(-0.00001) == "0")
        #expect(ExportNumber.format(12) == "12")
        #expect(ExportNumber.format(-0.43) == "-0.43")
        #expect(ExportNumber.format(1.0 / 3) == "0.3333")
        #expect(ExportNumber.format(2.0 / 3) == "0.6667")
        #expect(ExportNumber.format(1e-7) == "0")
        #expect(ExportNumber.format(.nan) == "0")
        #expect(ExportNumber.format(-.infinity) == "0")
        // Halves round away from zero.
        #expect(ExportNumber.format(0.125, digits: 2) == "0.13")
        #expect(ExportNumber.format(-0.125, digits: 2) == "-0.13")
        #expect(ExportNumber.format(2.5, digits: 0) == "3")
        #expect(ExportNumber.format(1234.5678, digits: 1) == "1234.6")
    }

    @Test func channelsAreFractionsOf255() {
        #expect(ExportNumber.channel(0) == "0")
        #expect(ExportNumber.channel(128) == "0.502")
        #expect(ExportNumber.channel(51) == "0.2")
        #expect(ExportNumber.channel(255) == "1")
    }

    @Test func argbHexPutsAlphaFirst() throws {
        #expect(try #require(SRGBColor(hex: "#F8717133")).argbHex == "33F87171")
        #expect(SRGBColor(r8: 15, g8: 23, b8: 42).argbHex == "FF0F172A")
    }

    @Test func lengthsAreRemOfTheBaseSizeOrPixels() {
        #expect(CSSExporter.length(12, settings: ExportSettings()) == "0.75rem")
        #expect(CSSExporter.length(12) == "0.75rem")
        #expect(CSSExporter.length(15, settings: ExportSettings(cssBaseSize: 10)) == "1.5rem")
        #expect(CSSExporter.length(12, settings: ExportSettings(cssUnit: .px)) == "12px")
        #expect(CSSExporter.length(0.5, settings: ExportSettings(cssUnit: .px)) == "0.5px")
    }

    @Test func letterSpacingIsEmWithRemAndPixelsWithPx() {
        // -0.43 / 17 = -0.025294…
        #expect(CSSExporter.letterSpacing(-0.43, fontSize: 17) == "-0.0253em")
        #expect(CSSExporter.letterSpacing(-0.43, fontSize: 17, settings: ExportSettings(cssUnit: .px)) == "-0.43px")
        #expect(CSSExporter.letterSpacing(1, fontSize: 0) == "0em")
    }

    @Test func durationsAreMilliseconds() {
        #expect(CSSExporter.duration(150) == "150ms")
        #expect(CSSExporter.duration(62.5) == "62.5ms")
    }

    @Test func easingCurvesAreCubicBezierFunctions() {
        #expect(CSSExporter.cubicBezier(CubicBezier(0.2, 0, 0, 1)) == "cubic-bezier(0.2, 0, 0, 1)")
        #expect(CSSExporter.cubicBezier(.easeInOut) == "cubic-bezier(0.42, 0, 0.58, 1)")
    }

    @Test func fontFamiliesAreQuotedUnlessGenericOrOneWord() {
        #expect(CSSExporter.fontFamily("sans-serif") == "sans-serif")
        #expect(CSSExporter.fontFamily("ui-monospace") == "ui-monospace")
        #expect(CSSExporter.fontFamily("Inter") == "Inter")
        #expect(CSSExporter.fontFamily("Helvetica Neue") == "\"Helvetica Neue\"")
        #expect(CSSExporter.fontFamily(#"My "Quoted" Font"#) == #""My \"Quoted\" Font""#)
    }

    @Test func shadowLayersUseTheConfiguredLengthUnit() {
        let raised = ShadowLayer(color: SRGBColor(r8: 15, g8: 23, b8: 42, a8: 51), offsetX: 0, offsetY: 1, blur: 3)
        #expect(CSSExporter.shadow(raised) == "0rem 0.0625rem 0.1875rem 0rem #0F172A33")
        let pressed = ShadowLayer(color: SRGBColor(r8: 0, g8: 0, b8: 0, a8: 31), offsetX: 0, offsetY: 1, blur: 2, inset: true)
        #expect(CSSExporter.shadow(pressed, settings: ExportSettings(cssUnit: .px)) == "inset 0px 1px 2px 0px #0000001F")
    }

    @Test func svgDataURLsEncodeOnlyWhatBreaksTheURL() {
        #expect(CSSExporter.dataURLEncoded(#"<path d="M6 6"/>"#) == "%3Cpath d=%22M6 6%22/%3E")
        #expect(CSSExporter.dataURLEncoded("#{50%}") == "%23%7B50%25%7D")
    }

    @Test func propertyNamesCarryThePrefixAndSuffix() {
        #expect(CSSExporter.propertyName("color.state.danger") == "--color-state-danger")
        #expect(CSSExporter.propertyName("typography.body", settings: ExportSettings(cssPrefix: "acme"), suffix: "-font-size")
                == "--acme-typography-body-font-size")
    }

    @Test func tokenValueAccessorsAnswerOnlyForTheirKind() throws {
        let style = Typography(family: ["Inter"], size: 17, weight: 400, lineHeight: 22, letterSpacing: -0.43)
        let system = DesignSystem(name: "Values Kit", tokens: [
            .dimension("spacing.md", 12, "Gap."),
            .opacity("opacity.pending", 0.5, "Pending."),
            .number("layer.overlay", 100, "Overlays."),
            .typography("typography.body", style, "Body."),
            .motion("motion.quick", Motion(duration: 150, easing: .easeOut), "Quick."),
        ])
        #expect(try #require(system.token("spacing.md")).numberValue == 12)
        #expect(try #require(system.token("opacity.pending")).numberValue == 0.5)
        // Plain numbers are not lengths or opacities.
        #expect(try #require(system.token("layer.overlay")).numberValue == nil)
        #expect(try #require(system.token("typography.body")).typographyValue == style)
        #expect(try #require(system.token("spacing.md")).typographyValue == nil)
        #expect(try #require(system.token("motion.quick")).motionValue?.duration == 150)
        #expect(try #require(system.token("motion.quick")).iconValue == nil)
    }

    @Test func colorValuesTellLiteralsFromAliases() {
        let white: ColorValue = "#FFFFFF", p3: ColorValue = "color(display-p3 1 0.2 0.1)", ink: ColorValue = "{color.palette.ink}"
        #expect(white.isLiteral)
        #expect(p3.isLiteral)
        #expect(!ink.isLiteral)
        #expect(!ColorValue.invalid("#GGG").isLiteral)
        #expect(p3.wideColor != nil)
        #expect(white.wideColor == nil)
    }

    // MARK: Modes

    /// Appearance × contrast, with a colour per combination, an alias that changes with
    /// appearance and a palette colour that never changes.
    static let contrastSystem = DesignSystem(name: "Contrast Kit", axes: [.appearance, .contrast], tokens: [
        .color("color.palette.white", "#FFFFFF", role: .palette, "White."),
        .color("color.palette.ink", "#0F172A", role: .palette, "Ink."),
        .color("color.text.secondary", ["light": "#475569", "dark": "#94A3B8", "light+increased": "#1E293B", "dark+increased": "#E2E8F0"],
               role: .text, "Secondary text."),
        .color("color.text.primary", light: "{color.palette.ink}", dark: "{color.palette.white}", role: .text, "Body text."),
    ])

    @Test func axesAreRecognisedByTheirContexts() {
        let modes = PlatformModes(Self.contrastSystem)
        #expect(modes.appearance?.name == "appearance")
        #expect(modes.contrast?.name == "contrast")
        #expect(!modes.isLightDarkOnly)
        #expect(modes.highContrastContexts == ["increased"])
        #expect(modes.strongestHighContrast == "increased")
        #expect(modes.nonAppearanceAxes.map(\.name) == ["contrast"])

        // Named otherwise, still found: `day | night` is no appearance; `more` and `high` are high contrast.
        let renamed = PlatformModes(DesignSystem(name: "Renamed", axes: [
            ModeAxis("time", contexts: ["day", "night"]), ModeAxis("a11y", contexts: ["normal", "more", "high"]),
        ], tokens: []))
        #expect(renamed.appearance == nil)
        #expect(renamed.contrast?.name == "a11y")
        #expect(renamed.highContrastContexts == ["more", "high"])
        #expect(renamed.strongestHighContrast == "high")

        #expect(PlatformModes(DesignSystem(name: "Plain", tokens: [])).isLightDarkOnly)
    }

    @Test func modesAreFoundByTheirNonDefaultContexts() {
        let modes = PlatformModes(Self.contrastSystem)
        #expect(modes.mode([:]).name == "light")
        #expect(modes.mode(["appearance": "dark"]).name == "dark")
        #expect(modes.mode(["contrast": "increased"]).name == "light+increased")
        #expect(modes.mode(["appearance": "dark", "contrast": "increased"]).name == "dark+increased")
        let contexts = modes.nonDefaultContexts(modes.mode(["appearance": "dark", "contrast": "increased"]))
        #expect(contexts.map { "\($0.axis.name)=\($0.context)" } == ["appearance=dark", "contrast=increased"])
        #expect(modes.nonDefaultContexts(modes.mode([:])).isEmpty)
    }

    @Test func variantsCoverTheAxesNoDarkModeSwitchReaches() {
        let modes = PlatformModes(Self.contrastSystem)
        #expect(modes.variants == [["contrast": "standard"], ["contrast": "increased"]])
        #expect(modes.variants.map(modes.variantName) == [[], ["increased"]])
        let pair = modes.modes(of: ["contrast": "increased"])
        #expect(pair.light.name == "light+increased")
        #expect(pair.dark.name == "dark+increased")

        let brand = PlatformModes(DesignSystem(name: "Brand Kit", axes: [.appearance, .contrast, ModeAxis("brand", contexts: ["acme", "zen"])],
                                               tokens: []))
        #expect(brand.variants == [
            ["contrast": "standard", "brand": "acme"], ["contrast": "standard", "brand": "zen"],
            ["contrast": "increased", "brand": "acme"], ["contrast": "increased", "brand": "zen"],
        ])
        #expect(brand.variantName(["contrast": "increased", "brand": "zen"]) == ["increased", "zen"])
    }

    @Test func coloursResolvePerMode() throws {
        let system = Self.contrastSystem
        let modes = PlatformModes(system)
        let secondary = try #require(system.token("color.text.secondary"))
        let primary = try #require(system.token("color.text.primary"))
        let hex = { (token: Token, picked: [String: String]) in try system.exportColor(token, modes.mode(picked)).hex }
        #expect(try hex(secondary, [:]) == "#475569")
        #expect(try hex(secondary, ["contrast": "increased"]) == "#1E293B")
        #expect(try hex(secondary, ["appearance": "dark"]) == "#94A3B8")
        #expect(try hex(secondary, ["appearance": "dark", "contrast": "increased"]) == "#E2E8F0")
        // An alias stays one in `exportValue` and is followed by `exportColor` and `exportLiteral`.
        #expect(try hex(primary, ["appearance": "dark"]) == "#FFFFFF")
        #expect(try system.exportValue(primary, modes.mode([:])) == .alias("color.palette.ink"))
        #expect(try system.exportLiteral(primary, modes.mode([:])) == .srgb(SRGBColor(r8: 15, g8: 23, b8: 42)))
        #expect(try system.varyingColors().map(\.path.dotted) == ["color.text.primary", "color.text.secondary"])
    }

    // MARK: Deprecations

    @Test func deprecationSentencesNameTheReplacementAndTheRelease() {
        let renamed = Deprecation("Renamed.", replacedBy: "spacing.md", removedIn: "2.0")
        #expect(renamed.sentences(replacement: "spacingMd") == "Renamed. Use spacingMd instead. Removed in 2.0.")
        // Without a platform name, the replacement's token path.
        #expect(renamed.sentences(replacement: nil) == "Renamed. Use spacing.md instead. Removed in 2.0.")
        // A platform that names the replacement in an argument of its own.
        #expect(renamed.sentences(replacement: "spacingMd", mentionReplacement: false) == "Renamed. Removed in 2.0.")
        #expect(Deprecation(nil, replacedBy: "color.text.primary").sentences(replacement: "textPrimary") == "Use textPrimary instead.")
        #expect(Deprecation(nil).sentences(replacement: nil) == nil)
    }

    @Test func replacementsAreDeclaredTokensOfTheSameKind() throws {
        let system = DesignSystem(name: "Sunset Kit", tokens: [
            .dimension("spacing.md", 12, "Gap."),
            .dimension("spacing.medium", 12, "Old gap.", deprecated: .init("Renamed.", replacedBy: "spacing.md")),
            .color("color.text.primary", "#111827", role: .text, "Text."),
            .dimension("spacing.text", 4, "Wrong kind.", deprecated: .init(nil, replacedBy: "color.text.primary")),
            .dimension("spacing.gone", 4, "Missing.", deprecated: .init(nil, replacedBy: "spacing.nowhere")),
        ])
        #expect(system.replacement(of: try #require(system.token("spacing.medium")))?.path == "spacing.md")
        #expect(system.replacement(of: try #require(system.token("spacing.text"))) == nil)
        #expect(system.replacement(of: try #require(system.token("spacing.gone"))) == nil)
        #expect(system.replacement(of: try #require(system.token("spacing.md"))) == nil)
    }
}
