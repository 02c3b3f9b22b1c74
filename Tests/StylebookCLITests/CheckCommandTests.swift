import Foundation
import Testing

struct CheckCommandTests {
    @Test func projectSystemPassesWithExitZero() throws {
        let output = try StylebookProcess.run(["check"])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stdout.contains(" 0 failed"))
        #expect(!output.stdout.contains("\u{1B}"), "piped output must be plain")
    }

    @Test func seedValuesFailWithExitOneAndListTheFailures() throws {
        let output = try StylebookProcess.run(["check", "--system", "seed-values"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("FAIL    2.14:1   4.5:1  light  #FFFFFF  #F59E0B  color.text.on-state on color.state.warning"))
        #expect(output.stdout.contains("Sources/SeedValuesFixture/SeedValuesFixture.swift:"))
        #expect(output.stdout.contains("28 failed"))
    }

    @Test func githubFormatAnnotatesTheSwiftDeclaration() throws {
        let output = try StylebookProcess.run(["check", "--system", "seed-values", "--format", "github"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("::error file=Sources/SeedValuesFixture/SeedValuesFixture.swift,line="))
    }

    @Test func outputOptionWritesTheReportToAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-check-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try StylebookProcess.run(["check", "--system", "seed-values", "--format", "sarif", "--output", file.path])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        let sarif = try String(contentsOf: file, encoding: .utf8)
        #expect(sarif.contains("\"version\" : \"2.1.0\""))
    }

    /// In a folder of pages there are no tokens to audit, and check says so as a warning, which
    /// prints without --verbose: as a note it was hidden, so a pages-only check passed for a
    /// contrast check.
    @Test func aFolderOfPagesIsCheckedWithAWarningThatNoTokensWere() throws {
        let folder = try CLIRunner.scratchFolder(["Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try CLIRunner.run(["check"], in: folder, plain: true)
        #expect((output.stdout + output.stderr).contains(
            "warning: there is no design system here, so only the pages were checked [check/no-design-system]"), "\(output.stdout)\(output.stderr)")
    }

    /// Notes print only with --verbose, as `check --help` says, in check and check --tokens
    /// alike; without it the summary counts them, so nothing is hidden without a word.
    @Test func notesPrintOnlyWithVerboseAndTheSummaryCountsThem() throws {
        let folder = try CLIRunner.scratchFolder([
            "Content/index.md": "# Home\n\nSee [the page](page.mdx).\n",
            "Content/page.mdx": "import X from \"./x\"\n\n# Page\n",
            // Two colours that are one: the conventions leave the pair out with a note.
            "set.tokens.json": ##"{"color": {"$type": "color", "text": {"danger": {"$value": "#D60027"}, "default": {"$value": "#111111"}},"##
                + ##" "background": {"default": {"$value": "#FFFFFF"}, "danger": {"$value": "#D60027"}}}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        for (arguments, note) in [(["check"], "[content/mdx-code-removed]"), (["check", "--tokens", "set.tokens.json"], "[contrast/identical-pair-skipped]")] {
            let plain = try CLIRunner.run(arguments, in: folder, plain: true)
            let text = plain.stdout + plain.stderr
            #expect(!text.contains("note:") && !text.contains(note), "\(arguments): \(text)")
            #expect(text.contains("(1 note not shown; --verbose shows it)"), "\(arguments): \(text)")
            let verbose = try CLIRunner.run(arguments + ["--verbose"], in: folder, plain: true)
            #expect((verbose.stdout + verbose.stderr).contains(note), "\(arguments): \(verbose.stdout)")
            #expect(!(verbose.stdout + verbose.stderr).contains("not shown"))
            #expect(verbose.status == plain.status)
        }
    }

    /// check reads stylebook.yml's `contrast.levels` as build does: a level for a context the
    /// system lacks is an error at its line, and a raised level is applied.
    @Test func contrastLevelsFromStylebookYmlApplyToCheck() throws {
        let folder = try CLIRunner.scratchFolder([
            "Content/index.md": "# Home\n",
            "stylebook.yml": "name: Levels\ncontrast:\n  levels:\n    darkk: aaa\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = try CLIRunner.run(["check", "--system", "seed-values"], in: folder)
        #expect(unknown.status == 1)
        #expect((unknown.stdout + unknown.stderr).contains("stylebook.yml:4:5: error: `contrast.levels` sets a level for 'darkk'"), "\(unknown.stdout)\(unknown.stderr)")
        try Data("name: Levels\ncontrast:\n  levels:\n    dark: aaa\n".utf8).write(to: folder.appendingPathComponent("stylebook.yml"))
        let raised = try CLIRunner.run(["check", "--system", "seed-values", "--format", "json"], in: folder)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(raised.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["contrast"] as? [[String: Any]])
        #expect(rows.filter { $0["mode"] as? String == "dark" && $0["kind"] as? String == "text" }.allSatisfy { $0["requirement"] as? Double == 7 })
        #expect(rows.contains { $0["mode"] as? String == "light" && $0["kind"] as? String == "text" && $0["requirement"] as? Double == 4.5 })
    }

    /// The same system at AAA: every check that failed at AA still fails, some that passed now
    /// fail, and each uses AAA's own requirement (7:1 for text, where AA asks 4.5:1).
    @Test func aaaLevelIsStricter() throws {
        func checks(_ level: String) throws -> [String: [String: Any]] {
            let output = try StylebookProcess.run(["check", "--system", "seed-values", "--level", level, "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
            #expect(object["level"] as? String == level)
            let rows = try #require(object["contrast"] as? [[String: Any]])
            return Dictionary(rows.map { row in
                ("\(row["foreground"]!) on \(row["background"]!) in \(row["mode"]!) (\(row["kind"]!))", row)
            }, uniquingKeysWith: { first, _ in first })
        }
        let aa = try checks("aa"), aaa = try checks("aaa")
        #expect(Set(aa.keys) == Set(aaa.keys))
        let failed = { (rows: [String: [String: Any]]) in Set(rows.filter { $0.value["outcome"] as? String == "fail" }.keys) }
        #expect(!failed(aa).isEmpty && failed(aa).isSubset(of: failed(aaa)))
        #expect(failed(aaa).count > failed(aa).count)
        let text = aaa.values.filter { $0["kind"] as? String == "text" }
        #expect(!text.isEmpty)
        #expect(text.allSatisfy { $0["requirement"] as? Double == 7 })
        #expect(aa.values.filter { $0["kind"] as? String == "text" }.allSatisfy { $0["requirement"] as? Double == 4.5 })
    }

    @Test(arguments: [["check", "--format", "xml"], ["check", "--system", "nope"], ["check", "--level", "a"], ["check", "--nope"]])
    func misuseExitsTwo(arguments: [String]) throws {
        let output = try StylebookProcess.run(arguments)
        #expect(output.status == 2)
        #expect(output.stderr.contains("Error:"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: StylebookProcess.script)))
    func terminalGetsColourUnlessNoColorIsSet() throws {
        // NO_COLOR set but empty counts as unset (no-color.org).
        let coloured = try StylebookProcess.runInTerminal(["check", "--system", "seed-values"], environment: ["NO_COLOR": ""])
        #expect(coloured.stdout.contains("\u{1B}[1;31mFAIL\u{1B}[0m"))
        let plain = try StylebookProcess.runInTerminal(["check", "--system", "seed-values"], environment: ["NO_COLOR": "1"])
        #expect(plain.stdout.contains("FAIL"))
        #expect(!plain.stdout.contains("\u{1B}"))
    }
}
