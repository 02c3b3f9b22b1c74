import Audit
import StylebookKit

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
        let matrix: [any PairSource] = roleMatrix.map { [RoleMatrixPairSource(severity: $0)] } ?? []
        var audit = ContrastAudit(system: system, policy: policy, sources: [.components, .declared] + matrix).run()
        let content = contentChecks.flatMap { $0() }
        // Warnings the design system acknowledges become notes; stale acknowledgements, warnings.
        let acknowledgements = system.acknowledgements
        let unused = acknowledgements.unused(in: validation + audit.diagnostics)
        audit.diagnostics = acknowledgements.apply(to: audit.diagnostics, root: root)
        return CheckReport(systemName: system.name, level: policy.level, audit: audit,
                           otherDiagnostics: acknowledgements.apply(to: validation, root: root) + unused + content).relativized(to: root)
    }
}
