import Mustache

/// A template context value with its kind found once. The page context arrives as `[String: Any]`
/// (what swift-mustache takes too); deciding per lookup whether an `Any` is a dictionary, a list,
/// a flag or one of swift-mustache's protocols cost a dynamic cast at every level of the context
/// stack, for every tag of every page. Converted once, a lookup is a dictionary lookup.
///
/// `other` keeps any value this renderer does not read itself (numbers, swift-mustache's
/// protocols, other sequences, structs); those go through the same rules as before.
enum TemplateValue {
    case text(String)
    case flag(Bool)
    /// `original` is what `{{name}}` prints for it, as swift-mustache describes it.
    case object([String: TemplateValue], original: [String: Any])
    case list([TemplateValue], original: [[String: Any]])
    case slot(TemplateSlot)
    /// A custom representation of nothing (`NSNull`): found, so the lookup stops, but renders as missing.
    case null
    case other(Any)

    /// In the order the casts were made per lookup before, so every value takes the same branch.
    init(_ value: Any) {
        if let text = value as? String {
            self = .text(text)
        } else if let flag = value as? Bool {
            self = .flag(flag)
        } else if let object = value as? [String: Any] {
            self = .object(object.mapValues(TemplateValue.init), original: object)
        } else if let list = value as? [[String: Any]] {
            self = .list(list.map { .object($0.mapValues(TemplateValue.init), original: $0) }, original: list)
        } else if let slot = value as? TemplateSlot {
            self = .slot(slot)
        } else if let custom = value as? MustacheCustomRepresentation {
            self = custom.representation.map(TemplateValue.init) ?? .null
        } else {
            self = .other(value)
        }
    }
}
