import Audit
import Exporters
import Foundation
import GeneratorSupport
import StylebookKit
import SystemDiff
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
    /// What the exports reported (errors such as a name two tokens share, warnings), before
    /// acknowledgements: `check` reports them beside its audit and applies its own.
    var exportDiagnostics: [Diagnostic]
    /// Names and units of the exports; previews name CSS custom properties with it.
    var exportSettings: ExportSettings
    /// The formats written, in registry order.
    var exporters: [any TokenExporter]
    /// What `fix contrast` would change, when checks fail and the audit is small enough to
    /// repair during a build; the contrast page shows it beside each failing pair.
    var repair: ContrastRepair.Outcome?
    /// When the whole repair conflicts and the role matrix is on: the repair of the declared
    /// and named pairs alone (`fix contrast --matrix off`), which the page shows instead.
    var repairWithoutMatrix: ContrastRepair.Outcome?
    /// What changed since the version before (`BuildOptions.changes`), for the changes page and
    /// directive; nil when the site publishes no earlier version.
    var changes: DiffReport?
    /// Which release each token appeared or was deprecated in, for the tokens pages' badges.
    var tokenHistory: TokenHistory?
    /// The label of this build's version when it is the oldest a site publishes: a changes
    /// block in its pages says there is nothing before it (the page was written when there was).
    var firstVersion: String?

    /// Past this many checks the page points at `fix contrast` rather than running it: each
    /// round of the repair is a whole audit.
    static let repairCheckLimit = 20_000

    init(system: DesignSystem, policy: ContrastPolicy, roleMatrix: Diagnostic.Severity? = .error, release: String? = nil,
         exportSettings: ExportSettings = ExportSettings(), registry: ExporterRegistry = .standard,
         repairCanSplitMode: (@Sendable (TokenPath, Mode) -> Bool)? = nil,
         changes: VersionChanges? = nil, tokenHistory: TokenHistory? = nil) {
        self.system = system
        self.changes = changes?.report(head: system, policy: policy, roleMatrix: roleMatrix)
        self.tokenHistory = tokenHistory
        self.policy = policy
        self.exportSettings = exportSettings
        exporters = registry.selected(by: exportSettings)
        let validation = system.validate() + policy.problems(for: system)
        let contrastAudit = ContrastAudit(system: system, policy: policy, sources: ContrastAudit.designSystemSources(matrix: roleMatrix))
        audit = contrastAudit.run()
        if audit.checks.contains(where: \.isFailure), audit.checks.count <= Self.repairCheckLimit, audit.unlisted.total == 0 {
            let ownLine = ContrastRepair.ownLineTokens(system)
            func repaired(_ audit: ContrastAudit) -> ContrastRepair.Outcome {
                ContrastRepair(audit: audit, maximumRounds: 60, canSplitMode: { path, mode in
                    ownLine.contains(path) || (repairCanSplitMode?(path, mode) ?? false)
                }).run()
            }
            let whole = repaired(contrastAudit)
            repair = whole
            if case .conflict = whole, roleMatrix != nil {
                repairWithoutMatrix = repaired(ContrastAudit(system: system, policy: policy, sources: ContrastAudit.designSystemSources(matrix: nil)))
            }
        }
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
        exportDiagnostics = exportProblems.map { $0.relative(to: cwd) }
        self.exports = exports
    }

    /// Site-relative paths of the export files, for link checking.
    var exportPaths: [String] { exports.map { Self.tokensFolder + "/" + $0.path } }
}
