/// The states a component can be drawn in. Bindings and parts can differ per state; the
/// preview draws one instance per state the component lists, captioned with the state's label.
public enum ComponentState: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case `default`
    case pending
    case pendingDelete = "pending-delete"
    case error
    case disabled
    case loading

    public var label: String {
        switch self {
        case .default: "Default"
        case .pending: "Pending"
        case .pendingDelete: "Pending delete"
        case .error: "Error"
        case .disabled: "Disabled"
        case .loading: "Loading"
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
