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

    /// What the browser overlay shows: the errors, which are why the page did not change.
    static func overlayText(_ diagnostics: [Diagnostic]) -> String {
        ServeConsole.text(for: diagnostics.filter { $0.severity == .error })
    }
}
