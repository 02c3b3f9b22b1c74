import GeneratorSupport
import StylebookKit

/// Decides what each rebuild prints. Errors always (they block the update); a warning only
/// the first time it appears, so the design system's standing warnings do not repeat on
/// every save.
struct DiagnosticLog {
    private var shownWarnings: Set<Diagnostic> = []

    mutating func toPrint(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let warnings = Set(diagnostics.filter { $0.severity != .error })
        defer { shownWarnings = warnings }
        return diagnostics.filter { $0.severity == .error || !shownWarnings.contains($0) }
    }

    /// What the browser overlay shows: the errors, which are why the page did not change, as
    /// the terminal shows them (without colour) and their count.
    static func overlayText(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        var lines = errors.map(DiagnosticFormatter.format)
        if let counts = DiagnosticFormatter.counts(of: errors) { lines.append(counts) }
        return lines.joined(separator: "\n")
    }
}
