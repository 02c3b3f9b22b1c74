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

    @Test func aaaLevelIsStricter() throws {
        let output = try StylebookProcess.run(["check", "--level", "aaa", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["level"] as? String == "aaa")
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
