import GeneratorSupport
import StylebookKit

/// `contrast.build: warning` in stylebook.yml: the audit's findings about pairs (below AA,
/// below the AAA a mode asks for, nothing to check) are printed as warnings by `build` and
/// `serve`, which then write the site. Pairs that name no colour and other declaration errors
/// still stop the build; `check` reports every finding at its own level.
enum ContrastFindings {
    static let kinds: Set<DiagnosticKind> = [
        GradedDiagnosticKind.contrastTextBelowAA.kind, GradedDiagnosticKind.contrastNonTextBelowAA.kind,
        GradedDiagnosticKind.contrastBelowAAA.kind, GradedDiagnosticKind.contrastNothingChecked.kind,
        GradedDiagnosticKind.contrastMatrixNotListed.kind,
    ]

    static func inBuild(_ diagnostics: [Diagnostic], severity: Diagnostic.Severity) -> [Diagnostic] {
        guard severity != .error else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, kinds.contains(diagnostic.kind) else { return diagnostic }
            return diagnostic.reported(as: severity)
        }
    }
}
