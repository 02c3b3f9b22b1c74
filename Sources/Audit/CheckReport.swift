import GeneratorSupport
import StylebookKit

/// What `stylebook check` found: the contrast audit plus every diagnostic (validation,
/// contrast, colour vision, content), ready for a report encoder.
public struct CheckReport: Hashable, Sendable {
    public var systemName: String
    public var level: ContrastLevel
    public var audit: AuditResult
    /// All diagnostics, sorted for display; the audit's are included.
    public var diagnostics: [Diagnostic]
    /// What the audit recognised (DTCG token sets); nil for a Swift design system.
    public var inventory: AuditInventory?

    public init(systemName: String, level: ContrastLevel, audit: AuditResult, otherDiagnostics: [Diagnostic] = [],
                inventory: AuditInventory? = nil) {
        self.systemName = systemName
        self.level = level
        self.audit = audit
        self.diagnostics = (otherDiagnostics + audit.diagnostics).sortedForDisplay()
        self.inventory = inventory
    }

    /// 1 when any error was found, else 0 (warnings do not fail the check).
    public var exitCode: Int32 { diagnostics.hasErrors ? 1 : 0 }

    /// Diagnostics not already shown as a failing contrast check (validation, colour vision,
    /// unknown tokens, content).
    public var otherDiagnostics: [Diagnostic] {
        diagnostics.filter { !Self.checkFailureKinds.contains($0.kind) }
    }

    public static let checkFailureKinds: Set<DiagnosticKind> = [
        GradedDiagnosticKind.contrastTextBelowAA.kind, GradedDiagnosticKind.contrastNonTextBelowAA.kind, GradedDiagnosticKind.contrastBelowAAA.kind,
    ]

    /// Every check measured, including a large role matrix's unlisted ones.
    public var checkCount: Int { audit.checks.count + audit.unlisted.total }
    public var passedCount: Int { audit.tally.passed }
    /// Failures that are errors.
    public var failedCount: Int { audit.tally.failed }
    /// Failures only warned about (`--matrix warn`).
    public var warnedCount: Int { audit.tally.warned }
    public var skippedCount: Int { audit.tally.skipped }

    /// The same report with every path made relative to `root` (the package directory),
    /// which is how editors, SARIF viewers and GitHub annotations want them.
    public func relativized(to root: String) -> CheckReport {
        var copy = self
        func fix(_ location: SourceLocation) -> SourceLocation { location.relative(to: root) }
        copy.diagnostics = diagnostics.map { $0.relative(to: root) }
        copy.audit.diagnostics = audit.diagnostics.map { $0.relative(to: root) }
        copy.audit.checks = audit.checks.map { check in
            var check = check
            check.pair.location = fix(check.pair.location)
            check.location = fix(check.location)
            return check
        }
        copy.audit.colorVision = audit.colorVision.map { finding in
            var finding = finding
            finding.location = fix(finding.location)
            return finding
        }
        return copy
    }
}
