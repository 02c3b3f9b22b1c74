import Testing
@testable import Audit
import StylebookKit

/// `fix contrast`'s search, on small systems of our own: each test names the behaviour the
/// issue asks for and checks it on the audit's own verdicts after the repair.
@Suite("Contrast repair")
struct ContrastRepairTests {
    private func repair(_ system: DesignSystem, policy: ContrastPolicy = .standard) -> ContrastRepair.Outcome {
        ContrastRepair(audit: ContrastAudit(system: system, policy: policy, sources: [.declared])).run()
    }

    private func repaired(_ outcome: ContrastRepair.Outcome, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ([ContrastRepair.Change], AuditResult)? {
        guard case .repaired(let changes, let after) = outcome else {
            Issue.record("expected a repair, got \(outcome)", sourceLocation: sourceLocation)
            return nil
        }
        return (changes, after)
    }

    @Test func aSharedPrimitiveIsFixedThroughItsAliasWhenEveryRoleStillPasses() throws {
        let system = DesignSystem(name: "t", tokens: [
            .color("color.palette.white", "#FFFFFF", role: .palette, "White."),
            .color("color.palette.gray.500", "#8A8A8A", role: .palette, "Mid grey."),
            .color("color.surface.page", "{color.palette.white}", role: .surface, "Page."),
            .color("color.text.secondary", "{color.palette.gray.500}", role: .text, "Secondary text."),
            .color("color.icon.muted", "{color.palette.gray.500}", role: .text, "Muted icons."),
        ], pairs: [
            .text("color.text.secondary", on: "color.surface.page"),
            .nonText("color.icon.muted", on: "color.surface.page"),
        ])
        let (changes, after) = try #require(repaired(repair(system)))
        #expect(changes.map(\.token) == ["color.palette.gray.500"])
        #expect(changes.first?.split == false)
        #expect(changes.first?.fixes == ["color.text.secondary on color.surface.page (light)", "color.text.secondary on color.surface.page (dark)"].sorted())
        #expect(after.checks.allSatisfy { $0.outcome == .pass })
        // The smallest step that passes: just past 4.5:1, hue and chroma kept (a grey stays grey).
        let new = try #require(changes.first?.new)
        let ratio = ContrastRatio(new, SRGBColor(hex: "#FFFFFF")!)
        #expect(ratio.meets(4.5) && !ratio.meets(4.7))
        #expect(new.red == new.green && new.green == new.blue)
    }

    @Test func anAliasIsSplitWhenNoSharedValueServesEveryRole() throws {
        // #AAAAAA is text on white (2.3:1, fails) and on #333333 (5.4:1): darkening it enough
        // for white breaks the dark panel, so the failing role gets its own colour.
        let system = DesignSystem(name: "t", tokens: [
            .color("color.palette.gray", "#AAAAAA", role: .palette, "Grey."),
            .color("color.surface.light", "#FFFFFF", role: .surface, "Light panel."),
            .color("color.surface.dark", "#333333", role: .surface, "Dark panel."),
            .color("color.text.on-light", "{color.palette.gray}", role: .text, "Text on the light panel."),
            .color("color.text.on-dark", "{color.palette.gray}", role: .text, "Text on the dark panel."),
        ], pairs: [
            .text("color.text.on-light", on: "color.surface.light"),
            .text("color.text.on-dark", on: "color.surface.dark"),
        ])
        let (changes, after) = try #require(repaired(repair(system)))
        #expect(changes.map(\.token) == ["color.text.on-light"])
        #expect(changes.first?.split == true)
        #expect(changes.first?.old == .alias("color.palette.gray"))
        #expect(after.checks.allSatisfy { $0.outcome == .pass })
    }

    @Test func aRampKeepsItsOrder() throws {
        // blue.600 would have to pass blue.700 to reach 4.5:1; the ramp holds, so the text role
        // that uses it gets its own colour instead.
        let system = DesignSystem(name: "t", tokens: [
            .color("color.palette.blue.600", "#60A5FA", role: .palette, "Light blue."),
            .color("color.palette.blue.700", "#3B82F6", role: .palette, "Blue."),
            .color("color.surface.page", "#FFFFFF", role: .surface, "Page."),
            .color("color.text.link", "{color.palette.blue.600}", role: .text, "Links."),
        ], pairs: [.text("color.text.link", on: "color.surface.page")])
        let (changes, _) = try #require(repaired(repair(system)))
        #expect(!changes.contains { $0.token == "color.palette.blue.600" || $0.token == "color.palette.blue.700" })
        #expect(changes.map(\.token) == ["color.text.link"])
        let link = try #require(changes.first?.new)
        #expect(ContrastRatio(link, SRGBColor(hex: "#FFFFFF")!).meets(4.5))
    }

    @Test func aConflictIsReportedAndNothingChanges() throws {
        // At AAA, one mid grey cannot reach 7:1 on white and on black.
        let system = DesignSystem(name: "t", tokens: [
            .color("color.surface.light", "#FFFFFF", role: .surface, "Light."),
            .color("color.surface.dark", "#000000", role: .surface, "Dark."),
            .color("color.text.both", "#777777", role: .text, "Text on both."),
        ], pairs: [
            .text("color.text.both", on: "color.surface.light"),
            .text("color.text.both", on: "color.surface.dark"),
        ])
        guard case .conflict(let check, _, let constraints) = repair(system, policy: ContrastPolicy(level: .aaa)) else {
            Issue.record("expected a conflict")
            return
        }
        #expect(check.declaration.foreground == "color.text.both")
        #expect(constraints.contains { $0.contains("color.surface.dark") } && constraints.contains { $0.contains("color.surface.light") })
    }

    @Test func aStricterLevelIsHeldTo7To1() throws {
        let system = DesignSystem(name: "t", tokens: [
            .color("color.surface.page", "#FFFFFF", role: .surface, "Page."),
            .color("color.text.body", "#666666", role: .text, "Body."),
        ], pairs: [.text("color.text.body", on: "color.surface.page")])
        let (changes, after) = try #require(repaired(repair(system, policy: ContrastPolicy(level: .aaa))))
        let body = try #require(changes.first?.new)
        #expect(ContrastRatio(body, SRGBColor(hex: "#FFFFFF")!).meets(7))
        #expect(after.checks.allSatisfy { $0.outcome == .pass })
    }

    @Test func aSaturatedColourStaysInGamutWithItsHue() throws {
        let system = DesignSystem(name: "t", tokens: [
            .color("color.surface.page", "#000000", role: .surface, "Page."),
            .color("color.text.alert", "#0000FF", role: .text, "Pure blue: 2.4:1 on black."),
        ], pairs: [.text("color.text.alert", on: "color.surface.page")])
        let (changes, _) = try #require(repaired(repair(system)))
        let alert = try #require(changes.first?.new)
        #expect(ContrastRatio(alert, SRGBColor(hex: "#000000")!).meets(4.5))
        for channel in [alert.red, alert.green, alert.blue] { #expect((0...1).contains(channel)) }
        let hue = OKLCH(alert).hue, original = OKLCH(SRGBColor(hex: "#0000FF")!).hue
        #expect(abs(hue - original) < 8)
    }

    @Test func theSameInputGivesTheSamePatchAndPassingChecksStayPassing() throws {
        let system = DesignSystem(name: "t", tokens: [
            .color("color.surface.page", light: "#FFFFFF", dark: "#111111", role: .surface, "Page."),
            .color("color.text.body", light: "#222222", dark: "#EEEEEE", role: .text, "Passes in both."),
            .color("color.text.faint", light: "#AAAAAA", dark: "#555555", role: .text, "Fails in both."),
        ], pairs: [
            .text("color.text.body", on: "color.surface.page"),
            .text("color.text.faint", on: "color.surface.page"),
        ])
        let (first, after) = try #require(repaired(repair(system)))
        let (second, _) = try #require(repaired(repair(system)))
        #expect(first == second)
        #expect(Set(first.map(\.selector)) == ["light", "dark"])
        #expect(first.allSatisfy { $0.token == "color.text.faint" })
        #expect(after.checks.allSatisfy { $0.outcome == .pass })
    }

    /// One grey for muted text in light and dark, at AAA: on white it must be #595959 or
    /// darker, on black #959595 or lighter, and neither surface can move further. Where the
    /// declaration can hold a value for dark alone, dark gets its own; where it cannot, the
    /// checks conflict.
    static let sharedAcrossModes = DesignSystem(name: "t", tokens: [
        .color("color.gray.500", "#777777", role: .palette, "Grey."),
        .color("color.surface.page", light: "#FFFFFF", dark: "#000000", role: .surface, "Page."),
        .color("color.text.muted", "{color.gray.500}", role: .text, "Muted text."),
    ], pairs: [.text("color.text.muted", on: "color.surface.page")])

    @Test func aRoleGetsItsOwnValueInOneModeWhereItsDeclarationAllows() throws {
        let audit = ContrastAudit(system: Self.sharedAcrossModes, policy: ContrastPolicy(level: .aaa), sources: [.declared])
        let (changes, after) = try #require(repaired(ContrastRepair(audit: audit, canSplitMode: { path, _ in path == "color.text.muted" }).run()))
        #expect(after.checks.allSatisfy { $0.outcome == .pass })
        let own = try #require(changes.first { $0.token == "color.text.muted" })
        #expect(own.addedSelector == "dark" && own.modes == ["dark"] && own.split)
        #expect(own.oldColor.hex == "#777777")
        // Light moves the shared grey, which dark no longer reads.
        #expect(changes.contains { $0.token == "color.gray.500" && $0.new.hex == "#595959" })

        guard case .conflict = ContrastRepair(audit: audit).run() else {
            Issue.record("without a value per mode the two modes conflict")
            return
        }
    }

    /// In a system with a contrast axis, "dark" would also be dark+increased's value: the new
    /// value is written for dark+standard unless dark+increased has one of its own.
    @Test func theValueAddedForAModeChangesNoOtherMode() throws {
        let axes = [ModeAxis.appearance, ModeAxis.contrast]
        let modes = Mode.all(of: axes)
        let dark = try #require(modes.first { $0.name == "dark" })
        let single = ColorValues.single(.srgb(SRGBColor(hex: "#777777")!))
        #expect(ContrastRepair.Option.selector(for: dark, in: single, modes: modes).description == "dark+standard")
        let withIncreased = ColorValues([(.every, .srgb(SRGBColor(hex: "#777777")!)), ("dark+increased", .srgb(SRGBColor(hex: "#FFFFFF")!))])
        #expect(ContrastRepair.Option.selector(for: dark, in: withIncreased, modes: modes).description == "dark")
    }

    /// White at 40 % on #111111 is 3.9:1: it keeps its colour and gains the opacity it needs.
    @Test func aTranslucentTextColourGainsOpacityNotLightness() throws {
        let system = DesignSystem(name: "t", tokens: [
            .color("color.surface.page", "#111111", role: .surface, "Page."),
            .color("color.text.faint", "#FFFFFF66", role: .text, "Faint text."),
        ], pairs: [.text("color.text.faint", on: "color.surface.page")])
        let (changes, after) = try #require(repaired(repair(system)))
        #expect(after.checks.allSatisfy { $0.outcome == .pass })
        let change = try #require(changes.first)
        #expect(change.new.hex.hasPrefix("#FFFFFF") && change.new.alpha > 0.4 && change.new.alpha < 0.6)
        // ΔE is what a reader sees: the colour over its surface, not white against white.
        #expect(change.deltaE > 0)
    }

    /// A display-p3 text colour moves in display-p3, an OKLCH one in OKLCH: the written value
    /// keeps its space, and passes as a display shows it.
    @Test func aWideGamutColourMovesInItsOwnSpace() throws {
        for declared in ["color(display-p3 0.6 0.6 0.9)", "oklch(0.7 0.1 280)"] {
            let system = DesignSystem(name: "t", tokens: [
                .color("color.surface.page", "#FFFFFF", role: .surface, "Page."),
                .color("color.text.body", "#222222", role: .text, "Body text, which keeps the page light."),
                .color("color.text.brand", ColorValue(parsing: declared), role: .text, "Brand text."),
            ], pairs: [.text("color.text.brand", on: "color.surface.page"), .text("color.text.body", on: "color.surface.page")])
            let (changes, after) = try #require(repaired(repair(system)))
            #expect(after.checks.allSatisfy { $0.outcome == .pass })
            let change = try #require(changes.first)
            #expect(change.token == "color.text.brand")
            guard case .wide(let old) = ColorValue(parsing: declared), case .wide(let new) = change.newValue else {
                Issue.record("\(declared) became \(change.newValue)")
                continue
            }
            #expect(new.space == old.space)
            #expect(change.newText.hasPrefix(declared.hasPrefix("oklch") ? "oklch(" : "color(display-p3 "))
            // Hue kept; the text reads back as the very colour measured.
            #expect(abs(new.oklch.hue - old.oklch.hue) < 2)
            #expect(ColorValue(parsing: change.newText) == change.newValue)
        }
    }

    /// A colour in a space `fix contrast` does not move names that space in the conflict.
    @Test func aColourInASpaceThatIsNotMovedIsNamedInTheConflict() {
        let system = DesignSystem(name: "t", tokens: [
            .color("color.surface.page", "#FFFFFF", role: .surface, "Page."),
            .color("color.text.body", "#222222", role: .text, "Body text, which keeps the page light."),
            .color("color.text.brand", "lab(70 10 -40)", role: .text, "Brand text."),
        ], pairs: [.text("color.text.brand", on: "color.surface.page"), .text("color.text.body", on: "color.surface.page")])
        guard case .conflict(_, let reason, _) = repair(system) else {
            Issue.record("a failing lab colour cannot be repaired")
            return
        }
        #expect(reason == "color.text.brand is declared in lab, and `fix contrast` moves sRGB, display-p3 and OKLCH colours only")
    }

    /// White at 70 % on white never passes, however opaque: it keeps its opacity and darkens.
    @Test func aTranslucentTextColourThatOpacityCannotSaveMovesInLightness() throws {
        let system = DesignSystem(name: "t", tokens: [
            .color("color.surface.page", "#FFFFFF", role: .surface, "Page."),
            .color("color.text.body", "#222222", role: .text, "Body text, which keeps the page light."),
            .color("color.text.header", "#FFFFFFB3", role: .text, "Header text."),
        ], pairs: [.text("color.text.header", on: "color.surface.page"), .text("color.text.body", on: "color.surface.page")])
        let (changes, after) = try #require(repaired(repair(system)))
        #expect(after.checks.allSatisfy { $0.outcome == .pass })
        #expect(changes.map(\.token) == ["color.text.header"])
        let new = try #require(changes.first?.new)
        #expect(new.hex.hasSuffix("B3"), "\(new.hex)")
        #expect(new.red == new.green && new.green == new.blue, "\(new.red) \(new.green) \(new.blue)")
    }
}
