import Foundation
import GeneratorSupport
import StylebookKit
import SystemValidation
import Testing
@testable import Exporters

/// Configured names reach every format, and names a platform cannot take are errors at the
/// declaration that names both tokens when two collide.
@Suite struct ExportSettingsTests {
    let acme = ExportSettings(cssPrefix: "acme", cssUnit: .px, androidPrefix: "acme", iosPackage: "AcmeKit", iosModule: "AcmeTokens",
                              iosPublicPalette: false, composePackage: "com.acme.design", composeTheme: "AcmeTheme")

    private func file(_ exporter: some TokenExporter, _ path: String, _ settings: ExportSettings) throws -> String {
        try #require(try exporter.files(for: Fixture.system, settings: settings).first { $0.path == path }, "no \(path)").text
    }

    @Test func cssTakesThePrefixAndPixels() throws {
        let css = try file(CSSExporter(), "css/tokens.css", acme)
        #expect(css.contains("--acme-color-state-danger: var(--acme-color-palette-red-700);"))
        #expect(css.contains("--acme-spacing-md: 12px;"))
        #expect(css.contains("--acme-typography-body-letter-spacing: -0.43px;"))
        #expect(css.contains(".acme-typography-body {\n  font: var(--acme-typography-body);"))
        #expect(!css.contains("--color-"))
        #expect(CSSExporter.propertyName("color.state.danger", settings: acme) == "--acme-color-state-danger")
        #expect(CSSExporter.propertyName("typography.body", settings: ExportSettings(), suffix: "-font-size") == "--typography-body-font-size")
    }

    @Test func remUsesTheConfiguredBase() throws {
        let css = try file(CSSExporter(), "css/tokens.css", ExportSettings(cssBaseSize: 10))
        #expect(css.contains("--spacing-md: 1.2rem;"))
        #expect(css.contains("--typography-body: 400 1.7rem/2.2rem Inter, \"Helvetica Neue\", sans-serif;"))
    }

    @Test func androidTakesThePrefix() throws {
        let colors = try file(AndroidExporter(), "android/values/colors.xml", acme)
        #expect(colors.contains("<color name=\"acme_color_state_danger\">#FFB91C1C</color>"))
        let styles = try file(AndroidExporter(), "android/values/styles.xml", acme)
        #expect(styles.contains("<style name=\"TextAppearance.Acme.Body\" parent=\"android:TextAppearance\">"))
        #expect(try AndroidExporter().files(for: Fixture.system, settings: acme).contains { $0.path == "android/drawable/acme_icon_close.xml" })
    }

    @Test func iosTakesPackageModuleAndPaletteAccess() throws {
        let package = try file(IOSExporter(), "ios/Package.swift", acme)
        #expect(package.contains("name: \"AcmeKit\""))
        #expect(package.contains(".library(name: \"AcmeTokens\", targets: [\"AcmeTokens\"])"))
        let swift = try file(IOSExporter(), "ios/Sources/AcmeTokens/AcmeTokens.swift", acme)
        #expect(swift.contains("    static let paletteRed700 = AcmeColor(\"color-palette-red-700\")"))
        #expect(swift.contains("    public static let stateDanger = AcmeColor(\"color-state-danger\")"))
        let swiftUI = try file(IOSExporter(), "ios/Sources/AcmeTokens/AcmeTokens+SwiftUI.swift", acme)
        #expect(swiftUI.contains("public static func acme(_ color: AcmeColor) -> Color {"))
    }

    @Test func composeTakesPackageAndTheme() throws {
        let theme = try file(ComposeExporter(), "compose/AcmeTheme.kt", acme)
        #expect(theme.contains("package com.acme.design\n"))
        #expect(theme.contains("fun AcmeTheme(\n    darkTheme: Boolean = isSystemInDarkTheme(),"))
        #expect(theme.contains("LocalAcmeColors provides if (darkTheme) AcmeDarkColors else AcmeLightColors,"))
        #expect(try file(ComposeExporter(), "compose/AcmeTokens.kt", acme).contains("data class AcmeColorScheme("))
    }

    @Test func twoTokensWithOnePlatformNameNameBothDeclarations() throws {
        let system = DesignSystem(name: "Clash", tokens: [
            .color("color.text-primary", "#000000", role: .text, "One."),
            .color("color.text.primary", "#111111", role: .text, "Two."),
        ])
        #expect(system.validate().isEmpty)
        let error = try #require(throws: DiagnosticsError.self) { try TokenExport.run(system, exporters: [CSSExporter(), AndroidExporter()]) }
        let collisions = error.diagnostics.filter { $0.id == "exports/name-collision" }
        #expect(collisions.count == 2)
        let css = try #require(collisions.first { $0.message.contains("CSS custom property") })
        // Paths are handed names in sorted order: `color.text.primary` claims it first.
        #expect(css.message == "tokens 'color.text.primary' and 'color.text-primary' both become the CSS custom property '--color-text-primary'")
        #expect(css.location == system.tokens[0].location)
        #expect(css.hint?.contains("\(system.tokens[1].location)") == true)
        #expect(collisions.contains { $0.message.contains("Android resource 'clash_color_text_primary'") })
    }

    @Test func aNameAndroidCannotTakeIsAnErrorAtTheDeclaration() throws {
        let system = DesignSystem(name: "Umlaut", tokens: [.dimension("spacing.grün", 4, "Green gap.")])
        let error = try #require(throws: DiagnosticsError.self) { try AndroidExporter().export(system) }
        #expect(error.diagnostics.map(\.id) == ["exports/illegal-name"])
        #expect(error.diagnostics[0].message == "token 'spacing.grün' cannot become the Android resource 'umlaut_spacing_grün'")
        #expect(error.diagnostics[0].location == system.tokens[0].location)
        // CSS takes non-ASCII letters.
        #expect(try CSSExporter().export(system)[0].text.contains("--spacing-grün: 0.25rem;"))
    }

    @Test func typeScriptKeysMustDifferWithinAnObject() throws {
        let system = DesignSystem(name: "Keys", tokens: [
            .color("color.text-primary", "#000000", role: .text, "One."),
            .color("color.text.primary", "#111111", role: .text, "Two."),
        ])
        let error = try #require(throws: DiagnosticsError.self) { try TypeScriptExporter().export(system) }
        #expect(error.diagnostics.map(\.message) == ["tokens 'color.text.primary' and 'color.text-primary' both become the TypeScript key in the color object 'textPrimary'"])
    }

    /// Figma and Tokens Studio names have spaces, punctuation and leading digits; each export
    /// names them as Style Dictionary's name transforms would, instead of refusing them.
    @Test func namesWithSpacesPunctuationOrALeadingDigitBecomeNamesEachPlatformTakes() throws {
        let system = DesignSystem(name: "Figma", tokens: [
            .opacity("opacity.50", 0.5, "Half."),
            .dimension("Line height.Font size 900", 40, "From Figma."),
            .color("#164430", "#164430", role: .fill, "Named by its value."),
        ])
        let swift = try IOSExporter().export(system).map(\.text).joined()
        #expect(swift.contains("static let opacity50") && swift.contains("static let color164430"), "\(swift)")
        let css = try CSSExporter().export(system)[0].text
        #expect(css.contains("--Line-height-Font-size-900: 2.5rem;") && css.contains("--164430: #164430;"), "\(css)")
        let android = try AndroidExporter().export(system).map(\.text).joined()
        #expect(android.contains(#"name="figma_line_height_font_size_900""#), "\(android)")
        let typescript = try TypeScriptExporter().export(system).map(\.text).joined()
        #expect(typescript.contains("color164430") && typescript.contains("opacity50"), "\(typescript)")
        #expect(try ComposeExporter().export(system).map(\.text).joined().contains("color164430"))
    }
}
