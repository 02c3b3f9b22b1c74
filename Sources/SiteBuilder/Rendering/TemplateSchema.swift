/// The shape of the values templates receive, as named object types, so a template that names a
/// value nobody provides is an error instead of a silent blank. Recursive shapes (a navigation
/// entry's children are entries) refer to their type by name.
struct TemplateSchema: Sendable {
    enum Field: Hashable, Sendable {
        /// A string, number or flag.
        case value
        /// An object of the named type.
        case object(String)
        /// A list of objects of the named type; a section over it runs once per element.
        case list(String)
        /// Shape decided by the user (front matter): any name below it is accepted.
        case open
    }

    var rootType: String
    var types: [String: [String: Field]]

    /// The same schema with extra keys, each of open shape, on one type.
    func adding(openKeys keys: some Sequence<String>, to type: String) -> TemplateSchema {
        var copy = self
        for key in keys where copy.types[type]?[key] == nil { copy.types[type]?[key] = .open }
        return copy
    }
}
