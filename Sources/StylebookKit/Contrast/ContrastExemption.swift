/// Why a pair needs no contrast (WCAG exempts pure decoration and inactive components).
/// The reason is required so a reviewer can judge it; exempt pairs are reported as skipped.
public enum ContrastExemption: Codable, Hashable, Sendable {
    case decorative(String)
    case disabled(String)

    public var reason: String {
        switch self {
        case .decorative(let reason), .disabled(let reason): reason
        }
    }

    /// "decorative: <reason>" for reports.
    public var summary: String {
        switch self {
        case .decorative(let reason): "decorative: \(reason)"
        case .disabled(let reason): "disabled: \(reason)"
        }
    }
}
