import StylebookKit
@testable import SystemDiff
import Testing

@Suite("contrast and components: what the audit of each side measured, compared")
struct ContrastDiffTests {
    /// gray.500 lightened: text.muted on the page drops below 4.5:1 in light only.
    static let lighter = DiffFixture.replacing("color.palette.gray.500", with: .color("color.palette.gray.500", "#8C959F", role: .palette, "Mid gray."))

    @Test func aPairThatNowFailsComesFirstWithBeforeAfterAndWhatMovedIt() throws {
        let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(Self.lighter))
        let first = try #require(report.contrast.first)
        #expect(first.status == .newFailure)
        #expect((first.foreground, first.background, first.mode) == ("color.text.muted", "color.surface.default", "light"))
        #expect(first.before?.outcome == "pass" && first.after?.outcome == "fail")
        #expect(first.before?.display == "4.54:1" && first.after?.display == "3.03:1")
        #expect(first.after?.requirement == "AA text 4.5:1")
        #expect(first.causes == ["color.palette.gray.500"])
        #expect(first.components == ["banner"])
        #expect(report.contrast.allSatisfy { $0.mode == "light" }, "dark values did not change")
        #expect(report.newFailures.count == 1)
        #expect(DiffFailurePolicy.newFailures.fails(report) && DiffFailurePolicy.anyChange.fails(report))
        #expect(!DiffFailurePolicy.none.fails(report))
    }

    /// Each side's stylebook.yml levels apply to it: raising light to AAA makes the 4.54:1 pair a
    /// new failure with no token changed.
    @Test func aLevelRaisedInHeadsConfigurationIsANewFailure() throws {
        let system = DiffFixture.system()
        let raised = DiffSide(label: "head", system: system, contrastLevels: [.init(ModeSelector(parsing: "light"), .aaa)])
        let report = SystemDiff(base: DiffSide(label: "base", system: system), head: raised).run()
        #expect(report.values.isEmpty)
        let failing = report.contrast.filter { $0.status == .newFailure }
        #expect(failing.map(\.mode) == ["light"])
        #expect(failing.first?.after?.requirement == "AAA text 7:1")
        #expect(failing.first?.before?.display == "4.54:1" && failing.first?.after?.display == "4.54:1")
    }

    @Test func theReverseChangeIsAFixAndFailsNothing() {
        let report = DiffFixture.diff(DiffFixture.system(Self.lighter), DiffFixture.system())
        #expect(report.contrast.contains { $0.status == .fixed && $0.foreground == "color.text.muted" })
        #expect(report.newFailures.isEmpty)
        #expect(!DiffFailurePolicy.newFailures.fails(report))
        #expect(DiffFailurePolicy.anyChange.fails(report))
    }

    @Test func aNewPairThatFailsIsANewFailure() {
        let head = DiffFixture.tokens + [.color("color.text.faint", "#AAAAAA", role: .text, "Too light.")]
        let pairs = DiffFixture.pairs + [.text("color.text.faint", on: "color.surface.default")]
        let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(head, pairs: pairs))
        let faint = report.contrast.filter { $0.foreground == "color.text.faint" && $0.background == "color.surface.default" }
        #expect(faint.map(\.status) == [.newFailure, .added], "fails in light; in dark it passes and is a new pair")
        #expect(faint.map(\.mode) == ["light", "dark"])
        #expect(report.contrast.contains { $0.foreground == "color.text.faint" && $0.mode == "dark" && $0.status == .added })
        #expect(faint.first?.before == nil)
    }

    @Test func aComponentPartWhoseColourMovedIsListedPerMode() throws {
        let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(Self.lighter))
        let part = try #require(report.components.parts.first)
        #expect(report.components.parts.count == 1)
        #expect((part.component, part.part, part.property) == ("banner", "message", "foreground"))
        #expect(part.states == ["default"] && part.variants.isEmpty)
        #expect(part.changes == [DiffReport.BindingChange(mode: "light", before: DiffReport.Bound(token: "color.text.muted", value: "#6E7781"),
                                                          after: DiffReport.Bound(token: "color.text.muted", value: "#8C959F"))])
    }

    @Test func rebindingAPartToAnotherTokenIsAChangeEvenAtTheSameValue() {
        var banner = DiffFixture.banner
        banner.anatomy.bindings = [.background("color.palette.white"), .padding("spacing.md")]
        let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(components: [banner]))
        let background = report.components.parts.filter { $0.property == "background" }
        #expect(background.count == 1)
        #expect(background.first?.changes.map(\.mode) == ["light", "dark"])
        #expect(background.first?.changes.first?.after == DiffReport.Bound(token: "color.palette.white", value: "#FFFFFF"))
    }

    @Test func componentsAddedAndRemovedAreNamed() {
        var other = DiffFixture.banner
        other.id = "toast"
        let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(components: [other]))
        #expect(report.components.added == ["toast"] && report.components.removed == ["banner"])
    }
}
