import Audit
import GeneratorSupport
import StylebookKit
import SystemValidation

/// `stylebook check`: everything up to the diagnostics, writing nothing. Validates the design
/// system, runs the contrast audit, then any content checks.
public struct CheckAction: Sendable {
    public var system: DesignSystem
    public var policy: ContrastPolicy
    /// The package directory; report paths are made relative to it.
    public var root: String
    /// Hook for content checks (Markdown pages, links, directives): each returns its
    /// diagnostics, which count toward the exit status like any other.
    public var contentChecks: [@Sendable () -> [Diagnostic]]
    /// The role matrix's severity (`check --matrix`); nil leaves it out, so only component and
    /// declared pairs are checked, as `check --tokens` checks only the pairs it is given.
    public var roleMatrix: Diagnostic.Severity? = .error
    /// The design system's release (`version:`), for deprecated tokens' `removedIn:`.
    public var release: String?
    /// The audit already run with these settings (the pipeline's, which its pages needed), so
    /// check measures every pair once; nil runs it here.
    public var audit: AuditResult?
    /// What the token exports reported when the pipeline ran them (`BuildReport.exportDiagnostics`).
    public var exportDiagnostics: [Diagnostic] = []
    /// Turns "nothing was checked" from an error into a warning (`check --allow-empty`).
    public var allowEmpty = false

    public init(system: DesignSystem, policy: ContrastPolicy = .standard, release: String? = nil, root: String,
                contentChecks: [@Sendable () -> [Diagnostic]] = []) {
        self.system = system
        self.policy = policy
        self.release = release
        self.root = root
        self.contentChecks = contentChecks
    }

    public func run() -> CheckReport {
        let validation = system.validate() + policy.problems(for: system) + system.deprecationDiagnostics(release: release)
        var audit = self.audit ?? ContrastAudit(system: system, policy: policy, sources: ContrastAudit.designSystemSources(matrix: roleMatrix)).run()
        let content = contentChecks.flatMap { $0() }
        let tally = audit.tally
        if tally.passed + tally.failed + tally.warned == 0 { audit.diagnostics.append(nothingChecked(audit)) }
        // Warnings the design system acknowledges become notes; stale acknowledgements, warnings.
        let acknowledgements = system.acknowledgements
        let unused = acknowledgements.unused(in: validation + exportDiagnostics + audit.diagnostics)
        audit.diagnostics = acknowledgements.apply(to: audit.diagnostics, root: root)
        return CheckReport(systemName: system.name, level: policy.level, audit: audit,
                           otherDiagnostics: acknowledgements.apply(to: validation + exportDiagnostics, root: root) + unused + content).relativized(to: root)
    }

    /// A check that measured no pair must not read as a pass: say why, and what gives it pairs.
    func nothingChecked(_ audit: AuditResult) -> Diagnostic {
        let colors = system.tokens.filter { $0.kind == .color }
        let texts = colors.filter { [.text, .icon].contains($0.colorRole) }.count
        let surfaces = colors.filter { $0.colorRole == .surface }.count
        let reason = if colors.isEmpty {
            "the design system has no colour tokens"
        } else if !audit.checks.isEmpty {
            "every pair was skipped (see the reasons above)"
        } else if roleMatrix != nil {
            "no pairs are declared, no component binds colours, and the role matrix has nothing to pair among \(colors.count) colours (\(texts) with the text role, \(surfaces) with the surface role)"
        } else {
            "no pairs are declared and no component binds colours (the role matrix is off)"
        }
        return Diagnostic(.contrastNothingChecked, severity: allowEmpty ? .warning : .error, "nothing was checked: \(reason)",
                          hint: allowEmpty ? nil : "Declare the pairs your interface uses (`pairs:` of the DesignSystem, or `init --from SET --pairs pairs.yml`), give text colours the `.text` role and backgrounds `.surface`, or pass --allow-empty if an empty audit is expected.")
    }
}
