import Foundation
import Testing

/// `stylebook check --tokens` on the convention fixtures, through the built binary.
struct TokenCheckCommandTests {
    static let folder = "Tests/TokenSetsTests/Fixtures/conventions/"

    @Test func anAuditThatCheckedNothingExitsOneAndSaysWhy() throws {
        let output = try StylebookProcess.run(["check", "--tokens", Self.folder + "palette.tokens.json"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("palette.tokens.json:1:1: error: nothing was checked: no text or icon colours recognised among 2 colours"))
        #expect(output.stdout.contains("  colours  default (AA): 2 palette"))
        #expect(output.stdout.contains("0 checks: 0 passed, 0 failed, 0 skipped; 1 error"))
        let allowed = try StylebookProcess.run(["check", "--tokens", Self.folder + "palette.tokens.json", "--allow-empty"])
        #expect(allowed.status == 0)
        #expect(allowed.stdout.contains("warning: nothing was checked"))
    }

    @Test func unknownNamesInThePairsFileAreErrorsAtTheirLines() throws {
        let output = try StylebookProcess.run(["check", "--tokens", Self.folder + "sds.resolver.json", "--pairs", Self.folder + "sds-typo.yml"])
        #expect(output.status == 1)
        #expect(output.stdout.contains(Self.folder + "sds-typo.yml:2:5: error: Contrast pair color.text.default on color.background.dafault cannot be checked"))
        #expect(output.stdout.contains("hint: Did you mean `color.background.default`?"))
        #expect(output.stdout.contains(Self.folder + "sds-typo.yml:5:3: error: roles: 'color.accent.*' matches no colour token"))
        #expect(output.stdout.contains(Self.folder + "sds-typo.yml:7:5: error: exclude: 'color.text.nowhere' matches no colour token"))
    }

    @Test func aDarkOnlyFailureNamesTheDarkFileAndEveryRowNamesItsRule() throws {
        let output = try StylebookProcess.run(["check", "--tokens", Self.folder + "sds.resolver.json"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("FAIL    3.61:1   4.5:1  dark   #757575  #1E1E1E  color.text.default.tertiary on color.background.default {default surface}"))
        #expect(output.stdout.contains(Self.folder + "sds/theme-dark.tokens.json:24:21: error: color.text.default.tertiary on color.background.default (dark, text): 3.61:1"))
        #expect(output.stdout.contains("10 checks: 9 passed, 1 failed, 0 skipped; 1 error, 2 warnings"))
    }

    @Test func highContrastContextsAreCheckedAtAAAUnlessToldOtherwise() throws {
        let strict = try StylebookProcess.run(["check", "--tokens", Self.folder + "primer.resolver.json"])
        #expect(strict.stdout.contains("FAIL    6.11:1   7:1    light-hc  #59636E  #FFFFFF  fgColor.muted on bgColor.default {default surface}"))
        #expect(strict.stdout.contains("  colours  light-hc (AAA): 4 text, 4 surface, 1 border, 6 palette"))
        let relaxed = try StylebookProcess.run(["check", "--tokens", Self.folder + "primer.resolver.json", "--high-contrast-level", "aa"])
        #expect(relaxed.stdout.contains("pass    6.11:1   4.5:1  light-hc  #59636E  #FFFFFF  fgColor.muted on bgColor.default {default surface}"))
    }

    @Test func maxFailuresStopsAfterThatMany() throws {
        let output = try StylebookProcess.run(["check", "--tokens", Self.folder + "primer.resolver.json", "--max-failures", "2"])
        #expect(output.status == 1)
        #expect(output.stdout.components(separatedBy: "\nFAIL ").count - 1 == 2)
        #expect(output.stdout.contains("not run (stopped at --max-failures)"))
    }

    /// Streamed text and the JSON report agree on what was checked.
    @Test func jsonReportCarriesContextsRulesAndTheInventory() throws {
        let output = try StylebookProcess.run(["check", "--tokens", Self.folder + "primer.resolver.json", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let contrast = try #require(object["contrast"] as? [[String: Any]])
        #expect(contrast.count == 18)
        #expect(Set(contrast.compactMap { $0["mode"] as? String }) == ["light", "light-hc", "dark"])
        #expect(contrast.contains { $0["rule"] as? String == "tint" && $0["over"] as? String == "bgColor.default" })
        let recognised = try #require(object["recognised"] as? [String: Any])
        #expect((recognised["contexts"] as? [Any])?.count == 3)
        #expect((recognised["skipped"] as? [String])?.first?.hasPrefix("modifier 'size'") == true)
    }

    @Test(arguments: [["check", "--pairs", "p.yml"], ["check", "--tokens", "x.json", "--max-failures", "0"],
                      ["check", "--tokens", "x.json", "--matrix", "sometimes"]])
    func tokenOptionsWithoutTokensOrWithBadValuesAreMisuse(arguments: [String]) throws {
        let output = try StylebookProcess.run(arguments)
        #expect(output.status == 2)
    }
}
