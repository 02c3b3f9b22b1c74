import Foundation
import Testing

/// `stylebook diff` run as a user would, on small DTCG sets written here: two files, two
/// folders, git revisions of a temporary repository, the no-noise cases, formats, exit statuses
/// and bad input. (The Swift engine's cases are in SystemDiffTests.)
@Suite("stylebook diff")
struct DiffCommandTests {
    /// A DTCG colour object for a hex.
    static func color(_ hex: String) -> String {
        let channels = [1, 3, 5].map { Double(Int(hex.dropFirst($0).prefix(2), radix: 16)!) / 255 }
        return #"{"colorSpace": "srgb", "components": [\#(channels.map { "\($0)" }.joined(separator: ", "))], "hex": "\#(hex)"}"#
    }

    /// Muted text on the page: #6e7781 passes 4.5:1 on white (4.54), #8c959f does not (3.03).
    static func tokens(gray: String = "#6e7781") -> String {
        """
        {"color": {"$type": "color",
          "palette": {"white": {"$value": \(color("#ffffff"))}, "gray": {"$value": \(color(gray))}, "ink": {"$value": \(color("#1f2328"))}},
          "bg": {"default": {"$value": "{color.palette.white}"}},
          "fg": {"muted": {"$value": "{color.palette.gray}"}, "default": {"$value": "{color.palette.ink}"}}}}
        """
    }

    /// The same tokens, keys in another order and laid out another way.
    static let reformatted = """
        {
            "color": {
                "fg": {
                    "default": { "$value": "{color.palette.ink}" },
                    "muted": { "$value": "{color.palette.gray}" }
                },
                "bg": { "default": { "$value": "{color.palette.white}" } },
                "palette": {
                    "ink": { "$value": \(color("#1f2328")) },
                    "gray": { "$value": \(color("#6e7781")) },
                    "white": { "$value": \(color("#ffffff")) }
                },
                "$type": "color"
            }
        }

        """

    static func run(_ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        try CLIRunner.run(["diff"] + arguments, in: folder, environment: ["NO_COLOR": "1"], plain: true)
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test func aChangedPrimitiveNamesItTheAliasItMovesAndTheNewFailureAndExits1() throws {
        let folder = try CLIRunner.scratchFolder(["old/app.tokens.json": Self.tokens(), "new/app.tokens.json": Self.tokens(gray: "#8c959f")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["old/app.tokens.json", "new/app.tokens.json"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        let lines = Self.lines(result.stdout)
        #expect(lines[0] == "app: old/app.tokens.json → new/app.tokens.json")
        #expect(lines[1] == "1 pair newly fails contrast · 1 value changed, moving 1 token")
        // A set without modifiers has one context, so each change shows once.
        #expect(lines[4].hasPrefix("  new failure      color.fg.muted on color.bg.default [default]: 4.54:1 pass → 3.03:1 fail"), "\(result.stdout)")
        #expect(result.stdout.contains("  color.palette.gray (color)\n    default: #6E7781 → #8C959F\n    moves 1 token:\n      color.fg.muted (default)\n"))
        #expect(try Self.run(["old/app.tokens.json", "new/app.tokens.json", "--fail-on", "none"], in: folder).status == 0)
    }

    @Test func reformattingReorderingKeysAndSwappingFilesIsNoChange() throws {
        let resolver = { (first: String, second: String) in
            ##"{"name": "App", "version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/all"}], "sets": {"all": {"sources": [{"$ref": "./\##(first)"}, {"$ref": "./\##(second)"}]}}}"##
        }
        let spacing = #"{"space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}}}"#
        let folder = try CLIRunner.scratchFolder([
            "old/app.tokens.json": Self.tokens(), "new/app.tokens.json": Self.reformatted,
            "old/split/app.resolver.json": resolver("colors.tokens.json", "space.tokens.json"),
            "old/split/colors.tokens.json": Self.tokens(), "old/split/space.tokens.json": spacing,
            "new/split/app.resolver.json": resolver("space.tokens.json", "colors.tokens.json"),
            "new/split/colors.tokens.json": Self.reformatted, "new/split/space.tokens.json": spacing,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        for (base, head) in [("old/app.tokens.json", "new/app.tokens.json"), ("old/split", "new/split")] {
            let result = try Self.run([base, head], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.lines(result.stdout)[1] == "No changes to tokens, values, contrast or components.", "\(result.stdout)")
        }
    }

    @Test func aRevisionIsTheFolderOrTheFileAsTheRepositoryHadIt() throws {
        let folder = try CLIRunner.scratchFolder(["app.tokens.json": Self.tokens()])
        defer { try? FileManager.default.removeItem(at: folder) }
        func git(_ arguments: String...) throws { try CLIRunner.git(arguments, in: folder) }
        try git("init", "-q", "-b", "main")
        try git("add", ".")
        try git("commit", "-q", "-m", "tokens")
        try Data(Self.tokens(gray: "#8c959f").utf8).write(to: folder.appendingPathComponent("app.tokens.json"))

        let working = try Self.run(["main"], in: folder)
        #expect(working.status == 1, "\(working.stderr)")
        #expect(Self.lines(working.stdout)[0].hasPrefix("app: main ("), "\(working.stdout)")
        #expect(Self.lines(working.stdout)[0].hasSuffix(") → working tree"))
        #expect(working.stdout.contains("color.palette.gray (color)"))

        let file = try Self.run(["main", "app.tokens.json", "--format", "json"], in: folder)
        #expect(file.status == 1)
        #expect(file.stdout.contains(#""label" : "app.tokens.json at main ("#), "\(file.stdout)")

        try git("commit", "-q", "-am", "lighter gray")
        let revisions = try Self.run(["HEAD~1", "HEAD", "--fail-on", "any-change"], in: folder)
        #expect(revisions.status == 1)
        #expect(Self.lines(revisions.stdout)[1] == "1 pair newly fails contrast · 1 value changed, moving 1 token")
        #expect(try Self.run(["HEAD", "--fail-on", "any-change"], in: folder).status == 0, "the working tree is HEAD")

        let missing = try Self.run(["v9"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("error: 'v9' is not a file, a folder or a revision: the repository has no branch, tag or commit 'v9' [diff/unknown-revision]"),
                "\(missing.stderr)")
        #expect(missing.stdout.isEmpty)
    }

    @Test func outsideARepositoryAnUnknownNameSaysSo() throws {
        let folder = try CLIRunner.scratchFolder(["app.tokens.json": Self.tokens()])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["main"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("is not in a git repository [diff/unknown-revision]"), "\(result.stderr)")
    }

    @Test func aStateThatIsNotADesignSystemExits2() throws {
        let folder = try CLIRunner.scratchFolder(["empty/README.md": "# Notes\n", "app.tokens.json": Self.tokens(),
                                                  "two/a.tokens.json": Self.tokens(), "two/b.tokens.json": Self.tokens(),
                                                  "notes.txt": "text\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = try Self.run(["empty", "app.tokens.json"], in: folder)
        #expect(empty.status == 2)
        #expect(empty.stderr.hasPrefix("error: empty holds no design system: no Package.swift with a describing executable, no *.resolver.json and no *.tokens.json [diff/not-a-design-system]"),
                "\(empty.stderr)")
        let two = try Self.run(["two", "app.tokens.json"], in: folder)
        #expect(two.status == 2)
        #expect(two.stderr.contains("two holds 2 *.tokens.json files (a.tokens.json, b.tokens.json)"), "\(two.stderr)")
        let text = try Self.run(["notes.txt", "app.tokens.json"], in: folder)
        #expect(text.status == 2)
        #expect(text.stderr.contains("notes.txt is not a DTCG token or resolver file (.json) [diff/not-a-design-system]"), "\(text.stderr)")
    }

    @Test func unreadableJSONIsReportedAtItsLine() throws {
        let folder = try CLIRunner.scratchFolder(["old.tokens.json": "{\n  \"color\": {,\n}\n", "new.tokens.json": Self.tokens()])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["old.tokens.json", "new.tokens.json"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("old.tokens.json:2:") && result.stderr.contains("[import/malformed-json]"), "\(result.stderr)")
    }

    @Test func aPackageAndATokenFileCannotBeComparedAndNothingIsCompiled() throws {
        let folder = try CLIRunner.scratchFolder([
            "package/Package.swift": "// swift-tools-version: 6.0\n",
            "package/Sources/acme-describe/main.swift": "DesignSystemDescription.main(system: Acme.system)\n",
            "app.tokens.json": Self.tokens(),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["package", "app.tokens.json"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: package is a Swift design-system package and app.tokens.json is a DTCG token set, whose tokens are named differently, so they cannot be compared [diff/incomparable]"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("package/.build").path))
    }

    @Test func markdownAndJSONGoToAFileWithTheSummaryOnTheTerminal() throws {
        let folder = try CLIRunner.scratchFolder(["old/app.tokens.json": Self.tokens(), "new/app.tokens.json": Self.tokens(gray: "#8c959f")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["old", "new", "--format", "markdown", "--output", "diff.md"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "app: old → new\n1 pair newly fails contrast · 1 value changed, moving 1 token\n")
        let markdown = try String(contentsOf: folder.appendingPathComponent("diff.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("<!-- stylebook-diff -->\n### Design system: app\n"))
        let json = try Self.run(["old", "new", "--format", "json", "--fail-on", "none"], in: folder)
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["contrast"] as? [[String: Any]])?.first?["status"] as? String == "new-failure")
    }
}
