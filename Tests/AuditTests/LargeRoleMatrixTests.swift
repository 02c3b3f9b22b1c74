import Testing
import StylebookKit
@testable import Audit

/// A role matrix the size of an imported set's (Primer's: about 940,000 pairs in 4 modes) is
/// measured in full but kept only as counts and its first failures, so memory follows what is
/// reported, not texts × surfaces × surfaces beneath × modes.
struct LargeRoleMatrixTests {
    /// 60 text colours (greys from dark to light, so some fail on every surface), 20 opaque
    /// surfaces and 20 tints, each tint measured over each opaque surface: 60 × (20 + 20 × 20)
    /// = 25,200 pairs, 50,400 checks in light and dark; one declared pair covers a matrix pair.
    static let system: DesignSystem = {
        func grey(_ value: Int, alpha: String = "") -> ColorValue {
            let hex = String(value, radix: 16, uppercase: true)
            return ColorValue(parsing: "#" + String(repeating: hex.count == 1 ? "0" + hex : hex, count: 3) + alpha)
        }
        var tokens: [Token] = []
        for index in 0..<60 {
            tokens.append(.color(TokenPath("color.text.t\(index)"), light: grey(index * 4), dark: grey(255 - index * 4), role: .text, "Text."))
        }
        for index in 0..<20 {
            tokens.append(.color(TokenPath("color.surface.s\(index)"), light: grey(255 - index * 6), dark: grey(index * 6), role: .surface, "Surface."))
            tokens.append(.color(TokenPath("color.tint.s\(index)"), light: grey(index * 12, alpha: "20"), dark: grey(255 - index * 12, alpha: "20"), role: .surface, "Tint."))
        }
        return DesignSystem(name: "Large matrix", tokens: tokens, pairs: [.largeText("color.text.t30", on: "color.surface.s0")])
    }()

    static let matrixChecks = 60 * (20 + 20 * 20) * 2 - 2

    @Test func countsEveryCheckAndKeepsOnlyTheFirstFailures() throws {
        let compact = ContrastAudit(system: Self.system).run()
        var full = ContrastAudit(system: Self.system)
        full.matrixListLimit = .max
        let everything = full.run()

        // Both measured the same checks: the declared pair and the whole matrix but the pair it covers.
        #expect(everything.checks.count == Self.matrixChecks + 2)
        #expect(compact.tally == everything.tally)
        let failing = everything.checks.filter { $0.pair.origin == .roleMatrix && $0.outcome == .fail }
        #expect(failing.count > 10_000)

        // Only the declared pair's checks and the first 10,000 matrix failures are kept.
        let kept = compact.checks.filter { $0.pair.origin == .roleMatrix }
        #expect(kept.count == 10_000)
        #expect(kept == Array(failing.prefix(10_000)))
        #expect(compact.checks.count == 10_002)
        #expect(compact.unlisted.total == Self.matrixChecks - 10_000)
        #expect(compact.unlisted.failed == failing.count - 10_000)

        // One diagnostic per kept failure, and one error for the rest.
        let rest = try #require(compact.diagnostics.first { $0.id == "contrast/matrix-not-listed" })
        #expect(rest.severity == .error)
        #expect(rest.message.contains("\(failing.count - 10_000) more failures than the 10000 listed"))
        #expect(compact.diagnostics.filter { $0.id == "contrast/text-below-aa" || $0.id == "contrast/below-aaa" }.count
                == 10_000 + compact.checks.filter { $0.pair.origin == .declared && $0.outcome == .fail }.count)

        // A report counts what was not listed.
        let report = CheckReport(systemName: "Large matrix", level: .aa, audit: compact)
        #expect(report.checkCount == Self.matrixChecks + 2)
        #expect(report.failedCount == everything.checks.filter(\.isFailure).count)
        #expect(TextReport.summary(report).contains("(\(Self.matrixChecks - 10_000) role-matrix checks counted, not listed)"))
    }

    @Test func walksTheMatrixInReportOrder() {
        // The audit never materialises the matrix; the order it walks it in is the one the
        // sorted list of every pair gives.
        var full = ContrastAudit(system: Self.system)
        full.matrixListLimit = .max
        var walked: [AuditPair] = []
        for check in full.run().checks where walked.last != check.pair { walked.append(check.pair) }
        #expect(walked == full.pairs())
    }

    @Test func warnLevelMatrixWarnsAboutTheRest() throws {
        let audit = ContrastAudit(system: Self.system, sources: ContrastAudit.designSystemSources(matrix: .warning)).run()
        let rest = try #require(audit.diagnostics.first { $0.id == "contrast/matrix-not-listed" })
        #expect(rest.severity == .warning)
        #expect(audit.unlisted.failed == 0 && audit.unlisted.warned > 0)
    }

    @Test func smallMatrixIsListedInFull() {
        let result = ContrastAudit(system: AuditFixture.system).run()
        #expect(result.unlisted == AuditResult.Tally())
        #expect(!result.diagnostics.contains { $0.id == "contrast/matrix-not-listed" })
    }

    /// Counted checks get the verdict a made check gets: translucent texts (composited over
    /// the surface), tints over each opaque surface, opaque pairs; and `maxFailures` stops at
    /// the same check either way.
    @Test func countedVerdictsMatchMadeChecks() {
        func hex(_ value: Int) -> String { (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true) }
        var tokens: [Token] = []
        for index in 0..<12 {
            let alpha = index.isMultiple(of: 3) ? "99" : ""
            let value = hex(index * 22)
            tokens.append(.color(TokenPath("color.text.t\(index)"), light: ColorValue(parsing: "#\(value)\(value)\(value)\(alpha)"),
                                 dark: ColorValue(parsing: "#FF\(value)00\(alpha)"), role: .text, "Text."))
        }
        for index in 0..<6 {
            let value = hex(255 - index * 40)
            tokens.append(.color(TokenPath("color.surface.s\(index)"), light: ColorValue(parsing: "#\(value)\(value)FF"),
                                 dark: ColorValue(parsing: "#00\(value)\(value)"), role: .surface, "Surface."))
            tokens.append(.color(TokenPath("color.tint.s\(index)"), light: ColorValue(parsing: "#3050A0\(hex(20 + index * 40))"),
                                 dark: ColorValue(parsing: "#F0F0F040"), role: .surface, "Tint."))
        }
        let system = DesignSystem(name: "Mixed", tokens: tokens)
        var full = ContrastAudit(system: system)
        full.matrixListLimit = .max
        var compact = ContrastAudit(system: system)
        compact.matrixListLimit = 5
        let everything = full.run(), counted = compact.run()
        #expect(everything.checks.count == 12 * (6 + 6 * 6) * 2)
        #expect(counted.checks.count < 100)
        #expect(counted.tally == everything.tally)
        #expect(everything.tally.failed > 0 && everything.tally.passed > 0)

        full.maxFailures = 40
        compact.maxFailures = 40
        let stoppedFull = full.run(), stoppedCounted = compact.run()
        #expect(stoppedCounted.tally == stoppedFull.tally)
        #expect(stoppedCounted.unchecked == stoppedFull.unchecked && stoppedFull.unchecked > 0)
    }
}
