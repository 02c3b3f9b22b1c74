/// The YAML mapping between `---` lines at the very top of a page.
public struct FrontMatter: Hashable, Sendable {
    public var title: String?
    public var description: String?
    /// Position among siblings in navigation; lower comes first.
    public var order: Int?
    /// Every key, the known ones included, for templates.
    public var values: [String: FrontMatterValue]

    public init(title: String? = nil, description: String? = nil, order: Int? = nil, values: [String: FrontMatterValue] = [:]) {
        self.title = title
        self.description = description
        self.order = order
        self.values = values
    }
}
