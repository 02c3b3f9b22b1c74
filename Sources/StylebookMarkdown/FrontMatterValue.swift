/// A YAML value from front matter, typed the way YAML's core schema resolves it.
public indirect enum FrontMatterValue: Hashable, Sendable {
    case string(String), int(Int), double(Double), bool(Bool)
    case array([FrontMatterValue]), dictionary([String: FrontMatterValue]), null
}

extension FrontMatterValue {
    /// The text of a string value; nil for any other.
    public var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
