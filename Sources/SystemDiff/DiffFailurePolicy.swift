/// When `stylebook diff` exits 1 (`--fail-on`).
public enum DiffFailurePolicy: String, Sendable, CaseIterable {
    /// Never: the diff only reports.
    case none
    /// A pair fails in head that did not fail in base (a new pair that fails included).
    case newFailures = "new-failures"
    /// Anything changed at all.
    case anyChange = "any-change"

    public func fails(_ report: DiffReport) -> Bool {
        switch self {
        case .none: false
        case .newFailures: !report.newFailures.isEmpty
        case .anyChange: report.hasChanges
        }
    }
}
