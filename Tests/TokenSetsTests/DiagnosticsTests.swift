import Foundation
import StylebookKit
import SystemValidation
import Testing
@testable import TokenSets

@Suite struct DiagnosticsTests {
    @Test func lenientDeviationsAreWarningsNamingFileAndPath() throws {
        let (set, diagnostics) = Fixtures.resolve("lenient.tokens.json")
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(set.color("color.short") == "#AABBCC")
        #expect(set.color("color.bare") == "#112233")
        #expect(set.color("color.hex-only") == "#445566")
        // display-p3 red lies outside sRGB: gamut-mapped as CSS Color 4 does (ColorAide gives #ff0b0c).
        #expect(set.color("color.wide") == "#FF0B0C")
        #expect(set.color("color.css") == "#0F172A80")
        #expect(set.value("space.text") == .dimension(16))
        #expect(set.value("space.plain") == .dimension(4))
        #expect(set.value("weight") == .fontWeight(600))
        let found = diagnostics.map { "\($0.id) \($0.location!.line) \($0.message.split(separator: ":").first!)" }.sorted()
        #expect(found == [
            "import/css-color-string 8 #/color/css/$value",
            "import/font-weight-name 15 #/weight/$value",
            "import/hex-color-string 4 #/color/short/$value",
            "import/hex-color-string 5 #/color/bare/$value",
            "import/missing-color-space 6 #/color/hex-only/$value",
            "import/out-of-gamut 7 #/color/wide/$value",
            "import/string-dimension 12 #/space/text/$value",
            "import/unitless-dimension 13 #/space/plain/$value",
        ])
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.location!.path.hasSuffix("lenient.tokens.json") })
    }

    @Test func unreadableTokensAreErrorsNamingFileAndPath() {
        let (set, diagnostics) = Fixtures.resolve("broken.tokens.json")
        #expect(set.tokens.map(\.path.dotted) == ["color.fine", "gap"])
        let errors = diagnostics.filter { $0.severity == .error }
        let found = errors.map { "\($0.id) \($0.location!.line):\($0.location!.column) \($0.message)" }.sorted()
        #expect(found == [
            "import/reference-cycle 5:27 #/color/loop-a: reference cycle: color.loop-a -> color.loop-b -> color.loop-a",
            "import/type-mismatch 8:44 #/color/wrong/$value: token 'color.wrong' is a color but refers to 'gap', a dimension",
            "import/unknown-reference 4:28 #/color/missing/$value: '{color.nowhere}' names no token",
        ])
        #expect(errors.allSatisfy { $0.location!.path.hasSuffix("broken.tokens.json") })
        // A number without `$type` could be anything: left out with a warning, not fatal.
        let untyped = diagnostics.first { $0.id == "import/missing-type" }
        #expect(untyped?.severity == .warning && untyped?.location?.line == 11 && untyped?.message.hasSuffix("the token is left out") == true)
    }

    /// What real sets write that Stylebook cannot hold, or that departs from the spec: each a
    /// warning at its line naming what was assumed or left out, and the rest of the set is read.
    @Test func realSetDeviationsAreWarningsAndTheRestIsRead() throws {
        let folder = try Fixtures.scratch(["real.tokens.json": ##"""
        {
          "untyped": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000" } },
          "size": {
            "$type": "dimension",
            "elevation": { "$value": { "value": 2, "unit": "dp" } },
            "margin": { "$value": { "value": 0, "unit": "" } },
            "fluid": { "$value": { "value": 2, "unit": "vw" } },
            "code": { "$value": { "value": 0.9, "unit": "em" } },
            "inset": { "$value": { "value": -2, "unit": "px" } },
            "alias": { "$value": "{size.fluid}" }
          },
          "shadow": { "$type": "string", "$value": "inset 0 0 0 {size.inset}" },
          "shadow-color": { "$type": "string", "$value": "{untyped}" },
          "type": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 20, "unit": "px" },
                    "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": { "value": 0.05, "unit": "em" } } }
        }
        """##])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("real.tokens.json").path
        let (set, diagnostics) = Fixtures.resolve(path)
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        #expect(set.tokens.map(\.path.dotted) == ["untyped", "size.elevation", "size.margin", "size.inset", "type"])
        #expect(set.value("size.elevation") == .dimension(2))
        #expect(set.value("size.inset") == .dimension(-2))
        if case .typography(let style)? = set.value("type") { #expect(style.letterSpacing == 1) } else { Issue.record("no typography") }
        let found = diagnostics.filter { $0.severity == .warning }.map { "\($0.id) \($0.location!.line)" }
        #expect(found == ["import/dp-converted 5", "import/unitless-dimension 6", "import/relative-dimension 7", "import/relative-dimension 8",
                          "import/left-out-reference 10", "import/unknown-type 12", "import/unknown-type 13"])
        // The colour object without `$type` is reported once per file by whoever builds from the set.
        #expect(set.untypedColorWarnings.map { "\($0.id) \($0.location!.line)" } == ["import/missing-type 2"])
        let imported = DesignSystemImport.build(try #require(TokenSource.load(path: path).source))
        #expect(!(imported.diagnostics + imported.system.validate()).hasErrors, "\(imported.diagnostics)")
        #expect(imported.system.token("size.inset")?.value == .dimension(-2))
    }

    @Test func legacyValueTypeSyntaxIsReadWithOneNotePerFile() throws {
        let folder = try Fixtures.scratch(["old.json": ##"{"brand": {"red": {"value": "#ff0000", "type": "color", "description": "Red."},"##
                                                     + ##" "blue": {"value": "#0000ff", "type": "color"}}}"##])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (set, diagnostics) = Fixtures.resolve(folder.appendingPathComponent("old.json").path)
        #expect(set.color("brand.red") == "#FF0000")
        #expect(set.color("brand.blue") == "#0000FF")
        #expect(set.token("brand.red")?.description == "Red.")
        // One note for the file, not a warning per token and per hex string.
        #expect(diagnostics.map(\.id) == ["import/legacy-token-syntax"])
        #expect(diagnostics.first?.severity == .note)
        #expect(diagnostics.first?.message.contains("2 token(s)") == true)
    }

    @Test func malformedJSONReportsItsPosition() throws {
        let folder = try Fixtures.scratch(["bad.tokens.json": "{\n  \"a\": {\n    \"$value\": [1, 2,]\n  }\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, diagnostics) = TokenSource.load(path: folder.appendingPathComponent("bad.tokens.json").path)
        #expect(source == nil)
        #expect(diagnostics.map(\.id) == ["import/malformed-json"])
        #expect(diagnostics.first?.location?.line == 3)
        #expect(diagnostics.first?.location?.column == 21)
    }

    @Test func parserKeepsOrderPositionsAndEscapes() throws {
        let node = try JSONParser.parse("{\"b\": 1,\n \"a\": \"\\u00e9\\ud83d\\ude00\\n\", \"c\": [true, null, -1.5e2]}")
        #expect(node.members?.map(\.key) == ["b", "a", "c"])
        #expect(node["a"]?.string == "é😀\n")
        #expect(node["a"]?.line == 2 && node["a"]?.column == 7)
        #expect(node["c"]?.elements?.last?.number == -150)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("[01]") }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse("{\"a\": 1} x") }
    }

    @Test func pointersUnescape() {
        #expect(JSONPointer("#/a~1b/c~0d")?.tokens == ["a/b", "c~d"])
        #expect(JSONPointer(tokens: ["a/b", "c~d"]).description == "#/a~1b/c~0d")
        #expect(JSONPointer("#")?.tokens == [])
        #expect(JSONPointer("a/b") == nil)
    }
}
