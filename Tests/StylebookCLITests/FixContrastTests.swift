import Foundation
import Testing
@testable import StylebookCLI
import StylebookKit

/// `stylebook fix contrast`: where it writes (the literal of one value entry, nothing else),
/// what `--dry-run` shows, and that a conflict writes nothing.
@Suite("fix contrast")
struct FixContrastTests {
    static let declarations = """
    enum Colors {
        static let tokens: [Token] = [
            .color("color.palette.gray", "#8A8A8A", role: .palette, "Grey: #8A8A8A on white is 3.4:1."),
            .color("color.text.hint", light: "#777777", dark: "#777777", role: .text,
                   "Hint text."),
            .color("color.text.link", ["light": "{color.palette.gray}", // the brand's grey
                                       "dark": "#AAAAAA"], role: .text, "Links."),
        ]
    }
    """

    private func location(line: Int) -> StylebookKit.SourceLocation {
        let text = Self.declarations.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        return StylebookKit.SourceLocation(path: "Colors.swift", line: line, column: text.distance(from: text.startIndex, to: text.firstIndex(of: ".")!) + 1)
    }

    @Test func onlyTheLiteralOfTheEntryChanges() throws {
        let edit = try SwiftColorPatch.edit(in: Self.declarations, at: location(line: 3), entries: ["#8A8A8A"], entry: 0, new: "#767676")
        let fixed = SwiftColorPatch.apply([edit], to: Self.declarations)
        #expect(fixed == Self.declarations.replacingOccurrences(of: "\"#8A8A8A\", role", with: "\"#767676\", role"))
        // The description mentions the same colour; it is not a value and stays.
        #expect(fixed.contains("Grey: #8A8A8A on white"))
    }

    @Test func twoEqualValuesAreToldApartByPosition() throws {
        let edit = try SwiftColorPatch.edit(in: Self.declarations, at: location(line: 4), entries: ["#777777", "#777777"], entry: 1, new: "#999999")
        let fixed = SwiftColorPatch.apply([edit], to: Self.declarations)
        #expect(fixed.contains("light: \"#777777\", dark: \"#999999\""))
    }

    @Test func anAliasOverSeveralLinesWithACommentBecomesTheRolesOwnValue() throws {
        let edit = try SwiftColorPatch.edit(in: Self.declarations, at: location(line: 6),
                                            entries: ["{color.palette.gray}", "#AAAAAA"], entry: 0, new: "#6E6E6E")
        let fixed = SwiftColorPatch.apply([edit], to: Self.declarations)
        #expect(fixed.contains("[\"light\": \"#6E6E6E\", // the brand's grey"))
        #expect(fixed.contains(".color(\"color.palette.gray\", \"#8A8A8A\""))
    }

    /// `light: Palette.gray, dark: "#777777"` with the grey equal to it: the one literal is the
    /// dark value, not the light one, so changing light must fail rather than change dark.
    @Test func anEntryWrittenAsAnExpressionIsNeverMistakenForALiteral() {
        let source = "let t = Token.color(\"a\", light: Palette.gray, dark: \"#777777\", role: .text, \"A.\")\n"
        #expect(throws: SwiftColorPatch.Failure.self) {
            try SwiftColorPatch.edit(in: source, at: StylebookKit.SourceLocation(path: "a.swift", line: 1, column: 15),
                                     entries: ["#777777", "#777777"], entry: 0, new: "#000000")
        }
    }

    @Test func aValueThatIsNotALiteralIsAFailure() {
        #expect(throws: SwiftColorPatch.Failure.self) {
            try SwiftColorPatch.edit(in: Self.declarations, at: location(line: 3), entries: ["#123456"], entry: 0, new: "#000000")
        }
    }

    @Test func theDryRunDiffIsUnified() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(UnifiedDiff.render(path: "a.swift", old: old, new: new) == """
        --- a/a.swift
        +++ b/a.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
        // At the end of a file ending in a newline: no empty line after the last.
        let end = UnifiedDiff.render(path: "a.swift", old: old, new: old.replacingOccurrences(of: "line 10", with: "line ten"))
        #expect(end.hasSuffix("@@ -7,4 +7,4 @@\n line 7\n line 8\n line 9\n-line 10\n+line ten\n"))
    }

    /// The seed values' danger colour is a fill under white text and text on a dark page in the
    /// same mode: no one lightness serves both, so nothing is written.
    @Test func aConflictIsAnErrorAndWritesNothing() throws {
        let file = StylebookProcess.packageRoot.appendingPathComponent("Sources/SeedValuesFixture/SeedValuesFixture.swift")
        let before = try Data(contentsOf: file)
        let output = try StylebookProcess.run(["fix", "contrast", "--system", "seed-values"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("[fix/contrast-conflict]"))
        #expect(output.stderr.contains("SeedValuesFixture.swift:"))
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aSystemThatPassesHasNothingToFix() throws {
        let output = try StylebookProcess.run(["fix", "contrast", "--dry-run", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect((report["changes"] as? [Any])?.isEmpty == true)
        #expect(report["written"] as? Bool == false)
    }

    @Test func aSingleValueGainsADarkValueAsLightAndDark() throws {
        let source = "let t = Token.color(\"text.muted\", \"{gray.500}\", role: .text, \"Muted.\")\n"
        let edit = try SwiftColorPatch.addEntry(in: source, at: StylebookKit.SourceLocation(path: "a.swift", line: 1, column: 15),
                                                entries: ColorValues.single(.alias("gray.500")).entries, selector: "dark", new: "#7C7C7C")
        #expect(SwiftColorPatch.apply([edit], to: source)
                == "let t = Token.color(\"text.muted\", light: \"{gray.500}\", dark: \"#7C7C7C\", role: .text, \"Muted.\")\n")
        let other = try SwiftColorPatch.addEntry(in: source, at: StylebookKit.SourceLocation(path: "a.swift", line: 1, column: 15),
                                                 entries: ColorValues.single(.alias("gray.500")).entries, selector: "dark+increased", new: "#FFFFFF")
        #expect(SwiftColorPatch.apply([other], to: source).contains("[\"\": \"{gray.500}\", \"dark+increased\": \"#FFFFFF\"], role:"))
    }

    @Test func lightAndDarkValuesBecomeAListWithTheNewEntry() throws {
        let source = "let t = Token.color(\"text.muted\", light: \"#777777\", dark: \"#888888\", role: .text, \"Muted.\")\n"
        let entries = ColorValues.lightDark(.srgb(SRGBColor(hex: "#777777")!), .srgb(SRGBColor(hex: "#888888")!)).entries
        let edit = try SwiftColorPatch.addEntry(in: source, at: StylebookKit.SourceLocation(path: "a.swift", line: 1, column: 15),
                                                entries: entries, selector: "dark+standard", new: "#999999")
        #expect(SwiftColorPatch.apply([edit], to: source)
                == "let t = Token.color(\"text.muted\", [\"light\": \"#777777\", \"dark\": \"#888888\", \"dark+standard\": \"#999999\"], role: .text, \"Muted.\")\n")
    }

    @Test func aListGainsAnEntryBeforeItsClosingBracket() throws {
        let edit = try SwiftColorPatch.addEntry(in: Self.declarations, at: location(line: 6),
                                                entries: ColorValues([("light", .alias("color.palette.gray")), ("dark", .srgb(SRGBColor(hex: "#AAAAAA")!))]).entries,
                                                selector: "dark+increased", new: "#FFFFFF")
        let fixed = SwiftColorPatch.apply([edit], to: Self.declarations)
        #expect(fixed.contains("\"dark\": \"#AAAAAA\", \"dark+increased\": \"#FFFFFF\"], role: .text, \"Links.\")"))
        #expect(fixed.contains("// the brand's grey"))
    }
}
