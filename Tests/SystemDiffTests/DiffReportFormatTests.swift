import Foundation
import StylebookKit
@testable import SystemDiff
import Testing

@Suite("the text, Markdown and JSON reports")
struct DiffReportFormatTests {
    static let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(ContrastDiffTests.lighter))

    @Test func textLeadsWithTheSummaryAndTheNewFailure() {
        let lines = DiffTextReport.render(Self.report).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Fixture: base → head")
        #expect(lines[1] == "1 pair newly fails contrast · 1 value changed, moving 2 tokens · 1 component part changed")
        #expect(lines[3] == "Newly failing contrast (1)")
        #expect(lines[4].hasPrefix("  new failure      color.text.muted on color.surface.default [light]: 4.54:1 pass → 3.03:1 fail, needs AA text 4.5:1"))
        #expect(lines.contains("    light, dark: #6E7781 → #8C959F"), "modes with the same change print once")
        #expect(lines.contains("      color.text.muted (light)"))
    }

    @Test func textOnATerminalPutsASwatchBeforeEachColour() {
        let text = DiffTextReport.render(Self.report, useColor: true)
        #expect(text.contains("\u{1B}[38;2;140;149;159m██\u{1B}[0m #8C959F"))
        #expect(!DiffTextReport.render(Self.report).contains("\u{1B}"))
    }

    @Test func markdownStartsWithTheMarkerAndSummaryAndShowsColoursInBackticks() {
        let markdown = DiffMarkdownReport.render(Self.report)
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == DiffMarkdownReport.marker)
        #expect(lines[1] == "### Design system: Fixture")
        #expect(lines[3] == "**:x: 1 pair newly fails contrast.** 1 value changed, moving 2 tokens · 1 component part changed.")
        #expect(markdown.contains("| `color.palette.gray.500` | light, dark | `#6E7781` | `#8C959F` | 2 |"))
        #expect(markdown.contains("| `color.text.muted` on `color.surface.default` | light | 4.54:1 pass<br>`#6E7781` on `#FFFFFF` | **3.03:1** fail<br>`#8C959F` on `#FFFFFF` | AA text 4.5:1 | `color.palette.gray.500` |"))
        #expect(!markdown.contains(DiffMarkdownReport.noChangesMarker))
    }

    @Test func markdownShowsPairsStillFailingAtAnotherRatioOutsideTheFold() throws {
        let paler = DiffFixture.replacing("color.palette.gray.500", with: .color("color.palette.gray.500", "#A0A7B0", role: .palette, "Mid gray."))
        let markdown = DiffMarkdownReport.render(DiffFixture.diff(DiffFixture.system(ContrastDiffTests.lighter), DiffFixture.system(paler)))
        let section = try #require(markdown.range(of: "#### Still failing, at another ratio"))
        #expect(markdown[section.upperBound...].contains("| `color.text.muted` on `color.surface.default` | light | **3.03:1** fail"))
        let before = String(markdown[..<section.lowerBound])
        #expect(before.components(separatedBy: "<details>").count == before.components(separatedBy: "</details>").count, "not folded")
    }

    @Test func markdownWithoutChangesSaysSoUnderASecondMarker() {
        let markdown = DiffMarkdownReport.render(DiffFixture.diff(DiffFixture.system(), DiffFixture.system()))
        #expect(markdown.hasPrefix(DiffMarkdownReport.marker + "\n" + DiffMarkdownReport.noChangesMarker + "\n"))
        #expect(markdown.contains("No changes to tokens, values, contrast or components."))
    }

    @Test func longTablesStopAtTheRowLimitAndSayHowManyMore() {
        let many = DiffFixture.tokens + (1...5).map { Token.color(TokenPath("color.extra.\($0)"), ColorValue(parsing: "#00000\($0)"), role: .palette, "Extra.") }
        let markdown = DiffMarkdownReport.render(DiffFixture.diff(DiffFixture.system(), DiffFixture.system(many)), rowLimit: 3)
        #expect(markdown.contains("… and 2 more rows"))
        #expect(markdown.contains("color.extra.3") && !markdown.contains("color.extra.4"))
    }

    @Test func jsonDecodesToTheSameReportAndIsByteIdenticalForTheSameInput() throws {
        let json = DiffJSONReport.render(Self.report)
        let decoded = try JSONDecoder().decode(DiffReport.self, from: Data(json.utf8))
        #expect(decoded == Self.report)
        let again = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(ContrastDiffTests.lighter))
        #expect(DiffJSONReport.render(again) == json)
        #expect(json.contains("\"status\" : \"new-failure\""))
    }
}
