import StylebookKit
@testable import SystemDiff
import Testing

@Suite("tokens: added, removed, renamed, retyped, deprecated; no noise")
struct TokenDiffTests {
    @Test func reorderingAndMovingDeclarationsToOtherFilesIsNoChange() {
        // Every token declared elsewhere (another file and line), in reverse order.
        let moved = DiffFixture.tokens.reversed().map { token in
            Token(path: token.path, value: token.value, description: token.description, deprecation: token.deprecation,
                  location: SourceLocation(path: "Sources/Tokens/Moved.swift", line: 99, column: 1))
        }
        let pairs = DiffFixture.pairs.map { pair in
            ContrastPairDeclaration(foreground: pair.foreground, background: pair.background, kind: pair.kind, file: "Pairs.swift", line: 7)
        }
        let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(Array(moved), pairs: pairs))
        #expect(!report.hasChanges, "\(DiffTextReport.render(report))")
        #expect(report.changeCount == 0)
    }

    @Test func aRenameInTheSameGroupWithTheSameValueIsARenameAndMovesNothing() {
        var head = DiffFixture.replacing("color.text.muted", with: .color("color.text.subtle", light: "{color.palette.gray.500}", dark: "#9198A1",
                                                                         role: .text, "Secondary text."))
        head = DiffFixture.replacing("color.border.default", with: .color("color.border.default", light: "{color.text.subtle}", dark: "#3D444D",
                                                                           role: .border, "Outlines."), in: head)
        var banner = DiffFixture.banner
        banner.anatomy.children[0].bindings = [.foreground("color.text.subtle")]
        let head_ = DiffFixture.system(head, pairs: [.text("color.text.subtle", on: "color.surface.default")], components: [banner])
        let report = DiffFixture.diff(DiffFixture.system(), head_)
        #expect(report.tokens.renamed == [DiffReport.Rename(from: "color.text.muted", to: "color.text.subtle", kind: "color")])
        #expect(report.tokens.added.isEmpty && report.tokens.removed.isEmpty)
        #expect(report.values.isEmpty, "the alias now naming the new path is not a change")
        #expect(report.contrast.isEmpty, "the pair is the same pair under its new name")
        #expect(report.components.parts.isEmpty)
    }

    @Test func aTokenMovedToAnotherGroupUnderItsNameIsARename() {
        let head = DiffFixture.replacing("spacing.md", with: .dimension("space.md", 16, "Default gap."))
        let report = DiffFixture.diff(DiffFixture.system(components: []), DiffFixture.system(head, components: []))
        #expect(report.tokens.renamed == [DiffReport.Rename(from: "spacing.md", to: "space.md", kind: "dimension")])
    }

    @Test func anotherNameWithAnotherValueOrPlaceIsARemovalAndAnAddition() {
        // Same group, another value.
        var head = DiffFixture.replacing("spacing.md", with: .dimension("spacing.lg", 24, "Large gap."))
        var report = DiffFixture.diff(DiffFixture.system(components: []), DiffFixture.system(head, components: []))
        #expect(report.tokens.renamed.isEmpty)
        #expect(report.tokens.removed.map(\.path) == ["spacing.md"])
        #expect(report.tokens.added.map(\.path) == ["spacing.lg"])
        #expect(report.tokens.added[0].values == [DiffReport.ModeValue(mode: nil, value: DiffReport.Value(declared: "24pt", resolved: nil))])
        // Same value, another group and another name.
        head = DiffFixture.replacing("spacing.md", with: .dimension("gap.default", 16, "Default gap."))
        report = DiffFixture.diff(DiffFixture.system(components: []), DiffFixture.system(head, components: []))
        #expect(report.tokens.renamed.isEmpty)
        #expect(report.tokens.removed.map(\.path) == ["spacing.md"] && report.tokens.added.map(\.path) == ["gap.default"])
    }

    @Test func anAddedColourListsItsValueInEveryMode() {
        let head = DiffFixture.tokens + [.color("color.text.link", light: "#0969DA", dark: "#4493F8", role: .text, "Links.")]
        let report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(head))
        #expect(report.tokens.added == [DiffReport.AddedToken(path: "color.text.link", kind: "color", values: [
            DiffReport.ModeValue(mode: "light", value: DiffReport.Value(declared: "#0969DA", resolved: "#0969DA")),
            DiffReport.ModeValue(mode: "dark", value: DiffReport.Value(declared: "#4493F8", resolved: "#4493F8")),
        ])])
    }

    @Test func aKindChangeIsATypeChange() {
        let head = DiffFixture.replacing("spacing.md", with: .opacity("spacing.md", 0.5, "Now an opacity."))
        let report = DiffFixture.diff(DiffFixture.system(components: []), DiffFixture.system(head, components: []))
        #expect(report.tokens.typeChanged == [DiffReport.TypeChange(path: "spacing.md", from: "dimension", to: "opacity")])
        #expect(report.values.isEmpty && report.tokens.added.isEmpty && report.tokens.removed.isEmpty)
    }

    @Test func newDeprecationsAndRemovalsSayWhetherTheTokenWasDeprecatedFirst() {
        let deprecated = DiffFixture.replacing("color.border.default", with: .color("color.border.default", light: "{color.text.muted}", dark: "#3D444D",
                                                                                     role: .border, "Outlines.",
                                                                                     deprecated: .init(nil, replacedBy: "color.text.muted", removedIn: "3.0")))
        var report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(deprecated))
        #expect(report.tokens.deprecated == [DiffReport.NewDeprecation(path: "color.border.default", message: "Use color.text.muted instead.",
                                                                        replacedBy: "color.text.muted", removedIn: "3.0")])
        #expect(report.changeCount == 1)
        #expect(DiffTextReport.render(report).contains("  deprecated  color.border.default: Use color.text.muted instead. Removal planned in 3.0."))

        let gone = deprecated.filter { $0.path != "color.border.default" }
        report = DiffFixture.diff(DiffFixture.system(deprecated), DiffFixture.system(gone))
        #expect(report.tokens.removed == [DiffReport.RemovedToken(path: "color.border.default", kind: "color",
                                                                   deprecation: "Use color.text.muted instead.", removedIn: "3.0")])
        report = DiffFixture.diff(DiffFixture.system(), DiffFixture.system(gone))
        #expect(report.tokens.removed.map(\.deprecation) == [nil])
        #expect(DiffTextReport.render(report).contains("color.border.default (color), without being deprecated first"))
    }

    @Test func modesOnlyOneSideHasAreListedAndTheOthersCompared() {
        let head = DiffFixture.system(axes: [.appearance, .contrast])
        let report = DiffFixture.diff(DiffFixture.system(), head)
        #expect(report.modes.added == ["light+increased", "dark+increased"])
        #expect(report.modes.removed.isEmpty)
        #expect(report.values.isEmpty && report.tokens == DiffReport.TokenChanges())
    }
}
