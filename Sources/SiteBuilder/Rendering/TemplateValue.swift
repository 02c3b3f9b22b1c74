import Mustache

/// A template context value with its kind found once, so a lookup is a dictionary lookup rather
/// than a dynamic cast at every level of the context stack, for every tag of every page.
///
/// Stylebook's own contexts arrive typed (`TemplateContext`, encoded by `TemplateEncoder`);
/// `init(_:)` takes a value as swift-mustache would (dictionaries, arrays, its protocols), and
/// `mustacheValue` gives one back, for the templates swift-mustache renders itself.
/// `other` keeps any value this renderer does not read itself (numbers, swift-mustache's
/// protocols, other sequences, structs); those go through swift-mustache's rules.
enum TemplateValue {
    case text(String)
    case flag(Bool)
    /// `original`, for a value given as swift-mustache takes it, is what `{{name}}` prints for it.
    case object([String: TemplateValue], original: Any? = nil)
    case list([TemplateValue], original: Any? = nil)
    case slot(TemplateSlot)
    /// A custom representation of nothing (`NSNull`): found, so the lookup stops, but renders as missing.
    case null
    case other(Any)

    /// In the order the casts were made per lookup before, so every value takes the same branch.
    init(_ value: Any) {
        if let value = value as? TemplateValue {
            self = value
        } else if let text = value as? String {
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

    /// The value as swift-mustache takes it: objects as dictionaries, lists as arrays.
    var mustacheValue: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .object(let fields, let original): original ?? fields.mapValues(\.mustacheValue) as [String: Any]
        case .list(let elements, let original): original ?? Self.mustacheList(elements)
        case .slot(let slot): slot
        case .null: MustacheNothing()
        case .other(let value): value
        }
    }
}

extension TemplateValue {
    /// A list of strings as `[String]`, as it was given before contexts were typed: swift-mustache's
    /// `sorted` transform needs elements it can compare.
    static func mustacheList(_ elements: [TemplateValue]) -> Any {
        var texts: [String] = []
        for element in elements {
            guard case .text(let text) = element else { return elements.map(\.mustacheValue) }
            texts.append(text)
        }
        return texts
    }
}

/// What `.null` stands for when swift-mustache renders: found, and nothing.
private struct MustacheNothing: MustacheCustomRepresentation {
    var representation: Any? { nil }
}
