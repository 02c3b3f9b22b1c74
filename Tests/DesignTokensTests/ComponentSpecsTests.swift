import Audit
import GeneratorSupport
import StylebookKit
import Testing
@testable import DesignTokens

/// The project's components: every pattern the seeds describe is declared, validates, and
/// passes the contrast audit in both modes.
@Suite struct ComponentSpecsTests {
    let system = StylebookDesignSystem.system

    @Test func declaresEveryComponentTheIssueNames() {
        #expect(system.components.map(\.id) == [
            "full-page-error", "inline-banner", "callout", "warning-callout", "empty-state",
            "loading-inline", "loading-full-page", "loading-button", "error-dialog", "error-snackbar",
            "field-error", "toast", "offline-row", "blocking-form-alert", "offline-block",
        ])
    }

    @Test func theOfflineRowHasEveryFeedbackState() throws {
        let row = try #require(system.components.first { $0.id == "offline-row" })
        #expect(row.states == [.default, .pending, .pendingDelete, .error])
        let title = try #require(row.anatomy.flattened.first { $0.part.name == "title" }?.part)
        #expect(title.struckThroughIn == [.pendingDelete])
        let media = try #require(row.anatomy.flattened.first { $0.part.name == "media" }?.part)
        #expect(media.resolvedBindings(variant: nil, state: .pending)[.opacity]?.token == "opacity.pending")
        let indicator = try #require(row.anatomy.flattened.first { $0.part.name == "indicator" }?.part)
        #expect(indicator.visibleIn == [.error])
    }

    @Test func everyComponentHasAuditedPairsAndNoneFail() {
        let result = ContrastAudit(system: system).run()
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(DiagnosticFormatter.format).joined(separator: "\n"))")
        for component in system.components {
            let checks = result.checks.filter { $0.pair.component == component.id }
            #expect(!checks.isEmpty, "\(component.id) has no contrast checks")
            #expect(Set(checks.map(\.mode.name)) == Set(StylebookDesignSystem.system.modes.map(\.name)), "\(component.id)")
        }
    }

    @Test func previewTextNeverReliesOnColourAlone() {
        // Components with variants or states show them in words: each variant has a name.
        for component in system.components {
            #expect(component.variants.allSatisfy { !$0.name.isEmpty }, "\(component.id)")
            #expect(!component.accessibility.label.isEmpty, "\(component.id)")
        }
    }
}
