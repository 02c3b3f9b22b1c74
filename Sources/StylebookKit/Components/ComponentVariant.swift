/// A flavour of a component, such as the danger and warning banners. Bindings name the
/// variant they apply to by `id`; a binding without a variant applies to all of them.
public struct ComponentVariant: Codable, Hashable, Sendable {
    public var id: String
    public var name: String
    public var summary: String

    public init(_ id: String, name: String, _ summary: String) {
        self.id = id
        self.name = name
        self.summary = summary
    }
}
