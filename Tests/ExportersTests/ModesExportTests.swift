import Foundation
import StylebookKit
import SystemValidation
import Testing
@testable import Exporters

/// Systems with contrast and team axes through every format: reviewed golden copies (which the
/// browser suite also loads in Chromium, validates against the DTCG schemas and parses), and
/// checks of what each platform's mechanism must carry.
@Suite struct ModesExportTests {
    static let sets: [(name: String, system: DesignSystem)] = [("modes-contrast", ModesFixture.contrast), ("modes-brand", ModesFixture.brand)]

    @Test(arguments: ExporterRegistry.standard.ids)
    func formatMatchesItsGoldenFiles(id: String) throws {
        let exporter = try #require(ExporterRegistry.standard.exporter(id: id))
        for (name, system) in Self.sets {
            #expect(system.validate().isEmpty, "\(system.validate())")
            try Golden.check(exporter.files(for: system, settings: ExportSettings()), format: id, set: name)
        }
    }

    /// `exports.cssLightDark`: the same systems (and the two-mode fixture) in the light-dark()
    /// form, under `css-light-dark/` beside each set's `css/`; the browser suite checks that Chromium computes the
    /// same colours from both forms in every mode.
    @Test func lightDarkCSSMatchesItsGoldenFiles() throws {
        var settings = ExportSettings()
        settings.cssLightDark = true
        for (name, system) in Self.sets.map({ (Optional($0.name), $0.system) }) + [(nil, Fixture.system)] {
            let files = try CSSExporter().files(for: system, settings: settings).map { ExportedFile(path: "css-light-dark/tokens.css", text: $0.text) }
            try Golden.check(files, format: "css-light-dark", set: name)
        }
    }

    @Test func fixturesHaveTheModesTheirAxesMake() {
        #expect(ModesFixture.contrast.modes.map(\.name) == ["light", "light+increased", "dark", "dark+increased"])
        #expect(ModesFixture.brand.modes.count == 8)
        let modes = PlatformModes(ModesFixture.brand)
        #expect(modes.appearance?.name == "appearance")
        #expect(modes.contrast?.name == "contrast")
        #expect(modes.variants.count == 4)
    }

    @Test func axesAreRecognisedByTheirContextsNotTheirNames() {
        let system = DesignSystem(name: "Named", axes: [ModeAxis("scheme", contexts: ["light", "dark"]), ModeAxis("a11y", contexts: ["normal", "high-contrast"])],
                                  tokens: [.color("color.a", "#000000", role: .text, "A.")])
        let modes = PlatformModes(system)
        #expect(modes.appearance?.name == "scheme")
        #expect(modes.contrast?.name == "a11y")
        #expect(modes.strongestHighContrast == "high-contrast")
        let brandOnly = PlatformModes(DesignSystem(name: "B", axes: [.appearance, ModeAxis("brand", contexts: ["acme", "zen"])], tokens: []))
        #expect(brandOnly.contrast == nil)
    }

    // MARK: DTCG

    /// Resolves an exported resolver for one input as the 2025.10 resolver spec orders: flatten
    /// the base set and each modifier's selected context, last wins, then follow aliases.
    static func resolve(_ files: [ExportedFile], inputs: [String: String]) throws -> [String: String] {
        func json(_ name: String) throws -> [String: Any] {
            let file = try #require(files.first { $0.path == "dtcg/" + name }, "no \(name)")
            return try #require(try JSONSerialization.jsonObject(with: file.contents) as? [String: Any])
        }
        let resolverName = try #require(files.first { $0.path.hasSuffix(".resolver.json") }).path.replacingOccurrences(of: "dtcg/", with: "")
        let resolver = try json(resolverName)
        var tokens: [String: [String: Any]] = [:]
        func flatten(_ group: [String: Any], _ prefix: String) {
            for (key, value) in group where !key.hasPrefix("$") {
                guard let node = value as? [String: Any] else { continue }
                let path = prefix.isEmpty ? key : prefix + "." + key
                if node["$value"] != nil { tokens[path] = node } else { flatten(node, path) }
            }
        }
        for entry in try #require(resolver["resolutionOrder"] as? [[String: String]]) {
            let ref = try #require(entry["$ref"])
            let sources: [[String: String]]
            if ref.hasPrefix("#/sets/") {
                let sets = try #require(resolver["sets"] as? [String: [String: Any]])
                sources = try #require(sets[String(ref.dropFirst(7))]?["sources"] as? [[String: String]])
            } else {
                let modifiers = try #require(resolver["modifiers"] as? [String: [String: Any]])
                let modifier = try #require(modifiers[String(ref.dropFirst(12))])
                let context = inputs[String(ref.dropFirst(12))] ?? (modifier["default"] as? String ?? "")
                sources = try #require((modifier["contexts"] as? [String: [[String: String]]])?[context])
            }
            for source in sources { flatten(try json(try #require(source["$ref"])), "") }
        }
        var resolved: [String: String] = [:]
        for (path, token) in tokens where token["$type"] as? String == "color" {
            var value: Any? = token["$value"], seen: Set<String> = []
            while let reference = value as? String {
                let target = String(reference.dropFirst().dropLast())
                #expect(seen.insert(target).inserted, "alias cycle at \(path)")
                value = tokens[target]?["$value"]
            }
            resolved[path] = try #require((value as? [String: Any])?["hex"] as? String, "\(path) resolves to no colour")
        }
        return resolved
    }

    @Test(arguments: [0, 1])
    func theResolverGivesEveryModesColours(set: Int) throws {
        let system = Self.sets[set].system
        let files = try DTCGExporter().export(system)
        for mode in system.modes {
            let resolved = try Self.resolve(files, inputs: Dictionary(uniqueKeysWithValues: zip(mode.axes, mode.contexts)))
            for token in system.sortedTokens(of: .color) {
                let expected = try #require(system.resolvedColor(token.path, mode: mode)).hexRGB.lowercased()
                #expect(resolved[token.path.dotted] == expected, "\(token.path) in \(mode.name)")
            }
        }
    }

    @Test func theResolverHasOneModifierPerAxis() throws {
        let files = try DTCGExporter().export(ModesFixture.brand)
        let resolver = try #require(files.first { $0.path == "dtcg/brandkit.resolver.json" })
        let json = try #require(try JSONSerialization.jsonObject(with: resolver.contents) as? [String: Any])
        let modifiers = try #require(json["modifiers"] as? [String: [String: Any]])
        #expect(modifiers.keys.sorted() == ["appearance", "brand", "contrast"])
        #expect(modifiers["brand"]?["default"] as? String == "acme")
        #expect(files.map(\.path) == ["acme", "base", "brandkit.resolver", "dark", "increased", "light", "standard", "zen"]
            .map { $0.hasSuffix("resolver") ? "dtcg/\($0).json" : "dtcg/\($0).tokens.json" })
    }

    @Test func wideColoursKeepTheirSpaceWithAnSRGBHex() throws {
        let files = try DTCGExporter().export(ModesFixture.contrast)
        let base = try #require(files.first { $0.path == "dtcg/base.tokens.json" }).text
        #expect(base.contains("\"colorSpace\": \"oklch\""))
        #expect(base.contains("\"components\": [0.55, 0.2, 260]"))
        #expect(base.contains("\"alpha\": 0.8"))
        let light = try #require(files.first { $0.path == "dtcg/light.tokens.json" }).text
        #expect(light.contains("\"colorSpace\": \"display-p3\""))
        #expect(light.contains("\"components\": [1, 0.2, 0.1]"))
    }

    // MARK: CSS

    @Test func cssReachesEachModeBySettingAndByAttribute() throws {
        let css = try #require(try CSSExporter().export(ModesFixture.contrast).first).text
        #expect(css.contains(":root,\n[data-theme=\"light\"],\n[data-contrast=\"standard\"] {"))
        #expect(css.contains("@media (prefers-contrast: more) {\n  :root:not([data-contrast=\"standard\"]),\n  [data-theme]:not([data-contrast=\"standard\"]) {"))
        #expect(css.contains("@media (prefers-color-scheme: dark) and (prefers-contrast: more) {\n  :root:not([data-theme=\"light\"]):not([data-contrast=\"standard\"]) {"))
        #expect(css.contains("\n[data-theme=\"dark\"][data-contrast=\"increased\"] {\n  color-scheme: dark;\n"))
        #expect(css.contains("@supports (color: color(display-p3 0 0 0)) {\n  @media (color-gamut: p3) {\n    :root,"))
        #expect(css.contains("--color-brand-vivid: color(display-p3 1 0.2 0.1);"))
        // The sRGB fallback comes first, as an sRGB screen shows the colour.
        let fallback = try #require(ModesFixture.contrast.resolvedColor("color.brand.vivid", mode: ModesFixture.contrast.modes[0])).hex
        #expect(css.contains("--color-brand-vivid: \(fallback);"))
        let brand = try #require(try CSSExporter().export(ModesFixture.brand).first).text
        #expect(brand.contains("\n[data-brand=\"zen\"] {\n"))
        #expect(!brand.contains("prefers-color-scheme: zen"))
    }

    // MARK: Android

    @Test func androidHasAThemeOverlayPerOtherContext() throws {
        let files = try AndroidExporter().export(ModesFixture.brand)
        let themes = try #require(files.first { $0.path == "android/values/themes.xml" }).text
        for style in ["ThemeOverlay.BrandKit\" parent=\"\"", "ThemeOverlay.BrandKit.Increased\"", "ThemeOverlay.BrandKit.Zen\"", "ThemeOverlay.BrandKit.IncreasedZen\""] {
            #expect(themes.contains("<style name=\"\(style)"), "\(style)")
        }
        let day = try #require(files.first { $0.path == "android/values/colors_modes.xml" }).text
        let night = try #require(files.first { $0.path == "android/values-night/colors_modes.xml" }).text
        #expect(day.contains("<color name=\"brand_kit_color_accent_increased_zen\">#FF0F766E</color>"))
        #expect(night.contains("<color name=\"brand_kit_color_accent_increased_zen\">#FF99F6E4</color>"))
        #expect(!day.contains("brand_kit_color_palette_white_"), "a colour that never changes has no variants")
        // A light | dark system keeps exactly its old files.
        #expect(try AndroidExporter().export(Fixture.system).allSatisfy { !$0.path.contains("themes.xml") && !$0.path.contains("attrs.xml") })
    }

    // MARK: iOS

    @Test func colorsetsCarryHighContrastAndDisplayP3() throws {
        let files = try IOSExporter().export(ModesFixture.contrast)
        let colorset = try #require(files.first { $0.path.hasSuffix("color-text-secondary.colorset/Contents.json") })
        let colors = try #require((try JSONSerialization.jsonObject(with: colorset.contents) as? [String: Any])?["colors"] as? [[String: Any]])
        let appearances = colors.map { ($0["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"]!)=\($0["value"]!)" } }
        #expect(appearances == [[], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"]])
        let reds = colors.map { (($0["color"] as? [String: Any])?["components"] as? [String: String])?["red"] }
        #expect(reds == ["0x47", "0x94", "0x1E", "0xE2"])
        let vivid = try #require(files.first { $0.path.hasSuffix("color-brand-vivid.colorset/Contents.json") }).text
        #expect(vivid.contains("\"color-space\": \"display-p3\""))
        #expect(vivid.contains("\"red\": \"1.000\""))
        #expect(vivid.contains("\"red\": \"0.700\""))
    }

    // MARK: Compose and TypeScript

    @Test func composeHasASchemePerModeAndATheme() throws {
        let files = try ComposeExporter().export(ModesFixture.brand)
        let tokens = try #require(files.first { $0.path == "compose/BrandKitTokens.kt" }).text
        for mode in ModesFixture.brand.modes {
            #expect(tokens.contains("val BrandKit\(ExportIdentifiers.upperCamel(mode.name))Colors = BrandKitColorScheme("), "\(mode.name)")
        }
        let theme = try #require(files.first { $0.path == "compose/BrandKitTheme.kt" }).text
        #expect(theme.contains("    darkTheme: Boolean = isSystemInDarkTheme(),\n    contrast: BrandKitContrast = rememberBrandKitSystemContrast(),\n    brand: BrandKitBrand = BrandKitBrand.Acme,\n"))
        #expect(theme.contains("    darkTheme && contrast == BrandKitContrast.Increased && brand == BrandKitBrand.Acme -> BrandKitDarkIncreasedColors\n"))
        #expect(theme.contains("    level > 0f -> BrandKitContrast.Increased\n"))
        let wide = try #require(try ComposeExporter().export(ModesFixture.contrast).first { $0.path == "compose/ContrastKitTokens.kt" }).text
        #expect(wide.contains("colorBrandVivid = Color(red = 1f, green = 0.2f, blue = 0.1f, alpha = 1f, colorSpace = ColorSpaces.DisplayP3),")
                || wide.contains("brandVivid = Color(red = 1f, green = 0.2f, blue = 0.1f, alpha = 1f, colorSpace = ColorSpaces.DisplayP3),"))
    }

    @Test func composeNamesAContextThatStartsWithADigitInBackticks() throws {
        let system = DesignSystem(name: "Dense", axes: [.appearance, ModeAxis("density", contexts: ["1x", "2x"])], tokens: [
            .color("color.text", ["light": "#111111", "dark": "#EEEEEE", "2x": "#000000", "dark+2x": "#FFFFFF"], role: .text, "Text."),
        ])
        #expect(system.validate().isEmpty)
        let theme = try #require(try ComposeExporter().export(system).first { $0.path == "compose/DenseTheme.kt" }).text
        #expect(theme.contains("enum class DenseDensity { `1x`, `2x` }"))
        #expect(theme.contains("density: DenseDensity = DenseDensity.`1x`,"))
    }

    /// A set imported from one file has no modes: nothing differs between light and dark, so
    /// there is nothing to put in a mode file and none is written, in DTCG or Android.
    @Test func aSetWithNoModesExportsNoModeFiles() throws {
        let system = DesignSystem(name: "Flat", tokens: [
            .color("color.text", "#111111", role: .text, "Text."),
            .color("color.background", "#FFFFFF", role: .surface, "Page."),
        ])
        #expect(system.validate().isEmpty)
        let dtcg = try DTCGExporter().export(system)
        #expect(dtcg.map(\.path) == ["dtcg/base.tokens.json", "dtcg/flat.resolver.json"])
        let resolver = try #require(try JSONSerialization.jsonObject(with: dtcg[1].contents) as? [String: Any])
        #expect((resolver["modifiers"] as? [String: Any])?.isEmpty == true)
        #expect((resolver["resolutionOrder"] as? [[String: String]]) == [["$ref": "#/sets/base"]])
        #expect(try Self.resolve(dtcg, inputs: [:]) == ["color.text": "#111111", "color.background": "#ffffff"])
        let android = try AndroidExporter().export(system).map(\.path)
        #expect(android.contains("android/values/colors.xml") && !android.contains { $0.contains("values-night") })
    }

    @Test func typeScriptHasAnObjectPerMode() throws {
        let ts = try #require(try TypeScriptExporter().export(ModesFixture.contrast).first).text
        #expect(ts.contains("export type ColorMode = \"light\" | \"light+increased\" | \"dark\" | \"dark+increased\";"))
        #expect(ts.contains("\n  \"dark+increased\": {\n"))
        #expect(ts.contains("export const wideColors = {"))
    }
}
