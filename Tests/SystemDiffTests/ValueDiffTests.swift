import StylebookKit
@testable import SystemDiff
import Testing

@Suite("values: own changes per mode, alias moves attributed to the alias")
struct ValueDiffTests {
    @Test func aPrimitiveChangeIsItsOwnAndListsEveryTokenItMovesThroughAliases() {
        let head = DiffFixture.replacing("color.palette.gray.500", with: .color("color.palette.gray.500", "#8C959F", role: .palette, "Mid gray."))
        let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(head))
        #expect(report.values.map(\.path) == ["color.palette.gray.500"])
        let change = report.values[0]
        // One value for every mode: a change in each.
        #expect(change.changes.map(\.mode) == ["light", "dark"])
        #expect(change.changes[0].before == DiffReport.Value(declared: "#6E7781", resolved: "#6E7781"))
        #expect(change.changes[0].after == DiffReport.Value(declared: "#8C959F", resolved: "#8C959F"))
        // text.muted reaches it directly, border.default through text.muted; both only in light,
        // where they alias it (their dark values are literals).
        #expect(change.moves == [DiffReport.Moved(path: "color.border.default", modes: ["light"]),
                                 DiffReport.Moved(path: "color.text.muted", modes: ["light"])])
        #expect(report.tokens == DiffReport.TokenChanges())
    }

    @Test func repointingAnAliasIsTheAliasOwnChangeAndMovesWhatReachesIt() {
        let head = DiffFixture.replacing("color.text.muted", with: .color("color.text.muted", light: "{color.palette.gray.900}", dark: "#9198A1",
                                                                         role: .text, "Secondary text."))
        let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(head))
        #expect(report.values.map(\.path) == ["color.text.muted"])
        let change = report.values[0]
        #expect(change.changes.count == 1)
        #expect(change.changes[0].mode == "light")
        #expect(change.changes[0].before == DiffReport.Value(declared: "{color.palette.gray.500}", resolved: "#6E7781"))
        #expect(change.changes[0].after == DiffReport.Value(declared: "{color.palette.gray.900}", resolved: "#1F2328"))
        #expect(change.moves == [DiffReport.Moved(path: "color.border.default", modes: ["light"])])
    }

    @Test func aChangeInOneModeOnlyIsReportedInThatMode() {
        let head = DiffFixture.replacing("color.text.muted", with: .color("color.text.muted", light: "{color.palette.gray.500}", dark: "#A0A7B0",
                                                                         role: .text, "Secondary text."))
        let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(head))
        #expect(report.values.map(\.path) == ["color.text.muted"])
        #expect(report.values[0].changes.map(\.mode) == ["dark"])
        #expect(report.values[0].moves.isEmpty, "border.default is a literal in dark")
    }

    @Test func aDimensionChangeHasNoMode() {
        let head = DiffFixture.replacing("spacing.md", with: .dimension("spacing.md", 12, "Default gap."))
        let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(head))
        #expect(report.values == [DiffReport.ValueChange(path: "spacing.md", kind: "dimension", changes: [
            DiffReport.ModeChange(mode: nil, before: DiffReport.Value(declared: "16pt", resolved: nil),
                                  after: DiffReport.Value(declared: "12pt", resolved: nil)),
        ], moves: [])])
    }

    @Test func declaringTheSameValuesWithOtherSelectorsIsNoChange() {
        // Two entries that agree are the same colour in every mode as one entry for every mode.
        let base = DiffFixture.replacing("color.palette.white", with: .color("color.palette.white", light: "#FFFFFF", dark: "#FFFFFF",
                                                                            role: .palette, "White."))
        let report = DiffFixture.diff(DiffFixture.system(base), DiffFixture.system())
        #expect(!report.hasChanges)
    }
}
