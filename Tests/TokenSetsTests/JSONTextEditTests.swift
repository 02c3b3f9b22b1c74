import StylebookKit
import Testing
@testable import TokenSets

/// The byte-exact edits `fix contrast` makes to token files.
struct JSONTextEditTests {
    static func edit(_ text: String, _ color: SRGBColor, pointer: [String]) throws -> String {
        let bytes = Array(text.utf8)
        let root = try JSONParser.parse(text)
        var node = root
        for key in pointer { node = try #require(node[key]) }
        let replacements = try JSONTextEdit.colorReplacements(try #require(node["$value"] ?? node["value"]), with: color, in: bytes)
        return JSONTextEdit.apply(replacements, to: bytes)
    }

    @Test func aHexStringKeepsTheFilesCaseAndLength() throws {
        let upper = "{\"a\": {\"$value\": \"#ABCDEF\"}}"
        #expect(try Self.edit(upper, SRGBColor(hex: "#0a0b0c")!, pointer: ["a"]) == "{\"a\": {\"$value\": \"#0A0B0C\"}}")
        let eight = "{\"a\": {\"value\": \"#abcdefff\"}}"
        #expect(try Self.edit(eight, SRGBColor(hex: "#0A0B0C")!, pointer: ["a"]) == "{\"a\": {\"value\": \"#0a0b0cff\"}}")
        let alias = "{\"a\": {\"$value\": \"{b.c}\"}, \"z\": 1}"
        #expect(try Self.edit(alias, SRGBColor(hex: "#112233")!, pointer: ["a"]) == "{\"a\": {\"$value\": \"#112233\"}, \"z\": 1}")
    }

    @Test func aColourObjectGetsComponentsAlphaAndHexAndKeepsItsLayout() throws {
        let text = """
        {
          "a": {"$value": {"colorSpace": "srgb", "components": [1, 0.5,   0], "alpha": 0.5, "hex": "#FF8000"}}
        }
        """
        let fixed = try Self.edit(text, SRGBColor(hex: "#336699cc")!, pointer: ["a"])
        #expect(fixed == """
        {
          "a": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4,   0.6], "alpha": 0.8, "hex": "#336699"}}
        }
        """)
        // A file that writes every digit gets every digit.
        let precise = "{\"a\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0.4588235294117647, 0.4588235294117647, 0.4588235294117647]}}}"
        #expect(try Self.edit(precise, SRGBColor(hex: "#707070")!, pointer: ["a"]).contains("[0.4392156862745098, 0.4392156862745098, 0.4392156862745098]"))
        // Every 8-bit channel reads back as itself from four places.
        for byte in 0...255 {
            let channel = Double(byte) / 255
            #expect(Int((Double(JSONTextEdit.number(channel))! * 255).rounded()) == byte)
        }
    }

    @Test func aWideColourIsWrittenInItsOwnSpace() throws {
        let text = "{\"a\": {\"$value\": {\"colorSpace\": \"display-p3\", \"components\": [1, 0, 0], \"hex\": \"#FF0000\"}}, \"b\": {\"$value\": \"oklch(0.7 0.1 280)\"}}"
        let root = try JSONParser.parse(text)
        let bytes = Array(text.utf8)
        let p3 = try #require(WideColor(space: .displayP3, components: [0.8, 0.1, 0.05]))
        let objectEdit = try JSONTextEdit.colorReplacements(try #require(root["a"]?["$value"]), with: .wide(p3), in: bytes)
        let oklch = try #require(WideColor(space: .oklch, components: [0.5, 0.1, 280]))
        let stringEdit = try JSONTextEdit.colorReplacements(try #require(root["b"]?["$value"]), with: .wide(oklch), in: bytes)
        #expect(JSONTextEdit.apply(objectEdit + stringEdit, to: bytes)
                == "{\"a\": {\"$value\": {\"colorSpace\": \"display-p3\", \"components\": [0.8, 0.1, 0.05], \"hex\": \"\(p3.srgb.hex)\"}}, \"b\": {\"$value\": \"oklch(0.5 0.1 280)\"}}")
        // An sRGB value for a display-p3 object would change its space: refused.
        #expect(throws: JSONTextEdit.Unwritable.self) { try Self.edit(text, SRGBColor(hex: "#ff0000")!, pointer: ["a"]) }
    }

    /// Columns count characters: a key with an accent and a byte order mark before it.
    @Test func positionsAfterMultibyteCharactersAndABOMAreFound() throws {
        let text = "\u{FEFF}{\"é\": {\"$value\": \"#000000\"}, \"ü\": {\"$value\": \"#111111\"}}"
        #expect(try Self.edit(text, SRGBColor(hex: "#222222")!, pointer: ["ü"])
                == "\u{FEFF}{\"é\": {\"$value\": \"#000000\"}, \"ü\": {\"$value\": \"#222222\"}}")
        let root = try JSONParser.parse(text)
        let token = try #require(root["ü"])
        #expect(JSONTextEdit.node(in: root, line: token.line, column: token.column) == token)
    }
}
