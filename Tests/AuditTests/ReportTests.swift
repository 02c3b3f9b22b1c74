import Foundation
import GeneratorSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import StylebookKit
@testable import Audit

struct ReportTests {
    static let report = CheckReport(
        systemName: AuditFixture.system.name, level: .aa, audit: ContrastAudit(system: AuditFixture.system).run(),
        otherDiagnostics: [Diagnostic(.tokensMalformedHex, "Colour `x` is not hex: 'zz'", at: SourceLocation(path: Golden.packageRoot + "/Sources/X.swift", line: 3, column: 5), hint: "Use #RRGGBB.")]
    ).relativized(to: Golden.packageRoot)

    @Test func pathsAreRelativeToThePackage() {
        #expect(Self.report.diagnostics.allSatisfy { $0.location?.path.hasPrefix("/") == false })
        #expect(Self.report.audit.checks.allSatisfy { $0.location.path == "Tests/AuditTests/AuditFixture.swift" })
        #expect(Self.report.exitCode == 1)
    }

    @Test func textWithoutColourHasNoEscapes() throws {
        let text = ReportFormat.text.render(Self.report, useColor: false)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("FAIL    4.47:1   4.5:1  light  #777777  #FFFFFF  color.text.faint on color.surface.page"))
        try Golden.check(text, against: "report.txt")
    }

    @Test func textWithColourMarksResultsAndKeepsTheWords() {
        let text = ReportFormat.text.render(Self.report, useColor: true)
        #expect(text.contains("\u{1B}[1;31mFAIL\u{1B}[0m"))
        #expect(text.contains("\u{1B}[32mpass\u{1B}[0m"))
        #expect(text.contains("\u{1B}[33mskip\u{1B}[0m"))
        // Stripping the escapes gives back the plain report.
        let stripped = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == ReportFormat.text.render(Self.report, useColor: false))
    }

    @Test func jsonParsesAndCarriesUnroundedRatios() throws {
        let text = ReportFormat.json.render(Self.report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let contrast = try #require(object["contrast"] as? [[String: Any]])
        #expect(contrast.count == Self.report.audit.checks.count)
        let faint = try #require(contrast.first { $0["foreground"] as? String == "color.text.faint" && $0["mode"] as? String == "light" && $0["over"] == nil })
        #expect(abs((faint["ratio"] as? Double ?? 0) - 4.4780894536) < 1e-9)
        #expect(faint["outcome"] as? String == "fail")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["failed"] == Self.report.failedCount)
        try Golden.check(text, against: "report.json")
    }

    @Test func junitParsesAsXMLWithOneCasePerPairAndMode() throws {
        let text = ReportFormat.junit.render(Self.report)
        let document = try XMLDocument(xmlString: text)
        let suites = try document.nodes(forXPath: "/testsuites/testsuite")
        #expect(suites.count == 2)
        let cases = try document.nodes(forXPath: "/testsuites/testsuite[@name='contrast']/testcase")
        #expect(cases.count == Self.report.audit.checks.count)
        let failures = try document.nodes(forXPath: "//testsuite[@name='contrast']/testcase/failure")
        #expect(failures.count == Self.report.failedCount)
        let skipped = try document.nodes(forXPath: "//testcase/skipped")
        #expect(skipped.count == Self.report.skippedCount)
        let root = try #require(document.rootElement())
        #expect(root.attribute(forName: "failures")?.stringValue == "\(Self.report.failedCount + 2)") // + unknown token + malformed hex
        try Golden.check(text, against: "report.junit.xml")
    }

    /// No SARIF schema is available offline; this checks the parts of SARIF 2.1.0 that
    /// code-scanning consumers require.
    @Test func sarifHasTheRequiredStructure() throws {
        let text = ReportFormat.sarif.render(Self.report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "stylebook")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == ruleIDs.sorted() && Set(ruleIDs).count == ruleIDs.count)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == Self.report.diagnostics.count)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect((artifact["uri"] as? String)?.hasPrefix("/") == false)
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
        }
        try Golden.check(text, against: "report.sarif.json")
    }

    @Test func githubAnnotationsPointAtTheDeclaration() throws {
        let text = ReportFormat.github.render(Self.report)
        let lines = text.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == Self.report.diagnostics.errorCount)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == Self.report.diagnostics.warningCount)
        #expect(errors.contains { $0.hasPrefix("::error file=Tests/AuditTests/AuditFixture.swift,line=") && $0.contains(",title=contrast/text-below-aa::color.text.faint on color.surface.page (light, text): 4.47:1") })
        #expect(lines.allSatisfy { !$0.contains("\r") })
        try Golden.check(text, against: "report.github.txt")
    }

    @Test func githubEscapesDataAndProperties() {
        let diagnostic = Diagnostic(.tokensMalformedHex, "50% done\nnext", at: SourceLocation(path: "dir,x/a:b.swift", line: 2, column: 1))
        #expect(GitHubReport.command(diagnostic) == "::error file=dir%2Cx/a%3Ab.swift,line=2,col=1,title=tokens/malformed-hex::50%25 done%0Anext")
    }
}
