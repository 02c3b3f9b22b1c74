import Testing
import StylebookKit
@testable import Audit

/// The contrast page's rows: one per distinct pair, mode and minimum, naming every use.
@Suite struct ContrastRowTests {
    private typealias Fixture = ComponentPairSourceTests

    /// Two parts bind the same text colour to the same fill, in two variants and two states:
    /// one pair per binding line, one row per mode, and each row lists both parts.
    private static let system = Fixture.system([Fixture.spec(
        .container("box", "Box.", [.background("color.fill.danger")], children: [
            .text("title", "Title.", sample: "Hi", [.foreground("color.text.on-danger")]),
            .text("message", "Message.", sample: "Hello", [.foreground("color.text.on-danger")]),
        ]),
        variants: [ComponentVariant("danger", name: "Danger", "Bad."), ComponentVariant("quiet", name: "Quiet", "Calm.")],
        states: [.default, .loading])])

    @Test func sharedBindingsAreOnePairListingEveryVariantAndState() {
        let pairs = ComponentPairSource().pairs(in: Self.system)
        #expect(pairs.count == 2) // one per binding line
        for pair in pairs {
            #expect(pair.uses.count == 4)
            #expect(Set(pair.uses.map(\.variant)) == ["danger", "quiet"])
            #expect(Set(pair.uses.map(\.state)) == [.default, .loading])
        }
        #expect(Set(pairs.flatMap(\.uses).map(\.part)) == ["title", "message"])
    }

    @Test func rowsAreUniquePerPairModeAndMinimumAndKeepEveryUse() {
        let checks = ContrastAudit(system: Self.system, sources: [.components]).run().checks
        #expect(checks.count == 4)
        let rows = ContrastRow.rows(checks)
        #expect(rows.map { "\($0.foreground) on \($0.background) \($0.mode.name) \($0.minimumDisplay)" } == [
            "color.text.on-danger on color.fill.danger light 4.5:1",
            "color.text.on-danger on color.fill.danger dark 4.5:1",
        ])
        for row in rows {
            #expect(Set(row.checks.flatMap(\.pair.uses).map(\.part)) == ["title", "message"])
            #expect(row.kinds == [.text])
        }
    }

    @Test func aFailingUseDecidesTheRowsResult() {
        let system = Fixture.system([Fixture.spec(.container("box", "Box.", [.background("color.surface.page")], children: [
            .text("faint", "Faint.", sample: "Hi", [.foreground("color.text.faint")]),
            .text("disabled", "Disabled.", sample: "Hi", [.foreground("color.text.faint", exempt: .disabled("inactive"))]),
        ]))])
        let rows = ContrastRow.rows(ContrastAudit(system: system, sources: [.components]).run().checks)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.outcome == .fail && $0.checks.count == 2 })
    }

    @Test func theGridHasATextColourPerRowAndASurfacePerColumn() {
        let grid = ContrastGrid.textOnSurfaces(AuditFixture.system, policy: .standard, mode: AuditFixture.system.mode(.light))
        #expect(grid.foregrounds == ["color.text.body", "color.text.faint"])
        #expect(grid.columns.map { [$0.background.dotted, $0.over?.dotted ?? ""] } == [
            ["color.surface.page", ""], ["color.surface.tint", "color.surface.page"],
        ])
        #expect(grid.cells.count == 2 && grid.cells.allSatisfy { $0.count == 2 })
    }
}
