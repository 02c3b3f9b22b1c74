import Audit
import SiteBuilder
import StylebookKit
import TokenImport

/// `stylebook check --tokens FILE`: the contrast audit on a DTCG token set, no Swift needed.
/// The light/dark modifier gives the two modes; every context of any other modifier is
/// audited as its own system, and its contrast findings are prefixed with that context.
struct TokenFileCheck {
    var path: String
    var pairsPath: String?
    var policy: ContrastPolicy
    var root: String

    func run() -> CheckReport {
        let (source, loadDiagnostics) = TokenSource.load(path: path)
        var (pairsFile, extra) = pairsPath.map(PairsFile.load) ?? (PairsFile(), [])
        guard let source else { return .empty(path, policy.level, loadDiagnostics + extra) }
        if DesignSystemImport.modeModifier(of: source) == nil {
            extra.append(Diagnostic(.note, id: "import/no-mode-modifier",
                "no modifier has contexts named light and dark, so the light and dark rows check the same colours",
                at: SourceLocation(path: path)))
        }
        let permutations = DesignSystemImport.otherPermutations(of: source)
        var checks: [ContrastCheck] = []
        var vision: [ColorVisionFinding] = []
        var auditDiagnostics: [Diagnostic] = []
        var other: [Diagnostic] = extra
        for context in permutations {
            let imported = DesignSystemImport.build(source, context: context, roles: pairsFile.roles, pairs: pairsFile.pairs, purpose: .audit)
            let importDiagnostics = imported.diagnostics
            let report = CheckAction(system: imported.system, policy: policy, root: root, contentChecks: [{ importDiagnostics }]).run()
            let label = context.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
            checks += report.audit.checks
            vision += report.audit.colorVision
            auditDiagnostics += report.audit.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                if permutations.count > 1 { diagnostic.message = "[\(label)] " + diagnostic.message }
                return diagnostic
            }
            let auditSet = Set(report.audit.diagnostics)
            other += report.diagnostics.filter { !auditSet.contains($0) }
        }
        var seen = Set<Diagnostic>()
        other = other.filter { seen.insert($0).inserted }
        var name = source.name
        if permutations.count > 1 { name += " (\(permutations.count) contexts)" }
        return CheckReport(systemName: name, level: policy.level,
                           audit: AuditResult(checks: checks, colorVision: vision, diagnostics: auditDiagnostics),
                           otherDiagnostics: other)
    }
}

extension CheckReport {
    /// A report with no checks, for when there was nothing to audit.
    static func empty(_ name: String, _ level: ContrastLevel, _ diagnostics: [Diagnostic] = []) -> CheckReport {
        CheckReport(systemName: name, level: level, audit: AuditResult(checks: [], colorVision: [], diagnostics: []),
                    otherDiagnostics: diagnostics)
    }
}
