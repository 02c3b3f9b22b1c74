import Foundation
import StylebookKit
import Testing
@testable import TokenSets

@Suite struct ResolverTests {
    @Test func modifiersPickTheirContextInResolutionOrder() throws {
        let light = Fixtures.resolve("audit/theme.resolver.json", ["theme": "light"])
        let dark = Fixtures.resolve("audit/theme.resolver.json", ["theme": "DARK"])  // contexts match case-insensitively
        #expect(light.diagnostics.isEmpty && dark.diagnostics.isEmpty, "\(light.diagnostics + dark.diagnostics)")
        #expect(light.tokens.color("color.bg") == "#FFFFFF")
        #expect(dark.tokens.color("color.bg") == "#0F172A")
        #expect(light.tokens.token("color.bg")?.alias == "palette.white")
        #expect(dark.tokens.token("color.bg")?.location.path.hasSuffix("audit/dark.tokens.json") == true)
        // Without input the default context applies.
        #expect(Fixtures.resolve("audit/theme.resolver.json").tokens.color("color.bg") == "#FFFFFF")
    }

    @Test func lightAndDarkBecomeTheTwoColourModes() throws {
        let source = try #require(TokenSource.load(path: Fixtures.path("audit/theme.resolver.json")).source)
        #expect(DesignSystemImport.modeModifier(of: source)?.name == "theme")
        let imported = DesignSystemImport.build(source)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics)")
        let system = imported.system
        #expect(system.name == "Audit fixture")
        #expect(system.resolvedColor("color.on-warning", mode: .light)?.hex == "#FFFFFF")
        #expect(system.resolvedColor("color.on-warning", mode: .dark)?.hex == "#0F172A")
        #expect(system.token("color.bg")?.colorRole == .surface)
        #expect(system.token("color.fg")?.colorRole == .text)
        #expect(system.token("color.on-warning")?.colorRole == .text)
        #expect(system.token("color.warning")?.colorRole == .fill)
        #expect(system.token("palette.amber")?.colorRole == .palette)
        #expect(system.token("spacing.md")?.value == .dimension(12))
    }

    @Test func laterSourcesWinAndOtherModifiersUseTheirDefault() throws {
        let folder = try Fixtures.scratch([
            "a.tokens.json": ##"{"c": {"$type": "color", "x": {"$value": "#111111"}, "y": {"$value": "{c.x}"}}}"##,
            "b.tokens.json": #"{"c": {"$type": "color", "x": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#,
            "brand.resolver.json": """
            {"version": "2025.10", "name": "Brands",
             "resolutionOrder": [
               {"type": "set", "name": "base", "sources": [{"$ref": "a.tokens.json"}]},
               {"$ref": "#/modifiers/brand"}],
             "modifiers": {"brand": {"contexts": {"plain": [], "red": [{"$ref": "b.tokens.json"}]}, "default": "plain"}}}
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, diagnostics) = TokenSource.load(path: folder.appendingPathComponent("brand.resolver.json").path)
        let loaded = try #require(source)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(loaded.permutations == [["brand": "plain"], ["brand": "red"]])
        // The alias resolves after merging, so it follows the overriding file.
        #expect(loaded.resolve(["brand": "red"]).tokens.color("c.y") == "#FF0000")
        #expect(loaded.resolve().tokens.color("c.y") == "#111111")
        // A colour modifier without light and dark is an axis of its own.
        let imported = DesignSystemImport.build(loaded)
        #expect(imported.context == [:])
        #expect(imported.system.axes.map(\.name) == ["brand"] && imported.system.axes[0].contexts == ["plain", "red"])
        #expect(imported.system.resolvedColor("c.y", mode: imported.system.modes[1])?.hex == "#FF0000")
        #expect(imported.diagnostics.map(\.id).sorted() == ["import/hex-color-string", "import/no-mode-modifier"])
        // Asked for one context, the modifier is held there and is no axis.
        let held = DesignSystemImport.build(loaded, context: ["brand": "red"])
        #expect(held.context == ["brand": "red"] && held.system.axes.map(\.name) == ["appearance"])
        #expect(held.system.resolvedColor("c.y", mode: .dark)?.hex == "#FF0000")
    }

    @Test func sourcesMayBeSetsInlineTreesOrPointersIntoFiles() throws {
        let folder = try Fixtures.scratch([
            "bundle.json": ##"{"$defs": {"dark": {"c": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}}}"##,
            "app.resolver.json": ##"""
            {"version": "2025.10",
             "sets": {"light": {"sources": [{"c": {"$type": "color", "bg": {"$value": {"colorSpace": "hsl", "components": [0, 0, 100]}}}}]}},
             "modifiers": {"mode": {"contexts": {"light": [{"$ref": "#/sets/light"}], "dark": [{"$ref": "bundle.json#/$defs/dark"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/mode"}]}
            """##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("app.resolver.json").path
        #expect(Fixtures.resolve(path, ["mode": "light"]).tokens.color("c.bg") == "#FFFFFF")
        let dark = Fixtures.resolve(path, ["mode": "dark"])
        #expect(dark.tokens.color("c.bg") == "#000000")
        #expect(dark.tokens.token("c.bg")?.location.path.hasSuffix("bundle.json") == true)
        #expect(dark.diagnostics.isEmpty, "\(dark.diagnostics)")
        // No default: resolving without input names the modifier.
        #expect(Fixtures.resolve(path).diagnostics.map(\.id) == ["import/unknown-context"])
    }

    @Test func unknownModifierContextIsAnError() throws {
        let source = try #require(TokenSource.load(path: Fixtures.path("audit/theme.resolver.json")).source)
        #expect(source.resolve(["theme": "sepia"]).diagnostics.map(\.id) == ["import/unknown-context"])
    }
}
