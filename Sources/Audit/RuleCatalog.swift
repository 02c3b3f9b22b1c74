import GeneratorSupport
import StylebookKit

/// One-line descriptions of diagnostic ids, for SARIF rules, from the diagnostic catalogue.
/// Unknown ids get a generic line, so new checks never break the report.
enum RuleCatalog {
    static func summary(for id: String) -> String {
        DiagnosticCatalogue.kind(id)?.summary ?? "Stylebook diagnostic \(id)."
    }
}
