import Audit
import StylebookKit
import Testing
@testable import Audit

struct ContrastAuditTests {
    static let result = ContrastAudit(system: AuditFixture.system).run()

    func check(_ name: String) -> ContrastCheck? {
        Self.result.checks.first { $0.name == name }
    }

    @Test func roleMatrixCoversTextOnSurfacesButNotOnColours() {
        let matrix = Self.result.checks.filter { $0.pair.origin == .roleMatrix }.map(\.name)
        #expect(matrix == [
            "color.text.body on color.surface.page (light)",
            "color.text.body on color.surface.page (dark)",
            "color.text.body on color.surface.tint over color.surface.page (light)",
            "color.text.body on color.surface.tint over color.surface.page (dark)",
            "color.text.faint on color.surface.page (light)",
            "color.text.faint on color.surface.page (dark)",
            "color.text.faint on color.surface.tint over color.surface.page (light)",
            "color.text.faint on color.surface.tint over color.surface.page (dark)",
        ])
    }

    @Test func grey777OnWhiteFailsWithoutRounding() throws {
        let faint = try #require(check("color.text.faint on color.surface.page (light)"))
        #expect(faint.outcome == .fail)
        #expect(faint.ratio?.display == "4.47:1")
        #expect(faint.diagnosticID == "contrast/text-below-aa")
        // The suggestion is grey (no chroma to keep) and passes as written.
        let hex = try #require(faint.suggestion?.hex)
        #expect(ContrastRatio(try #require(SRGBColor(hex: hex)), SRGBColor(red: 1, green: 1, blue: 1)).meets(4.5))
        // Role-matrix diagnostics point at the foreground token's declaration.
        let token = try #require(AuditFixture.system.token("color.text.faint"))
        #expect(faint.location == token.location)
        // A surface is never suggested as the thing to change.
        #expect(faint.backgroundSuggestion == nil)
    }

    @Test func tintIsMeasuredOnTheLowerOfExactAndEightBitComposite() throws {
        let tinted = try #require(check("color.text.body on color.surface.tint over color.surface.page (light)"))
        #expect(tinted.backgroundHex == "#FEF3E1")
        let exact = ContrastMeasurement(foreground: SRGBColor(hex: "#0F172A")!, background: SRGBColor(hex: "#F59E0B1F")!,
                                        over: SRGBColor(hex: "#FFFFFF")!)!
        #expect(abs(exact.exactRatio.value - 16.2731) < 0.00005)
        #expect(abs(exact.quantizedRatio.value - 16.2557) < 0.00005)
        #expect(tinted.ratio == exact.quantizedRatio)
    }

    @Test func declaredKindsUseTheirRequirements() throws {
        let large = try #require(check("color.text.on-fill on color.state.success (light)"))
        #expect(large.requirement.minimum == 3)
        // White on #16A34A is 3.29:1: too little for body text, enough for large text.
        #expect(large.ratio?.display == "3.29:1")
        #expect(large.outcome == .pass)
        let input = try #require(check("color.border.input on color.surface.page (light)"))
        #expect(input.requirement.minimum == 3)
        #expect(input.outcome == .fail)
        #expect(input.diagnosticID == "contrast/non-text-below-aa")
        let danger = try #require(check("color.text.on-fill on color.state.danger (light)"))
        #expect(danger.outcome == .pass)
        #expect(abs(danger.ratio!.value - 4.82940) < 0.00005)
    }

    @Test func failingFillGetsABackgroundSuggestionToo() throws {
        let onDanger = try #require(check("color.text.on-fill on color.state.danger (dark)"))
        #expect(onDanger.outcome == .fail)
        let background = try #require(onDanger.backgroundSuggestion)
        #expect(ContrastRatio(SRGBColor(hex: background.hex)!, SRGBColor(hex: "#FFFFFF")!).meets(4.5))
    }

    @Test func exemptPairsAreSkippedWithReasonButStillMeasured() throws {
        let card = try #require(check("color.border.card on color.surface.page (light)"))
        #expect(card.outcome == .skipped("decorative: cards need no outline"))
        #expect(card.ratio != nil)
        #expect(!Self.result.diagnostics.contains { $0.message.contains("color.border.card") })
    }

    @Test func unknownTokenIsAnErrorNotASilentSkip() throws {
        let diagnostic = try #require(Self.result.diagnostics.first { $0.id == "contrast/unknown-token" })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("no token is named `color.text.missing`"))
        #expect(!Self.result.checks.contains { $0.declaration.foreground == "color.text.missing" })
    }

    @Test func translucentBackgroundWithoutSurfaceIsAnError() {
        let system = DesignSystem(name: "t", tokens: [
            .color("color.text.body", "#000000", role: .text, "Ink."),
            .color("color.fill.tint", "#F59E0B1F", role: .fill, "A tint with no surface in the system."),
        ], pairs: [.text("color.text.body", on: "color.fill.tint")])
        let result = ContrastAudit(system: system).run()
        #expect(result.diagnostics.filter { $0.id == "contrast/translucent-background" }.count == 2)
        #expect(result.checks.allSatisfy { $0.outcome == .skipped(ContrastAudit.translucentReason) })
    }

    @Test func declaredTranslucentPairWithoutOverIsCheckedOnEveryOpaqueSurface() {
        let system = DesignSystem(name: "t", tokens: AuditFixture.tokens + [
            .color("color.surface.raised", light: "#F8FAFC", dark: "#1E293B", role: .surface, "Raised."),
        ], pairs: [.text("color.state.danger", on: "color.surface.tint")])
        let declared = ContrastAudit(system: system, sources: [.declared]).collectPairs()
        #expect(declared.map(\.declaration.over) == ["color.surface.page", "color.surface.raised"])
    }

    @Test func declaredPairReplacesTheRoleMatrixEntryForTheSameColours() {
        let system = DesignSystem(name: "t", tokens: AuditFixture.tokens, pairs: [
            .largeText("color.text.faint", on: "color.surface.page"),
        ])
        let checks = ContrastAudit(system: system).run().checks.filter { $0.declaration.foreground == "color.text.faint" && $0.declaration.over == nil }
        #expect(checks.count == 2)
        #expect(checks.allSatisfy { $0.pair.origin == .declared && $0.outcome == .pass })
    }

    @Test func aaaPolicyUsesBelowAAAWhenAAStillHolds() throws {
        let result = ContrastAudit(system: AuditFixture.system, policy: ContrastPolicy(level: .aaa)).run()
        let danger = try #require(result.checks.first { $0.name == "color.text.on-fill on color.state.danger (light)" })
        #expect(danger.requirement.minimum == 7)
        #expect(danger.diagnosticID == "contrast/below-aaa")
        #expect(result.diagnostics.contains { $0.id == "contrast/below-aaa" && $0.message.contains("AAA minimum of 7:1") })
    }

    @Test func swappedRedAndGreenWarnUnderDeuteranopia() throws {
        let findings = Self.result.colorVision.filter { $0.deficiency == .deuteranopia }
        #expect(findings.map(\.mode.name) == ["light", "dark"])
        #expect(abs(findings[0].distance - 5.0) < 0.1)
        let warning = try #require(Self.result.diagnostics.first { $0.id == "contrast/cvd-confusable" })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("deuteranopia"))
    }

    @Test func policyCanMakeColourVisionAnError() {
        let result = ContrastAudit(system: AuditFixture.system, policy: ContrastPolicy(colorVisionSeverity: .error)).run()
        #expect(result.diagnostics.filter { $0.id == "contrast/cvd-confusable" }.allSatisfy { $0.severity == .error })
    }

    @Test func runIsDeterministic() {
        #expect(ContrastAudit(system: AuditFixture.system).run() == Self.result)
    }
}
