import StylebookKit

/// Where a component pair is drawn: one part of a component in one variant and state. A pair
/// that several variants, states or surfaces share is checked once and lists every use, so the
/// contrast page can say which part of which component each result comes from.
public struct ComponentUse: Hashable, Sendable, Comparable {
    public var component: String
    public var part: String
    public var variant: String?
    public var state: ComponentState

    public init(component: String, part: String, variant: String?, state: ComponentState) {
        self.component = component
        self.part = part
        self.variant = variant
        self.state = state
    }

    public static func < (a: Self, b: Self) -> Bool {
        (a.component, a.part, a.variant ?? "", a.state.rawValue) < (b.component, b.part, b.variant ?? "", b.state.rawValue)
    }
}
