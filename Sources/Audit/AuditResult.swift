import GeneratorSupport
import StylebookKit

/// Everything the contrast audit found, in a deterministic order.
public struct AuditResult: Hashable, Sendable {
    /// Checks by outcome.
    public struct Tally: Hashable, Sendable {
        public var passed = 0
        /// Failures that are errors.
        public var failed = 0
        /// Failures only warned about (`--matrix warn`).
        public var warned = 0
        public var skipped = 0

        public init() {}

        public init(_ checks: [ContrastCheck]) {
            for check in checks { add(check) }
        }

        public var total: Int { passed + failed + warned + skipped }

        mutating func add(_ check: ContrastCheck) {
            switch check.outcome {
            case .pass: passed += 1
            case .fail: if check.isFailure { failed += 1 } else { warned += 1 }
            case .skipped: skipped += 1
            }
        }

        static func + (a: Tally, b: Tally) -> Tally {
            var sum = a
            sum.passed += b.passed
            sum.failed += b.failed
            sum.warned += b.warned
            sum.skipped += b.skipped
            return sum
        }
    }

    /// The checks listed one by one: all of them, except in a role matrix too large to list.
    public var checks: [ContrastCheck]
    public var colorVision: [ColorVisionFinding]
    /// Failures as diagnostics (contrast/…), sorted for display.
    public var diagnostics: [Diagnostic]

    /// Checks not run because `maxFailures` stopped the audit early.
    public var unchecked: Int
    /// Role-matrix checks measured and counted but not in `checks` (`ContrastAudit.matrixListLimit`).
    public var unlisted: Tally

    public init(checks: [ContrastCheck], colorVision: [ColorVisionFinding], diagnostics: [Diagnostic], unchecked: Int = 0,
                unlisted: Tally = Tally()) {
        self.checks = checks
        self.colorVision = colorVision
        self.diagnostics = diagnostics
        self.unchecked = unchecked
        self.unlisted = unlisted
    }

    /// Every check measured, listed or not.
    public var tally: Tally { Tally(checks) + unlisted }

    public var failures: [ContrastCheck] { checks.filter { $0.outcome == .fail } }
    public var hasErrors: Bool { diagnostics.hasErrors }
}
