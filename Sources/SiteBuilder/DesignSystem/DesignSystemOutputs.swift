import Audit
import Exporters
import Foundation
import StylebookKit

/// What the design system contributes to a build: its diagnostics (validation and the contrast
/// audit), the audit itself for the generated pages, and the token exports for `_site/tokens/`.
struct DesignSystemOutputs: Sendable {
    /// Where token exports live inside the site.
    static let tokensFolder = "tokens"

    var system: DesignSystem
    var policy: ContrastPolicy
    var diagnostics: [Diagnostic]
    var audit: AuditResult
    var exports: [ExportedFile]

    init(system: DesignSystem, policy: ContrastPolicy) {
        self.system = system
        self.policy = policy
        let validation = system.validate()
        audit = ContrastAudit(system: system, policy: policy).run()
        var exports: [ExportedFile] = []
        if !validation.hasErrors {
            // Validation already passed, so an export error here would be a bug worth reporting.
            do {
                exports = try TokenExport.files(for: system)
            } catch let error as DiagnosticsError {
                diagnostics = error.diagnostics
            } catch {
                exports = []
            }
        }
        diagnostics = (validation + audit.diagnostics).map(Self.relativeLocation)
        self.exports = exports
    }

    /// Token declarations carry absolute `#filePath`s; show them relative to the working directory.
    private static func relativeLocation(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        copy.location?.path = DisplayPath.relative(URL(fileURLWithPath: diagnostic.location?.path ?? ""))
        return copy
    }

    /// Site-relative paths of the export files, for link checking.
    var exportPaths: [String] { exports.map { Self.tokensFolder + "/" + $0.path } }
}
