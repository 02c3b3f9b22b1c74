/// A named piece of a component's anatomy (the banner's icon, message and dismiss button),
/// with its token bindings and its children. The tree is both the anatomy table and the
/// structure the preview is drawn from; a part's text and icons sit on the nearest fill above.
public struct ComponentPart: Codable, Hashable, Sendable {
    public enum Axis: String, Codable, Hashable, Sendable {
        case horizontal, vertical
        /// Vertical and centred, as full-page states are.
        case centered
    }

    public enum Kind: Codable, Hashable, Sendable {
        case container(Axis)
        /// A control; `label` is its accessible name (and its text when it has no children).
        case button(label: String)
        case text(String)
        case icon
        case spinner
        /// A text field showing `value`.
        case field(value: String)
    }

    public var name: String
    public var summary: String
    public var kind: Kind
    public var bindings: [TokenBinding]
    public var children: [ComponentPart]
    /// nil: shown in every state.
    public var visibleIn: Set<ComponentState>?
    /// Text that replaces the sample in one state ("Submitting…" while loading).
    public var stateText: [ComponentState: String]
    /// Text that replaces the sample in one variant ("Couldn't copy the link." for danger).
    public var variantText: [String: String]
    public var struckThroughIn: Set<ComponentState>

    public init(_ name: String, _ summary: String, kind: Kind, bindings: [TokenBinding] = [], children: [ComponentPart] = []) {
        self.name = name
        self.summary = summary
        self.kind = kind
        self.bindings = bindings
        self.children = children
        self.visibleIn = nil
        self.stateText = [:]
        self.variantText = [:]
        self.struckThroughIn = []
    }

    public static func container(_ name: String, _ summary: String, axis: Axis = .horizontal,
                                 _ bindings: [TokenBinding] = [], children: [ComponentPart]) -> ComponentPart {
        ComponentPart(name, summary, kind: .container(axis), bindings: bindings, children: children)
    }

    public static func button(_ name: String, _ summary: String, label: String,
                              _ bindings: [TokenBinding] = [], children: [ComponentPart] = []) -> ComponentPart {
        ComponentPart(name, summary, kind: .button(label: label), bindings: bindings, children: children)
    }

    public static func text(_ name: String, _ summary: String, sample: String, _ bindings: [TokenBinding] = []) -> ComponentPart {
        ComponentPart(name, summary, kind: .text(sample), bindings: bindings)
    }

    public static func icon(_ name: String, _ summary: String, _ bindings: [TokenBinding] = []) -> ComponentPart {
        ComponentPart(name, summary, kind: .icon, bindings: bindings)
    }

    public static func spinner(_ name: String, _ summary: String, _ bindings: [TokenBinding] = []) -> ComponentPart {
        ComponentPart(name, summary, kind: .spinner, bindings: bindings)
    }

    public static func field(_ name: String, _ summary: String, value: String, _ bindings: [TokenBinding] = []) -> ComponentPart {
        ComponentPart(name, summary, kind: .field(value: value), bindings: bindings)
    }

    /// Shown only in these states (an error indicator, a spinner while loading).
    public func visible(in states: Set<ComponentState>) -> ComponentPart {
        var copy = self
        copy.visibleIn = states
        return copy
    }

    public func saying(_ text: String, in state: ComponentState) -> ComponentPart {
        var copy = self
        copy.stateText[state] = text
        return copy
    }

    public func saying(_ text: String, forVariant variant: String) -> ComponentPart {
        var copy = self
        copy.variantText[variant] = text
        return copy
    }

    public func struckThrough(in states: Set<ComponentState>) -> ComponentPart {
        var copy = self
        copy.struckThroughIn = states
        return copy
    }

    public func isVisible(in state: ComponentState) -> Bool {
        visibleIn?.contains(state) ?? true
    }

    /// The text a text, button or field part shows in a variant and state.
    public func text(variant: String?, state: ComponentState) -> String? {
        if let special = stateText[state] { return special }
        if let variant, let special = variantText[variant] { return special }
        switch kind {
        case .text(let sample): return sample
        case .button(let label): return label
        case .field(let value): return value
        case .container, .icon, .spinner: return nil
        }
    }

    /// The binding in force for each property, for one variant and state: the most specific
    /// applicable binding wins, the first declared among equals.
    public func resolvedBindings(variant: String?, state: ComponentState) -> [BindingProperty: TokenBinding] {
        var chosen: [BindingProperty: TokenBinding] = [:]
        for binding in bindings where binding.applies(variant: variant, state: state) {
            if let current = chosen[binding.property], current.specificity >= binding.specificity { continue }
            chosen[binding.property] = binding
        }
        return chosen
    }

    /// This part and its descendants, depth first, each with its path of names.
    public var flattened: [(path: [String], part: ComponentPart)] {
        [([name], self)] + children.flatMap { child in child.flattened.map { ([name] + $0.path, $0.part) } }
    }
}
