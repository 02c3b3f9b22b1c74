import Audit
import DesignTokens
import GeneratorSupport
import StylebookKit
import Testing

/// The project's own design system must pass its contrast audit with no errors.
struct StylebookContrastTests {
    @Test func projectSystemHasNoContrastErrors() {
        let result = ContrastAudit(system: StylebookDesignSystem.system).run()
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(DiagnosticFormatter.format).joined(separator: "\n"))")
        #expect(!result.checks.isEmpty)
    }
}
