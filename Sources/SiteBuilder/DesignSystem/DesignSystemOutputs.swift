import Audit
import Exporters
import Foundation
import GeneratorSupport
import StylebookKit
import SystemValidation

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
    /// Names and units of the exports; previews name CSS custom properties with it.
    var exportSettings: ExportSettings
    /// The formats written, in registry order.
    var exporters: [any TokenExporter]

    init(system: DesignSystem, policy: ContrastPolicy, roleMatrix: Diagnostic.Severity? = .error, release: String? = nil,
         exportSettings: ExportSettings = ExportSettings(), registry: ExporterRegistry = .standard) {
        self.system = system
        self.policy = policy
        self.exportSettings = exportSettings
        exporters = registry.selected(by: exportSettings)
        let validation = system.validate() + policy.problems(for: system)
        audit = ContrastAudit(system: system, policy: policy, sources: ContrastAudit.designSystemSources(matrix: roleMatrix)).run()
        var exports: [ExportedFile] = []
        var exportProblems: [Diagnostic] = []
        if !validation.hasErrors {
            do {
                let result = try TokenExport.run(validated: system, settings: exportSettings, exporters: exporters)
                exports = result.files
                exportProblems = result.warnings
            } catch let error as DiagnosticsError {
                // Names a platform rejects, two tokens with one name, settings that cannot be used.
                exportProblems = error.diagnostics
            } catch {
                // Validation passed, so this is a bug in an exporter: report it rather than ship a partial set.
                exportProblems.append(Diagnostic(.tokensExportFailed, "token export failed: \(error)",
                                             hint: "please report this with the token declarations that trigger it"))
            }
        }
        // Token declarations carry absolute `#filePath`s; show them relative to the working directory.
        let cwd = SourceLocation.workingDirectory
        let deprecations = system.deprecationDiagnostics(release: release)
        diagnostics = system.acknowledgements.resolve(validation + deprecations + audit.diagnostics + exportProblems).map { $0.relative(to: cwd) }
        self.exports = exports
    }

    /// Site-relative paths of the export files, for link checking.
    var exportPaths: [String] { exports.map { Self.tokensFolder + "/" + $0.path } }
}
