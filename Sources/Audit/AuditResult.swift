import StylebookKit

/// Everything the contrast audit found, in a deterministic order.
public struct AuditResult: Hashable, Sendable {
    public var checks: [ContrastCheck]
    public var colorVision: [ColorVisionFinding]
    /// Failures as diagnostics (contrast/…), sorted for display.
    public var diagnostics: [Diagnostic]

    /// Checks not run because `maxFailures` stopped the audit early.
    public var unchecked: Int

    public init(checks: [ContrastCheck], colorVision: [ColorVisionFinding], diagnostics: [Diagnostic], unchecked: Int = 0) {
        self.checks = checks
        self.colorVision = colorVision
        self.diagnostics = diagnostics
        self.unchecked = unchecked
    }

    public var failures: [ContrastCheck] { checks.filter { $0.outcome == .fail } }
    public var hasErrors: Bool { diagnostics.hasErrors }
}
