import Audit
import Foundation
import StylebookKit
import SystemValidation
import Testing
@testable import TokenSets

/// Resolver modifiers become the package's axes, and every mode measures what its context did.
@Suite struct AxisImportTests {
    /// Apple's shape: one modifier `light | light_ax | dark | dark_ax`, plus a size modifier that
    /// changes no colour. `fg` differs only in dark_ax; `accent` is display-p3; `bg` never changes.
    static func appleLike() throws -> URL {
        func theme(_ fg: String, _ accent: String) -> String {
            ##"{"color": {"$type": "color", "fg": {"$value": {"colorSpace": "srgb", "components": \##(fg)}},"##
                + ##" "accent": {"$value": {"colorSpace": "display-p3", "components": \##(accent)}}}}"##
        }
        return try Fixtures.scratch([
            "base.tokens.json": ##"{"color": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"##,
            "light.tokens.json": theme("[0, 0, 0]", "[1, 0.2, 0.1]"),
            "light_ax.tokens.json": theme("[0, 0, 0]", "[0.8, 0.1, 0.05]"),
            "dark.tokens.json": theme("[1, 1, 1]", "[1, 0.4, 0.3]"),
            "dark_ax.tokens.json": theme("[0.8, 0.8, 0.8]", "[1, 0.5, 0.4]"),
            "small.tokens.json": ##"{"gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"##,
            "large.tokens.json": ##"{"gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}"##,
            "apple.resolver.json": ##"""
            {"version": "2025.10", "name": "Apple-like",
             "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {
               "theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "light_ax": [{"$ref": "light_ax.tokens.json"}],
                                      "dark": [{"$ref": "dark.tokens.json"}], "dark_ax": [{"$ref": "dark_ax.tokens.json"}]}, "default": "light"},
               "size": {"contexts": {"small": [{"$ref": "small.tokens.json"}], "large": [{"$ref": "large.tokens.json"}]}, "default": "small"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}]}
            """##,
        ])
    }

    @Test func lightAxDarkAxBecomesAppearanceTimesContrast() throws {
        let folder = try Self.appleLike()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try #require(TokenSource.load(path: folder.appendingPathComponent("apple.resolver.json").path).source)
        let imported = DesignSystemImport.build(source)
        let system = imported.system
        #expect(!(imported.diagnostics + system.validate()).hasErrors, "\(imported.diagnostics + system.validate())")
        #expect(system.axes.map(\.name) == ["appearance", "contrast"])
        #expect(system.modes.map(\.name) == ["light", "light+increased", "dark", "dark+increased"])
        // The size modifier is held at its default, with a warning at the modifier's line.
        #expect(imported.context == ["size": "small"] && system.token("gap")?.value == .dimension(4))
        let held = try #require(imported.diagnostics.first { $0.id == "import/modifier-context" })
        #expect(held.location?.line == 6 && held.message.contains("'size'"))
        // Each mode measures what its context gives, and only differing values are written.
        let contexts = ["light": "light", "light+increased": "light_ax", "dark": "dark", "dark+increased": "dark_ax"]
        for mode in system.modes {
            let resolved = source.resolve(["theme": contexts[mode.name]!, "size": "small"]).tokens
            for path in ["color.fg", "color.accent", "color.bg"] {
                #expect(system.resolvedColor(TokenPath(path), mode: mode)?.hex == resolved.color(path), "\(path) in \(mode.name)")
            }
        }
        #expect(system.token("color.bg")?.colorValues?.entries.map(\.selector) == [.every])
        #expect(system.token("color.fg")?.colorValues?.entries.map(\.selector.description) == ["light", "dark", "dark+increased"])
        // display-p3 stays display-p3.
        guard case .wide(let accent)? = system.token("color.accent")?.colorValue(system.modes[0]) else {
            Issue.record("accent is not a wide colour"); return
        }
        #expect(accent.space == .displayP3 && accent.components == [1, 0.2, 0.1])

        var writer = SwiftDeclarationWriter(typeName: "Apple", sourceName: "apple.resolver.json")
        (writer.modeSources, writer.held) = (imported.modeSources, imported.context)
        let files = writer.files(for: system)
        let text = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })
        // Which context each mode was read from, for readers and scripts comparing the two checks.
        #expect(text["Apple.swift"]?.contains("""
            /// Modes, each read from these resolver contexts (held: size=small):
            ///   light: theme=light
            ///   light+increased: theme=light_ax
            ///   dark: theme=dark
            ///   dark+increased: theme=dark_ax
            public enum Apple {
            """) == true, "\(text["Apple.swift"] ?? "")")
        #expect(text["Apple.swift"]?.contains("        axes: [.appearance, .contrast],\n        tokens: AppleColorTokens.all") == true)
        #expect(text["AppleColor.swift"]?.contains(##".color("color.fg", ["light": "#000000", "dark": "#FFFFFF", "dark+increased": "#CCCCCC"], role: .text, ""),"##) == true)
        #expect(text["AppleColor.swift"]?.contains(##""light": "color(display-p3 1 0.2 0.1)""##) == true)
    }

    @Test func otherColourModifiersBecomeAxesOfTheirOwn() throws {
        let folder = try Fixtures.scratch([
            "default.tokens.json": ##"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"##,
            "inverted.tokens.json": ##"{"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"##,
            "f.resolver.json": ##"""
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {"default": [{"$ref": "default.tokens.json"}], "inverted": [{"$ref": "inverted.tokens.json"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try #require(TokenSource.load(path: folder.appendingPathComponent("f.resolver.json").path).source)
        let system = DesignSystemImport.build(source).system
        #expect(system.validate().isEmpty, "\(system.validate())")
        #expect(system.modes.map(\.name) == ["default", "inverted"])
        #expect(system.modes.map { system.resolvedColor("bg", mode: $0)?.hex } == ["#FFFFFF", "#000000"])
        let writer = SwiftDeclarationWriter(sourceName: "f.resolver.json")
        #expect(writer.axes(system.axes) == "\n        axes: [ModeAxis(\"theme\", contexts: [\"default\", \"inverted\"])],")
    }

    /// A channel a file writes a hair off a byte (0.9999999999999999, 105/255 to 16 digits) reads
    /// as the very colour the Swift writer declares, so a translucent blend landing on half a byte
    /// rounds the same way in `check --tokens` and in the imported package (Primer's tints did not).
    @Test func channelsWithinABillionthOfAByteReadAsTheWritersColour() throws {
        let json = #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.9999999999999999, 0.41176470588235, 0.0352941176470588], "alpha": 0.050000000000000003}}}"#
        let folder = try Fixtures.scratch(["c.tokens.json": json])
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = Fixtures.resolve(folder.appendingPathComponent("c.tokens.json").path).tokens
        guard case .color(let color, _)? = read.value("c") else { Issue.record("not a colour"); return }
        #expect([color.red, color.green, color.blue] == [1, 105.0 / 255, 9.0 / 255])
        let text = SwiftDeclarationWriter.srgbText(color)
        #expect(text == "rgb(255 105 9 / 0.05)")
        guard case .srgb(let declared) = ColorValue(parsing: text) else { Issue.record("\(text) is not sRGB"); return }
        #expect(declared == color)
    }

    @Test func srgbIsWrittenAsHexOnlyWhenHexHoldsIt() {
        #expect(SwiftDeclarationWriter.srgbText(SRGBColor(red: 0.9999999999999999, green: 0, blue: 31.0 / 255)) == "#FF001F")
        #expect(SwiftDeclarationWriter.srgbText(SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.1)) == "rgb(255 0 0 / 0.1)")
        #expect(SwiftDeclarationWriter.srgbText(SRGBColor(red: 0.5, green: 0, blue: 0)) == "color(srgb 0.5 0 0)")
        // Each reads back as the same colour.
        for text in ["rgb(255 0 0 / 0.1)", "color(srgb 0.5 0 0)"] {
            guard case .srgb(let color) = ColorValue(parsing: text) else { Issue.record("\(text) is not sRGB"); continue }
            #expect(SwiftDeclarationWriter.srgbText(color) == text)
        }
    }
}

/// `check` on the imported system measures every pair `check --tokens` measured on the JSON,
/// in the mode its context became, with the same ratio.
@Suite struct ImportedContrastRoundTripTests {
    @Test func everyPairOfTheTokenAuditHasTheSameRatioInTheImportedSystem() throws {
        let folder = try AxisImportTests.appleLike()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A translucent text colour, a `$root` background and a pair only the pairs file names.
        let extra = ##"{"color": {"$type": "color", "muted": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.55}},"##
            + ##" "surface": {"$root": {"$value": {"colorSpace": "srgb", "components": [0.95, 0.95, 0.97]}}}}}"##
        try Data(extra.utf8).write(to: folder.appendingPathComponent("base.tokens.json").deletingLastPathComponent().appendingPathComponent("extra.tokens.json"))
        let resolver = folder.appendingPathComponent("apple.resolver.json")
        let text = try String(contentsOf: resolver, encoding: .utf8)
            .replacingOccurrences(of: ##"[{"$ref": "base.tokens.json"}]"##, with: ##"[{"$ref": "base.tokens.json"}, {"$ref": "extra.tokens.json"}]"##)
        try Data(text.utf8).write(to: resolver)
        let pairsFile = folder.appendingPathComponent("pairs.yml")
        try Data("""
        roles:
          color.accent: text
        pairs:
          - foreground: color.muted
            background: color.surface
          - foreground: color.accent
            background: color.bg
            kind: large-text
        """.utf8).write(to: pairsFile)

        let tokenAudit = TokenSetAudit(path: resolver.path, pairsPath: pairsFile.path).prepare().run()
        let (pairsData, pairsProblems) = PairsFile.load(path: pairsFile.path)
        #expect(pairsProblems.isEmpty, "\(pairsProblems)")
        let source = try #require(TokenSource.load(path: resolver.path).source)
        var system = DesignSystemImport.build(source, roles: pairsData.roles).system
        let (pairs, problems) = ImportedPairs.pairs(input: resolver.path, pairsPath: pairsFile.path, system: system)
        #expect(problems.isEmpty, "\(problems)")
        system.pairs = pairs
        // As the compiled package holds it: every colour read back from the text the writer declares it with.
        system.tokens = system.tokens.map { token in
            guard case .color(let values, let role) = token.value else { return token }
            let written = ColorValues(values.entries.map { ($0.selector, ColorValue(parsing: SwiftDeclarationWriter.colorText($0.value))) })
            return Token(path: token.path, value: .color(written, role: role), description: token.description, location: token.location)
        }
        #expect(pairs.contains { $0.foreground == "color.muted" && $0.background == "color.surface.root" })
        let packageAudit = ContrastAudit(system: system).run()

        let modeOf = ["light": "light", "light_ax": "light+increased", "dark": "dark", "dark_ax": "dark+increased"]
        var compared = 0
        for check in tokenAudit.audit.checks {
            guard let ratio = check.ratio else { continue }
            for context in check.context.components(separatedBy: ", ") {
                let mode = try #require(modeOf[context])
                let background = check.declaration.background == "color.surface" ? "color.surface.root" : check.declaration.background
                let twin = packageAudit.checks.first {
                    $0.mode.name == mode && $0.declaration.foreground == check.declaration.foreground && $0.declaration.background == background
                }
                #expect(twin?.ratio == ratio, "\(check.name) in \(mode): \(String(describing: twin?.ratio)) against \(ratio)")
                compared += 1
            }
        }
        #expect(compared >= 8, "only \(compared) checks compared")
    }
}
