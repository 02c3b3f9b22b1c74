extension PageContext {
    /// Every name the layout and its partials can use, read from `LayoutContext`; the template
    /// lint rejects any other.
    static let schema = TemplateSchema(deriving: LayoutContext.self)
}
