import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import TokenSets

/// The variables2json plugin's export (collections → modes → variables, colours in 0–255 or hex,
/// aliases by collection and name) read through the same mapping as Figma's REST response.
@Suite struct Variables2JSONTests {
    /// Primitives (one mode) and Theme (Light/Dark) aliasing them across collections. `ink` is
    /// #0F172A, written in 0–255; `paper` is hex. `Spacing/gap` and `Radius/pill` are lengths by
    /// their names, as no scopes are exported.
    static let export = """
    {
      "version": "1.0.6",
      "metadata": {},
      "collections": [
        {
          "name": "Primitives",
          "modes": [
            {
              "name": "Value",
              "variables": [
                {"name": "ink", "type": "color", "isAlias": false, "value": {"r": 15, "g": 23, "b": 42, "a": 1}},
                {"name": "paper", "type": "color", "isAlias": false, "value": "#FAFAFA"},
                {"name": "Spacing/gap", "type": "number", "isAlias": false, "value": 12},
                {"name": "Radius/pill", "type": "number", "isAlias": false, "value": 9999},
                {"name": "greeting", "type": "string", "isAlias": false, "value": "Hello"}
              ]
            }
          ]
        },
        {
          "name": "Theme",
          "modes": [
            {
              "name": "Light",
              "variables": [
                {"name": "text/default", "type": "color", "isAlias": true, "value": {"collection": "Primitives", "name": "ink"}},
                {"name": "surface/page", "type": "color", "isAlias": true, "value": {"collection": "Primitives", "name": "paper"}}
              ]
            },
            {
              "name": "Dark",
              "variables": [
                {"name": "text/default", "type": "color", "isAlias": true, "value": {"collection": "Primitives", "name": "paper"}},
                {"name": "surface/page", "type": "color", "isAlias": true, "value": {"collection": "Primitives", "name": "missing"}}
              ]
            }
          ]
        }
      ]
    }
    """

    let path: String

    init() throws {
        path = try Fixtures.scratch(["variables.json": Self.export]).appendingPathComponent("variables.json").path
    }

    @Test func collectionsAreSetsAndModesTheAppearanceAxis() throws {
        let (imported, diagnostics) = TokenSetSystem.loadImported(path: path)
        let system = try #require(imported?.system, "\(diagnostics)")
        #expect(system.axes.map(\.name) == ["appearance"])
        let light = try #require(system.modes.first { $0.name == "light" })
        let dark = try #require(system.modes.first { $0.name == "dark" })
        #expect(system.resolvedColor("text.default", mode: light)?.hex == "#0F172A")
        #expect(system.resolvedColor("text.default", mode: dark)?.hex == "#FAFAFA")
        // Its dark value names a variable the export lacks, so the whole variable is left out.
        #expect(system.token("surface.page") == nil)
        #expect(system.token("Spacing.gap")?.value == .dimension(12))
        #expect(system.token("Radius.pill")?.value == .dimension(9999))
    }

    @Test func whatCannotBeReadIsReportedAtItsLine() throws {
        let (_, diagnostics) = TokenSetSystem.loadImported(path: path)
        let lines = Self.export.components(separatedBy: "\n")
        func line(of text: String) -> Int { (lines.firstIndex { $0.contains(text) } ?? -1) + 1 }
        let unsupported = try #require(diagnostics.first { $0.kind == .importFigmaUnsupportedVariable })
        #expect(unsupported.location?.line == line(of: #""greeting""#))
        let alias = try #require(diagnostics.first { $0.kind == .importFigmaUnknownAlias }, "\(diagnostics)")
        #expect(alias.message.contains("'Primitives/missing'"))
        #expect(alias.location?.line == line(of: #""name": "missing""#))
    }
}
