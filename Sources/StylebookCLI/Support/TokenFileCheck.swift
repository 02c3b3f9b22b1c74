import Audit
import GeneratorSupport
import StylebookKit
import TokenSets

/// `stylebook check --tokens FILE`: the contrast audit of a DTCG token set, no Swift needed.
/// With text output to the terminal or a pipe, rows are printed as they are measured.
struct TokenFileCheck {
    var audit: TokenSetAudit
    var root: String

    /// Runs the audit; `stream` receives the report's text piece by piece when given.
    func run(stream: ((String) -> Void)? = nil, useColor: Bool = false) -> CheckReport {
        let prepared = audit.prepare()
        guard let stream else { return prepared.run().relativized(to: root) }
        let width = prepared.contexts.map(\.name.count).max() ?? 4
        stream(TextReport.header(systemName: prepared.name, level: audit.policy.level, contextWidth: width, useColor: useColor))
        let report = prepared.run { check in
            var check = check
            check.location = check.location.relative(to: root)
            stream(TextReport.streamedRow(check, contextWidth: width, useColor: useColor))
        }.relativized(to: root)
        stream(TextReport.footer(report, useColor: useColor, notes: Console.isVerbose))
        return report
    }
}

extension CheckReport {
    /// A report with no checks, for when there was nothing to audit.
    static func empty(_ name: String, _ level: ContrastLevel, _ diagnostics: [Diagnostic] = []) -> CheckReport {
        CheckReport(systemName: name, level: level, audit: AuditResult(checks: [], colorVision: [], diagnostics: []),
                    otherDiagnostics: diagnostics)
    }
}
