/// What the foreground of a pair is, which decides the WCAG criterion and its threshold.
public enum ContrastKind: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    /// SC 1.4.3 / 1.4.6.
    case text
    /// Large-scale text: at least 24 px, or at least 18.67 px bold.
    case largeText = "large-text"
    /// SC 1.4.11: UI component boundaries, states and meaningful graphics.
    case nonText = "non-text"

    public var label: String {
        switch self {
        case .text: "text"
        case .largeText: "large text"
        case .nonText: "non-text"
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
