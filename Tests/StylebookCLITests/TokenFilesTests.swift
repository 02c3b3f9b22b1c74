import Foundation
import Testing

/// A site whose tokens live in token files named by `tokens:` in stylebook.yml, as Tokens Studio
/// syncs them to git: every build, check and diff reads them afresh, with no import step. The
/// folders here have no Package.swift, so the files are the whole system and nothing compiles.
/// (A package that also declares components in Swift: Tests/browser/test_token_files_package.py.)
@Suite("token files as the source of truth")
struct TokenFilesTests {
    /// A Tokens Studio project: a `mode` group whose themes take `core` as a source set.
    static func project(gray: String = "#6e7781") -> [String: String] {
        [
            "tokens/$themes.json": """
                [
                  {"id": "l", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
                  {"id": "d", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}
                ]
                """,
            "tokens/$metadata.json": #"{"tokenSetOrder": ["core", "light", "dark"]}"#,
            "tokens/core.json": """
                {
                  "palette": {
                    "white": {"value": "#ffffff", "type": "color"},
                    "ink": {"value": "#1f2328", "type": "color"},
                    "gray": {"value": "\(gray)", "type": "color"}
                  }
                }
                """,
            "tokens/light.json": """
                {
                  "bg": {"default": {"value": "{palette.white}", "type": "color"}},
                  "fg": {
                    "default": {"value": "{palette.ink}", "type": "color"},
                    "muted": {"value": "{palette.gray}", "type": "color"}
                  }
                }
                """,
            "tokens/dark.json": """
                {
                  "bg": {"default": {"value": "{palette.ink}", "type": "color"}},
                  "fg": {
                    "default": {"value": "{palette.white}", "type": "color"},
                    "muted": {"value": "#8c959f", "type": "color"}
                  }
                }
                """,
            "stylebook.yml": "name: Notes\ntokens: tokens\ncontrast:\n  build: warning\n",
            "Content/index.md": "---\ntitle: Notes\n---\n\nThe tokens are in `tokens/`.\n",
        ]
    }

    static func run(_ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: folder, plain: true)
    }

    static func write(_ text: String, to path: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(path))
    }

    @Test func aChangedTokenFileReachesTheSiteTheExportsAndCheckWithNoImport() throws {
        let folder = try CLIRunner.scratchFolder(Self.project())
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Self.run(["build"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let css = folder.appendingPathComponent("_site/tokens/css/tokens.css")
        #expect(try String(contentsOf: css, encoding: .utf8).lowercased().contains("#6e7781"))
        // The Tokens Studio theme group is the system's axis.
        let dtcg = try String(contentsOf: folder.appendingPathComponent("_site/tokens/dtcg/notes.resolver.json"), encoding: .utf8)
        #expect(dtcg.contains(#""mode""#) && dtcg.contains(#""dark""#), "\(dtcg.prefix(400))")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/tokens/dtcg/dark.tokens.json").path))
        #expect(try Self.run(["check"], in: folder).status == 0)

        // A designer darkens the gray in Figma and Tokens Studio syncs the file.
        try Self.write(Self.project(gray: "#4b535d")["tokens/core.json"]!, to: "tokens/core.json", in: folder)
        let second = try Self.run(["build"], in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        let updated = try String(contentsOf: css, encoding: .utf8).lowercased()
        #expect(updated.contains("#4b535d") && !updated.contains("#6e7781"))
        let tokensPage = try String(contentsOf: folder.appendingPathComponent("_site/contrast/index.html"), encoding: .utf8).lowercased()
        #expect(tokensPage.contains("#4b535d"))

        // Then lightens it too far: 1.8:1 on white. check names the token's line in the JSON.
        try Self.write(Self.project(gray: "#c0c0c0")["tokens/core.json"]!, to: "tokens/core.json", in: folder)
        let check = try Self.run(["check"], in: folder)
        #expect(check.status == 1)
        #expect(check.stdout.contains("tokens/light.json:5:") && check.stdout.contains(": error: fg.muted on bg.default (light, text)"),
                "\(check.stdout)\n\(check.stderr)")
    }

    /// No pairs file: the role matrix pairs colours by the roles their names give, and the
    /// contrast page says which word gave each.
    @Test func theContrastPageSaysWhichRuleGaveEachPairsRoles() throws {
        let folder = try CLIRunner.scratchFolder(Self.project(gray: "#c0c0c0"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = try Self.run(["build"], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("_site/contrast/index.html"), encoding: .utf8)
        #expect(page.contains("text by the word “fg” in its name, surface by the word “bg” in its name"), "\(page)")
    }

    @Test func tokenFilesThatAreNotThereAreAnErrorAtTheLineNamingThem() throws {
        var files = Self.project()
        files["stylebook.yml"] = "name: Notes\ntokens:\n  source: tokns\n"
        let folder = try CLIRunner.scratchFolder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["build"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("stylebook.yml:3:11: error: `tokens` names 'tokns', which does not exist [package/token-files-missing]"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site").path), "nothing is written")

        files["stylebook.yml"] = "name: Notes\ntokens:\n  pairs: pairs.yml\n"
        let noSource = try CLIRunner.scratchFolder(files)
        defer { try? FileManager.default.removeItem(at: noSource) }
        let missing = try Self.run(["check"], in: noSource)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("stylebook.yml:3:3: error: `tokens` needs a `source`"), "\(missing.stderr)")
    }

    @Test func diffComparesTheTokenFilesOfTwoRevisions() throws {
        let folder = try CLIRunner.scratchFolder(Self.project())
        defer { try? FileManager.default.removeItem(at: folder) }
        func git(_ arguments: String...) throws { try CLIRunner.git(arguments, in: folder) }
        try git("init", "-q", "-b", "main")
        try git("add", ".")
        try git("commit", "-q", "-m", "tokens")
        try Self.write(Self.project(gray: "#8c959f")["tokens/core.json"]!, to: "tokens/core.json", in: folder)
        try git("commit", "-q", "-am", "lighter gray")

        let revisions = try Self.run(["diff", "HEAD~1", "HEAD"], in: folder)
        #expect(revisions.status == 1, "\(revisions.stderr)")
        // `core` is a source set: its gray reaches the system through the token that uses it.
        #expect(revisions.stdout.contains("fg.muted (color)\n    light: #6E7781 → #8C959F"), "\(revisions.stdout)")
        #expect(revisions.stdout.contains("1 pair newly fails contrast"), "\(revisions.stdout)")
        #expect(try Self.run(["diff", "HEAD", "--fail-on", "any-change"], in: folder).status == 0, "the working tree is HEAD")
    }
}
