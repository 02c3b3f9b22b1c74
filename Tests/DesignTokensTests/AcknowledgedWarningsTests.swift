import Audit
import DesignTokens
import GeneratorSupport
import StylebookKit
import SystemValidation
import Testing

/// Stylebook's own design system builds without a warning: the colour-vision findings about its
/// state colours are acknowledged where the system is declared, each still listed as a note.
struct AcknowledgedWarningsTests {
    @Test func ownSystemHasNoUnacknowledgedWarning() {
        let system = StylebookDesignSystem.system
        let raw = system.validate() + ContrastAudit(system: system).run().diagnostics
        #expect(raw.contains { $0.id == "contrast/cvd-confusable" && $0.severity == .warning }, "the audit still finds them")
        let resolved = system.acknowledgements.resolve(raw)
        #expect(resolved.filter { $0.severity == .warning }.map(DiagnosticFormatter.format) == [])
        #expect(resolved.acknowledgedCount == raw.filter { $0.id == "contrast/cvd-confusable" }.count)
    }
}
