import Foundation
import Testing

/// `stylebook fix contrast --tokens`: a resolver's files repaired in place, through the built
/// binary, and judged by `check --tokens` afterwards.
@Suite("fix contrast on token files")
struct FixTokenFilesTests {
    /// Light and dark share `gray.500` for muted text: #777777 is 4.48:1 on white and 4.29:1 on
    /// the dark surface, so no one grey serves both. The dark file writes its own alias, so dark
    /// can get its own value. Faint text in dark is white at 40 %, too faint on #111111.
    static let files = [
        "tokens.resolver.json": """
        {
          "name": "Fixture",
          "version": "2025.10",
          "sets": {"base": {"sources": [{"$ref": "primitives.tokens.json"}]}},
          "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
          "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]
        }
        """,
        "primitives.tokens.json": """
        {
          "color": {
            "$type": "color",
            "gray": {
              "500": {"$value": "#777777", "$description": "Muted text: #777777 was chosen by eye."},
              "900": {"$value": {"colorSpace": "srgb", "components": [0.0667, 0.0667, 0.0667], "hex": "#111111"}}
            },
            "white": {"$value": "#FFFFFF"},
            "white-a40": {"$value": "#ffffff66"}
          }
        }
        """,
        "light.tokens.json": """
        {
          "text": {"$type": "color", "muted": {"$value": "{color.gray.500}"}, "faint": {"$value": "{color.gray.900}"}},
          "background": {"$type": "color", "default": {"$value": "{color.white}"}}
        }
        """,
        "dark.tokens.json": """
        {
          "text": {"$type": "color", "muted": {"$value": "{color.gray.500}"}, "faint": {"$value": "{color.white-a40}"}},
          "background": {"$type": "color", "default": {"$value": "{color.gray.900}"}}
        }
        """,
    ]

    static func read(_ folder: URL) throws -> [String: String] {
        var contents: [String: String] = [:]
        for name in files.keys { contents[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        return contents
    }

    /// Lines of `new` that differ from `old`, the files having the same number of lines.
    static func changedLines(_ old: String, _ new: String) -> [String] {
        let (a, b) = (old.components(separatedBy: "\n"), new.components(separatedBy: "\n"))
        guard a.count == b.count else { return ["line count changed"] }
        return zip(a, b).filter { $0 != $1 }.map(\.1)
    }

    @Test func theFilesAreRepairedInPlaceAndCheckThenPasses() throws {
        let folder = try CLIRunner.scratchFolder(Self.files)
        let before = try CLIRunner.run(["check", "--tokens", "tokens.resolver.json"], in: folder, plain: true)
        #expect(before.status == 1)

        let fix = try CLIRunner.run(["fix", "contrast", "--tokens", "tokens.resolver.json"], in: folder, plain: true)
        #expect(fix.status == 0, "\(fix.stdout)\(fix.stderr)")
        let after = try Self.read(folder)

        // The shared grey moves for light, once, where the palette writes it; the description
        // naming the old value is not a value and stays.
        let primitives = Self.changedLines(Self.files["primitives.tokens.json"]!, after["primitives.tokens.json"]!)
        #expect(primitives.count == 2, "\(primitives)")
        #expect(after["primitives.tokens.json"]!.contains("\"$description\": \"Muted text: #777777 was chosen by eye.\""))
        #expect(!after["primitives.tokens.json"]!.contains("\"$value\": \"#777777\""))
        // White at 40 % gains opacity and keeps its colour.
        #expect(primitives.contains { $0.contains("\"white-a40\": {\"$value\": \"#ffffff") && !$0.contains("#ffffff66") })
        // Dark gets muted text of its own, in the dark file; light's alias stays an alias.
        let dark = Self.changedLines(Self.files["dark.tokens.json"]!, after["dark.tokens.json"]!)
        #expect(dark.count == 1 && dark[0].contains("\"muted\": {\"$value\": \"#"), "\(dark)")
        #expect(after["light.tokens.json"] == Self.files["light.tokens.json"])
        #expect(after["tokens.resolver.json"] == Self.files["tokens.resolver.json"])
        #expect(fix.stdout.contains("text.muted (own value now)"))
        #expect(fix.stdout.contains("every check passes in every mode"))

        let check = try CLIRunner.run(["check", "--tokens", "tokens.resolver.json"], in: folder, plain: true)
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test func aDryRunShowsTheDiffAndLeavesEveryFileAsItWas() throws {
        let folder = try CLIRunner.scratchFolder(Self.files)
        let dry = try CLIRunner.run(["fix", "contrast", "--tokens", "tokens.resolver.json", "--dry-run"], in: folder, plain: true)
        #expect(dry.status == 0)
        #expect(try Self.read(folder) == Self.files)
        #expect(dry.stdout.contains("--- a/dark.tokens.json"))
        #expect(dry.stdout.contains("-  \"text\": {\"$type\": \"color\", \"muted\": {\"$value\": \"{color.gray.500}\"}, \"faint\""))
        #expect(dry.stdout.contains("would change"))
        // The same input gives the same patch.
        let again = try CLIRunner.run(["fix", "contrast", "--tokens", "tokens.resolver.json", "--dry-run"], in: folder, plain: true)
        #expect(again.stdout == dry.stdout)
    }

    @Test func theJSONReportNamesEveryChange() throws {
        let folder = try CLIRunner.scratchFolder(Self.files)
        let json = try CLIRunner.run(["fix", "contrast", "--tokens", "tokens.resolver.json", "--dry-run", "--format", "json"], in: folder, plain: true)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let changes = try #require(report["changes"] as? [[String: Any]])
        let tokens = Set(changes.compactMap { $0["token"] as? String })
        #expect(tokens == ["color.gray.500", "color.white-a40", "text.muted"])
        #expect(changes.first { $0["token"] as? String == "text.muted" }?["mode"] as? String == "dark")
        #expect(report["written"] as? Bool == false)
    }

    /// At AAA, muted text must reach 7:1 on white and on black in light: no grey does.
    @Test func aConflictWritesNothing() throws {
        var files = Self.files
        files["pairs.yml"] = """
        pairs:
          - foreground: text.muted
            background: background.inverse
        """
        files["light.tokens.json"] = """
        {
          "text": {"$type": "color", "muted": {"$value": "{color.gray.500}"}, "faint": {"$value": "{color.gray.900}"}},
          "background": {"$type": "color", "default": {"$value": "{color.white}"}, "inverse": {"$value": "#000000"}}
        }
        """
        let folder = try CLIRunner.scratchFolder(files)
        let fix = try CLIRunner.run(["fix", "contrast", "--tokens", "tokens.resolver.json", "--pairs", "pairs.yml", "--level", "aaa"],
                                    in: folder, plain: true)
        #expect(fix.status == 1)
        #expect(fix.stderr.contains("[fix/contrast-conflict]"), "\(fix.stderr)")
        #expect(fix.stderr.contains("text.muted on background"))
        for (name, text) in files {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == text)
        }
    }
}
