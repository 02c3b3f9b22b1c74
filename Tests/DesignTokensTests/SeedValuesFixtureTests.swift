import Testing
import StylebookKit
import Audit
import DesignTokens
import SeedValuesFixture

/// The seed page's original colours must fail, and name exactly the pairs the WCAG formula
/// rejects. The list was computed by the audit and reviewed pair by pair against the ratios.
struct SeedValuesFixtureTests {
    static let result = ContrastAudit(system: SeedValuesFixture.system).run()

    static let expectedFailures: Set<String> = [
        // White text on filled states: only danger in light mode (4.83) passes.
        "color.text.on-state on color.state.danger (dark)",          // 3.76
        "color.text.on-state on color.state.warning (light)",        // 2.14
        "color.text.on-state on color.state.warning (dark)",         // 1.66
        "color.text.on-state on color.state.success (light)",        // 2.53
        "color.text.on-state on color.state.success (dark)",         // 1.92
        "color.text.on-state on color.state.info (light)",           // 3.67
        "color.text.on-state on color.state.info (dark)",            // 2.54
        // Callout titles in the state colour on its own tint.
        "color.state.danger on color.state.danger-tint over color.surface.default (light)",   // 3.99
        "color.state.danger on color.state.danger-tint over color.surface.default (dark)",    // 3.97
        "color.state.warning on color.state.warning-tint over color.surface.default (light)", // 1.95
        // The warning icon on the page (non-text, 3:1).
        "color.state.warning on color.surface.default (light)",      // 2.14
        // Tertiary text (#94A3B8 / #64748B) fails on every surface and tint.
        "color.text.tertiary on color.surface.default (light)",      // 2.56
        "color.text.tertiary on color.surface.default (dark)",       // 3.75
        "color.text.tertiary on color.surface.subtle (light)",
        "color.text.tertiary on color.surface.subtle (dark)",
        "color.text.tertiary on color.state.danger-tint over color.surface.default (light)",
        "color.text.tertiary on color.state.danger-tint over color.surface.default (dark)",
        "color.text.tertiary on color.state.danger-tint over color.surface.subtle (light)",
        "color.text.tertiary on color.state.danger-tint over color.surface.subtle (dark)",
        "color.text.tertiary on color.state.warning-tint over color.surface.default (light)",
        "color.text.tertiary on color.state.warning-tint over color.surface.default (dark)",
        "color.text.tertiary on color.state.warning-tint over color.surface.subtle (light)",
        "color.text.tertiary on color.state.warning-tint over color.surface.subtle (dark)",
        // Secondary text (#64748B) passes on white (4.75) but not on the tints.
        "color.text.secondary on color.state.danger-tint over color.surface.default (light)",  // 3.93
        "color.text.secondary on color.state.danger-tint over color.surface.subtle (light)",
        "color.text.secondary on color.state.warning-tint over color.surface.default (light)", // 4.33
        "color.text.secondary on color.state.warning-tint over color.surface.subtle (light)",
        "color.text.secondary on color.state.warning-tint over color.surface.subtle (dark)",
    ]

    @Test func failsOnExactlyTheExpectedPairs() {
        let failing = Set(Self.result.failures.map(\.name))
        #expect(failing == Self.expectedFailures, "unexpected: \(failing.subtracting(Self.expectedFailures).sorted()), missing: \(Self.expectedFailures.subtracting(failing).sorted())")
        #expect(Self.result.hasErrors)
    }

    @Test func everyFailureIsAnErrorWithASuggestionThatPasses() throws {
        for check in Self.result.failures {
            let id = check.declaration.kind == .nonText ? "contrast/non-text-below-aa" : "contrast/text-below-aa"
            #expect(check.diagnosticID == id)
            let suggestion = try #require(check.suggestion, "\(check.name)")
            let backgroundHex = try #require(check.backgroundHex)
            let background = try #require(SRGBColor(hex: backgroundHex))
            let fixed = try #require(SRGBColor(hex: suggestion.hex))
            #expect(ContrastRatio(fixed, background).meets(check.requirement.minimum))
        }
        let errors = Self.result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == Self.expectedFailures.count)
    }

    @Test func whiteOnWarningNamesPairModeRatioRequirementAndFix() throws {
        let diagnostic = try #require(Self.result.diagnostics.first {
            $0.message.hasPrefix("color.text.on-state on color.state.warning (light")
        })
        #expect(diagnostic.message == "color.text.on-state on color.state.warning (light, text): 2.14:1 is below the AA minimum of 4.5:1")
        #expect(diagnostic.id == "contrast/text-below-aa")
        #expect(diagnostic.location?.path.hasSuffix("Sources/SeedValuesFixture/SeedValuesFixture.swift") == true)
        #expect(diagnostic.hint?.contains("Nearest passing colour for `color.text.on-state` in light: #") == true)
        #expect(diagnostic.hint?.contains("or change `color.state.warning` to #") == true)
    }

    @Test func decorativeBorderIsSkippedWithItsReason() {
        let skipped = Self.result.checks.filter { $0.declaration.foreground == "color.border.default" }
        #expect(skipped.count == 2)
        for check in skipped {
            #expect(check.outcome == .skipped("decorative: card outline; the card is recognisable by its content and spacing"))
        }
    }

    @Test func infoAndSuccessCollapseUnderTritanopiaInDarkMode() {
        #expect(Self.result.colorVision.map { "\($0.first)|\($0.second)|\($0.mode)|\($0.deficiency)" }
                == ["color.state.info|color.state.success|dark|tritanopia"])
        let warning = Self.result.diagnostics.filter { $0.id == "contrast/cvd-confusable" }
        #expect(warning.count == 1 && warning.first?.severity == .warning)
    }
}
