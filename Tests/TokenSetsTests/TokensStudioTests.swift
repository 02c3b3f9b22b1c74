import Audit
import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import TokenSets

/// Tokens Studio projects as they sit in git: sets, `$metadata.json`, `$themes.json` with theme
/// groups, `source` sets, its types, math and colour modifiers.
struct TokensStudioTests {
    /// A project in the shape Tokens Studio syncs: a core set used as a source, light and dark
    /// sets in a `mode` group, two brands in a `brand` group, and a set no theme uses.
    static let project: [String: String] = [
        "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "light", "dark", "brand/acme", "brand/zest", "unused"]}"##,
        "tokens/$themes.json": #"""
        [
          {"id": "1", "name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled", "dark": "disabled"}},
          {"id": "2", "name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
          {"id": "3", "name": "acme", "group": "brand", "selectedTokenSets": {"brand/acme": "enabled"}},
          {"id": "4", "name": "zest", "group": "brand", "selectedTokenSets": {"brand/zest": "enabled"}}
        ]
        """#,
        "tokens/core.json": #"""
        {
          "palette": {
            "white": {"value": "#ffffff", "type": "color"},
            "ink": {"value": "#111111", "type": "color"},
            "blue": {"value": "#1d4ed8", "type": "color"},
            "sky": {"value": "#93c5fd", "type": "color"}
          },
          "spacing": {"base": {"value": "8", "type": "spacing"}}
        }
        """#,
        "tokens/light.json": #"""
        {
          "bg": {"default": {"value": "{palette.white}", "type": "color"}},
          "fg": {"default": {"value": "{palette.ink}", "type": "color"}},
          "space": {"md": {"value": "{spacing.base} * 2", "type": "spacing"}}
        }
        """#,
        "tokens/dark.json": #"""
        {
          "bg": {"default": {"value": "{palette.ink}", "type": "color"}},
          "fg": {"default": {"value": "{palette.white}", "type": "color"}},
          "space": {"md": {"value": "{spacing.base} * 2", "type": "spacing"}}
        }
        """#,
        "tokens/brand/acme.json": ##"{"accent": {"value": "{palette.blue}", "type": "color"}}"##,
        "tokens/brand/zest.json": ##"{"accent": {"value": "{palette.sky}", "type": "color"}}"##,
        "tokens/unused.json": ##"{"stray": {"value": "#ff0000", "type": "color"}}"##,
    ]

    @Test func theFolderAndItsThemesFileReadTheSameProject() throws {
        let root = try Fixtures.scratch(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["tokens", "tokens/$themes.json", "tokens/$metadata.json"] {
            let (source, diagnostics) = TokenSource.load(path: root.appendingPathComponent(path).path)
            let loaded = try #require(source, "\(path): \(diagnostics)")
            #expect(loaded.modifiers.map(\.name) == ["mode", "brand"])
            #expect(loaded.modifiers.map(\.contexts) == [["Light", "Dark"], ["acme", "zest"]])
            #expect(!diagnostics.hasErrors)
            // The set no theme uses is said once, with how many.
            #expect(diagnostics.filter { $0.kind == .importUnusedSet }.map(\.message) == ["1 set(s) are in no theme, so none of their tokens are read (first: 'unused')"])
        }
    }

    @Test func themesPickSetsAndSourceSetsOnlyAnswerReferences() throws {
        let root = try Fixtures.scratch(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let source = try #require(TokenSource.load(path: root.appendingPathComponent("tokens").path).source)
        let dark = source.resolve(["mode": "Dark", "brand": "zest"])
        #expect(dark.tokens.color("bg.default") == "#111111")
        #expect(dark.tokens.color("fg.default") == "#FFFFFF")
        #expect(dark.tokens.color("accent") == "#93C5FD")
        // core is a source set: its palette resolves references but is not among the tokens.
        #expect(dark.tokens.token(TokenPath("palette.white")) == nil)
        #expect(dark.tokens.token(TokenPath("stray")) == nil)
        #expect(dark.tokens.value("space.md") == .dimension(16))
        let light = source.resolve([:])
        #expect(light.tokens.color("bg.default") == "#FFFFFF")
        #expect(light.tokens.color("accent") == "#1D4ED8")
        #expect(!dark.diagnostics.hasErrors && !light.diagnostics.hasErrors)
    }

    @Test func eachThemeGroupBecomesAnAxis() throws {
        let root = try Fixtures.scratch(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let (imported, diagnostics) = TokenSetSystem.loadImported(path: root.appendingPathComponent("tokens").path)
        let system = try #require(imported?.system, "\(diagnostics)")
        #expect(system.axes.map(\.name) == ["appearance", "brand"])
        #expect(system.axes.last?.contexts == ["acme", "zest"])
        let accent = try #require(system.token("accent"))
        let zestDark = try #require(system.modes.first { $0.contexts == ["dark", "zest"] })
        #expect(system.resolvedColor(accent.path, mode: zestDark)?.hex == "#93C5FD")
        #expect(!diagnostics.hasErrors)
    }

    @Test func theAuditMeasuresEveryThemeWithPairsFromTheNames() throws {
        let root = try Fixtures.scratch(Self.project)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = TokenSetAudit(path: root.appendingPathComponent("tokens").path).prepare().run()
        let measured = report.audit.checks.filter { $0.ratio != nil }
        #expect(Set(measured.map { "\($0.pair.declaration.foreground.dotted) on \($0.pair.declaration.background.dotted)" }).contains("fg.default on bg.default"))
        #expect(Set(measured.map(\.context)).count >= 2)
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics)")
    }

    @Test func aSingleFileProjectReadsItsSetsAndThemes() throws {
        let file = #"""
        {
          "global": {"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}},
          "light": {"bg": {"value": "{white}", "type": "color"}, "text": {"value": "{black}", "type": "color"}},
          "dark": {"bg": {"value": "{black}", "type": "color"}, "text": {"value": "{white}", "type": "color"}},
          "$themes": [
            {"name": "light", "selectedTokenSets": {"global": "source", "light": "enabled"}},
            {"name": "dark", "selectedTokenSets": {"global": "source", "dark": "enabled"}}
          ],
          "$metadata": {"tokenSetOrder": ["global", "light", "dark"]}
        }
        """#
        let root = try Fixtures.scratch(["tokens.json": file])
        defer { try? FileManager.default.removeItem(at: root) }
        let (imported, diagnostics) = TokenSetSystem.loadImported(path: root.appendingPathComponent("tokens.json").path)
        let system = try #require(imported?.system, "\(diagnostics)")
        #expect(system.axes.map(\.name) == ["appearance"])
        #expect(system.tokens.map(\.path.dotted) == ["bg", "text"])
        let dark = try #require(system.modes.first { $0.contexts == ["dark"] })
        #expect(system.resolvedColor(TokenPath("bg"), mode: dark)?.hex == "#000000")
    }

    @Test func tokensStudioTypesAreReadAsTheyMean() throws {
        let set = #"""
        {
          "size": {"value": "16", "type": "fontSizes"},
          "muted": {"value": "40%", "type": "opacity"},
          "leading": {"value": "150%", "type": "lineHeights"},
          "weight": {"value": "Semi Bold", "type": "fontWeights"},
          "radius": {"value": "0.5rem", "type": "borderRadius"},
          "body": {"value": {"fontFamily": "Inter", "fontWeight": "{weight}", "fontSize": "{size}", "lineHeight": "{leading}", "letterSpacing": "2%", "textCase": "none"}, "type": "typography"},
          "raised": {"value": [{"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "rgba(#000000, 0.5)", "type": "dropShadow"}], "type": "boxShadow"},
          "label": {"value": "Hello", "type": "text"},
          "fluid": {"value": "50%", "type": "sizing"},
          "auto": {"value": "AUTO", "type": "lineHeights"}
        }
        """#
        let root = try Fixtures.scratch(["tokens/$metadata.json": ##"{"tokenSetOrder": ["base"]}"##, "tokens/base.json": set])
        defer { try? FileManager.default.removeItem(at: root) }
        let (tokens, diagnostics) = Fixtures.resolve(root.appendingPathComponent("tokens").path)
        #expect(tokens.value("size") == .dimension(16))
        #expect(tokens.value("muted") == .number(0.4))
        #expect(tokens.value("leading") == .number(1.5))
        #expect(tokens.value("weight") == .fontWeight(600))
        #expect(tokens.value("radius") == .dimension(8))
        guard case .typography(let body)? = tokens.value("body") else { Issue.record("body is \(String(describing: tokens.value("body")))"); return }
        #expect(body.size == 16 && body.weight == 600 && body.lineHeight == 24)
        #expect(abs(body.letterSpacing - 0.32) < 1e-9)
        guard case .shadow(let layers)? = tokens.value("raised") else { Issue.record("raised is \(String(describing: tokens.value("raised")))"); return }
        #expect(layers.first?.offsetY == 2 && layers.first?.blur == 4 && layers.first?.color.hex == "#00000080")
        // What Stylebook cannot hold is left out, each with its reason, at its line.
        let leftOut = diagnostics.filter { [.importTypeLeftOut, .importValueLeftOut].contains($0.kind) }
        #expect(leftOut.map { "\($0.id) \($0.location?.line ?? 0)" } == ["import/type-left-out 9", "import/value-left-out 10", "import/value-left-out 11"])
        #expect(tokens.token(TokenPath("label")) == nil)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
    }

    /// Reference pairs from tokens-studio/sd-transforms, test/spec/checkAndEvaluateMath.spec.ts
    /// at 5066620531629a0e6a2f89f4365e1ad40d0c9216.
    @Test(arguments: [
        ("4 * 7", "28"), ("4 * 7px", "28px"), ("4 * 7rem", "28rem"), ("(15 + 20 - 17 * 8 / 3) * 7px", "-72.3333px"),
        ("4px * 7px", "28px"), ("4 * 7px * 8px", "224px"), ("4em + 7em", "11em"), ("4 * 7em * 8em", "224em"),
        ("4px * 7em", "28em"), ("5px * 4px / 2px", "10px"), ("10vw + 20vw", "30vw"), ("2pt * 4", "8pt"), ("2em * 20px", "40em"),
        ("roundTo(4 / 7, 1)", "0.6"), ("ceil(roundTo(16/1.2,0)/2)*2", "14"), ("roundTo(4px / 7, 1)", "0.6px"),
        ("min(10, 24, 5, 12, 6)", "5"), ("roundTo(4 / 7, 1) * 24", "14.4"),
    ])
    func mathIsWorkedOutAsSdTransformsWorksItOut(input: String, expected: String) {
        #expect(MathExpression.evaluate(input) == expected)
    }

    @Test(arguments: ["4 + 7rem", "4em + 7rem", "1000 / 20em", "4px + 7em", "2em + 20", "2em + 20px", "4px", "-4px",
                      "linear-gradient(90deg, #354752 0%, #0b0d0e 100%)", "800 italic 16px/1 'Arial Black'", "Inter"])
    func whatIsNotArithmeticIsLeftAsWritten(input: String) {
        #expect(MathExpression.evaluate(input) == nil)
    }

    static func modified(_ base: String, _ kind: ColorModifier.Kind, _ amount: Double, _ space: ColorModifier.Space?, mix: String? = nil) -> String {
        ColorModifier(kind: kind, amount: amount, space: space, mixColor: mix.flatMap(SRGBColor.init(hex:)))
            .apply(to: SRGBColor(hex: base)!).hex
    }

    /// Reference values from tokens-studio/sd-transforms,
    /// test/spec/color-modifiers/transformColorModifiers.spec.ts at 5066620531629a0e6a2f89f4365e1ad40d0c9216
    /// (colorjs.io 0.5.2): the hex outputs, and the CSS outputs converted to hex by hand
    /// (`rgb(80.549% 40.706% 40.706%)` is #CD6868; `hsl(none 0% 50%)` is #808080).
    @Test func colourModifiersMatchSdTransformsReferenceValues() {
        #expect(Self.modified("#C14242", .darken, 0.2, .hsl) == "#9C3333")
        #expect(Self.modified("#C14242", .darken, 0.2, .lch) == "#983735")
        #expect(Self.modified("#C14242", .darken, 0.2, .p3) == "#9B3535")
        #expect(Self.modified("#C14242", .darken, 0.2, .srgb) == "#9A3535")
        #expect(Self.modified("#C14242", .lighten, 0.2, .srgb) == "#CD6868")
        #expect(Self.modified("#FFFFFF", .mix, 0.74, .srgb, mix: "#4477DD") == "#759AE6")
        #expect(Self.modified("#000000", .mix, 0.5, .hsl, mix: "#FFFFFF") == "#808080")
        #expect(Self.modified("#000000", .mix, 0.5, .srgb, mix: "#FFFFFF") == "#808080")
        #expect(Self.modified("#C14242", .alpha, 0.2, .srgb) == "#C1424233")
        // No space Tokens Studio knows: the colour as it was.
        #expect(Self.modified("#C14242", .lighten, 0.2, nil) == "#C14242")
    }

    /// The same test file's CIE LCh figures: #C14242 is lch(47.107 59.35 29.704); lightened
    /// by 0.2 it is lch(57.685 47.48 29.704).
    @Test func lchIsCIELChOverD50() throws {
        let lch = try #require(ColorSpace.lch.coordinates(of: SRGBColor(hex: "#C14242")!))
        #expect(abs(lch[0] - 47.107) < 0.001 && abs(lch[1] - 59.35) < 0.01 && abs(lch[2] - 29.704) < 0.001)
        let lightened = ColorModifier(kind: .lighten, amount: 0.2, space: .lch).apply(to: SRGBColor(hex: "#C14242")!)
        let back = try #require(ColorSpace.lch.coordinates(of: lightened))
        #expect(abs(back[0] - 57.685) < 0.2 && abs(back[1] - 47.48) < 0.3)
    }

    @Test func modifiersApplyThroughReferencesAndMath() throws {
        let set = #"""
        {
          "base": {"value": "#C14242", "type": "color"},
          "amount": {"value": "0.1", "type": "number"},
          "hover": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "{amount} * 2", "space": "lch"}}}},
          "pressed": {"value": "{hover}", "type": "color"},
          "plain": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {}}}},
          "odd": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "saturate", "value": "0.2", "space": "lch"}}}}
        }
        """#
        let root = try Fixtures.scratch(["tokens/$themes.json": "[]", "tokens/base.json": set])
        defer { try? FileManager.default.removeItem(at: root) }
        let (tokens, diagnostics) = Fixtures.resolve(root.appendingPathComponent("tokens").path)
        #expect(tokens.color("hover") == "#983735")
        // An alias of a modified colour has the modified colour; the modified one is no alias.
        #expect(tokens.color("pressed") == "#983735")
        #expect(tokens.token(TokenPath("hover"))?.alias == nil)
        #expect(tokens.color("plain") == "#C14242")
        #expect(tokens.token(TokenPath("odd")) == nil)
        #expect(diagnostics.filter { $0.kind == .importMalformedColorModifier }.map { $0.location?.line } == [7])
    }

    /// Tokens Studio's loose types, as Workday's files use them: a `text` font family, and
    /// shadow parts typed `number` that refer to sizes.
    @Test func looseTypesAreReadAsWhatTheyHoldWithANote() throws {
        let set = #"""
        {
          "size": {"50": {"value": "4", "type": "sizing"}},
          "font-family": {"50": {"value": "Inter", "type": "text"}},
          "note": {"value": "Hello", "type": "text"},
          "font-weight": {"light": {"value": "Light", "type": "text"}, "body": {"value": "{font-weight.light}", "type": "fontWeights"}},
          "shadow": {"blur": {"value": "{size.50}", "type": "number"}}
        }
        """#
        let root = try Fixtures.scratch(["tokens/$themes.json": "[]", "tokens/base.json": set])
        defer { try? FileManager.default.removeItem(at: root) }
        let (tokens, diagnostics) = Fixtures.resolve(root.appendingPathComponent("tokens").path)
        #expect(tokens.value("font-family.50") == .fontFamily(["Inter"]))
        #expect(tokens.value("shadow.blur") == .dimension(4))
        #expect(tokens.value("font-weight.light") == .fontWeight(300))
        // A typed token may refer to one the name reads.
        #expect(tokens.value("font-weight.body") == .fontWeight(300))
        #expect(tokens.token(TokenPath("note")) == nil, "free text with no family in its name stays out")
        #expect(diagnostics.filter { $0.kind == .importTypeFromContext }.map { $0.location?.line } == [3, 5, 6])
        #expect(diagnostics.contains { $0.kind == .importTypeLeftOut && $0.message.contains("'note'") })
    }

    @Test func aStyleDictionaryFolderMergesItsFiles() throws {
        let root = try Fixtures.scratch([
            "tokens/color/base.json": ##"{"color": {"base": {"gray": {"light": {"value": "#CCCCCC"}, "dark": {"value": "#111111"}}}}}"##,
            "tokens/color/font.json": ##"{"color": {"font": {"base": {"value": "{color.base.gray.dark.value}"}}}}"##,
            // Style Dictionary's `size/rem` transform: a bare size is in rem.
            "tokens/size/font.json": ##"{"size": {"font": {"base": {"value": "1", "comment": "the body size"}}}}"##,
            "tokens/time.json": ##"{"time": {"transition": {"short": {"value": "200"}}}}"##,
            // The `font` category: its family and weight items say what they hold.
            "tokens/font.json": ##"{"font": {"family": {"base": {"value": "Open Sans"}}, "weight": {"bold": {"value": 700}}}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (tokens, diagnostics) = Fixtures.resolve(root.appendingPathComponent("tokens").path)
        #expect(tokens.color("color.base.gray.light") == "#CCCCCC")
        #expect(tokens.color("color.font.base") == "#111111")
        #expect(tokens.value("size.font.base") == .dimension(16))
        #expect(tokens.value("time.transition.short") == .duration(200))
        #expect(tokens.value("font.family.base") == .fontFamily(["Open Sans"]))
        #expect(tokens.value("font.weight.bold") == .fontWeight(700))
        // One note per file that uses the dialect.
        #expect(diagnostics.filter { $0.kind == .importLegacyTokenSyntax }.count == 5)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
    }
}
