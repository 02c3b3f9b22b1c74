/// The states a component can be drawn in. Bindings and parts can differ per state; the
/// preview draws one instance per state the component lists, captioned with the state's name
/// (the site's theme words it: `directives/state-name.html`).
public enum ComponentState: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case `default`
    case pending
    case pendingDelete = "pending-delete"
    case error
    case disabled
    case loading

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
