/// A schema read from the context types themselves, so the lint and what templates receive
/// cannot drift apart: each type is decoded once by a decoder that answers every question with
/// a placeholder and writes down the keys asked for and the type of each.
///
/// It asks the runtime no "does this type conform" questions: the first such question about a
/// type scans every conformance in the binary, and a schema has a hundred types. Lists show
/// themselves by asking for an unkeyed container, open shapes by decoding `OpenTemplateShape`.
extension TemplateSchema {
    init<Root: Decodable>(deriving root: Root.Type) {
        let probe = SchemaProbe()
        let made = probe.instance(of: root)
        guard case .object(let name) = made.field else { preconditionFailure("a template context must be a struct: \(root)") }
        self.init(rootType: name, types: probe.types)
    }

    /// The object type reached from the root by a dotted name (`page`), if it is one.
    func objectType(at name: String) -> String? {
        var type = rootType
        for part in name.split(separator: ".") {
            guard case .object(let next)? = types[type]?[String(part)] else { return nil }
            type = next
        }
        return type
    }
}

/// Decoded by a context whose shape is the user's (front matter): the template lint accepts
/// any name below it.
struct OpenTemplateShape: Decodable {}

private final class SchemaProbe {
    var types: [String: [String: TemplateSchema.Field]] = [:]
    private var names: [ObjectIdentifier: String] = [:]

    /// A type's name in this schema: a number in the order met (spelling the type out is slow,
    /// and names only need to tell types apart).
    func name(of type: Any.Type) -> String {
        if let name = names[ObjectIdentifier(type)] { return name }
        let name = "type\(names.count + 1)"
        names[ObjectIdentifier(type)] = name
        return name
    }

    /// A placeholder value of `type` and the field it makes, its object types recorded on the way.
    func instance<T: Decodable>(of type: T.Type) -> (value: T, field: TemplateSchema.Field) {
        if let value = ProbeSingleContainer.placeholder(type) { return (value, .value) }
        let name = name(of: type)
        let decoder = ProbeDecoder(probe: self, name: name)
        do {
            let value = try T(from: decoder)
            return (value, decoder.field)
        } catch is ProbeDecoder.KnownElement {
            // A list of a type already met (a navigation entry's children are entries): an empty one.
            let value = try? T(from: ProbeDecoder(probe: self, name: name, listsAreEmpty: true))
            guard let value else { preconditionFailure("template context \(type) cannot be described") }
            return (value, decoder.field)
        } catch {
            preconditionFailure("template context \(type) cannot be described: \(error)")
        }
    }
}

private final class ProbeDecoder: Decoder {
    /// Stops decoding a list whose element type is already described.
    struct KnownElement: Error {}

    enum Shape { case none, object, list(TemplateSchema.Field), value, open }

    let probe: SchemaProbe
    let name: String
    let listsAreEmpty: Bool
    var shape = Shape.none
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(probe: SchemaProbe, name: String, listsAreEmpty: Bool = false) {
        self.probe = probe
        self.name = name
        self.listsAreEmpty = listsAreEmpty
    }

    /// What a value of the decoded type is to a template.
    var field: TemplateSchema.Field {
        switch shape {
        // A struct without stored properties asks for no container: an object with no fields.
        case .object, .none:
            if probe.types[name] == nil { probe.types[name] = [:] }
            return .object(name)
        case .list(.object(let element)): return .list(element)
        case .list(.open), .open: return .open
        case .list, .value: return .value
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        shape = .object
        if probe.types[name] == nil { probe.types[name] = [:] }
        return KeyedDecodingContainer(ProbeKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer {
        shape = .list(.value)
        return ProbeUnkeyedContainer(decoder: self, isAtEnd: listsAreEmpty)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        shape = .value
        return ProbeSingleContainer(decoder: self)
    }

    func record(_ key: some CodingKey, _ field: TemplateSchema.Field) {
        probe.types[name, default: [:]][key.stringValue] = field
    }
}

private struct ProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ProbeDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let made = decoder.probe.instance(of: type)
        decoder.record(key, made.field)
        return made.value
    }

    // An optional's type is described without keeping a value: it may be the type being described.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let name = decoder.probe.name(of: type)
        decoder.record(key, decoder.probe.types[name] != nil ? .object(name) : decoder.probe.instance(of: type).field)
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw DecodingError.typeMismatch(type, .init(codingPath: [key], debugDescription: "template contexts have no nested containers"))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [key], debugDescription: "template contexts have no nested containers"))
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}

/// A list of one element, decoded to learn the element's type; empty when that type is
/// already being described (the list's decoding stops with `KnownElement`).
private struct ProbeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ProbeDecoder
    var isAtEnd: Bool
    var codingPath: [any CodingKey] { [] }
    var count: Int? { isAtEnd ? 0 : 1 }
    var currentIndex: Int { isAtEnd ? 1 : 0 }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        isAtEnd = true
        let name = decoder.probe.name(of: type)
        if decoder.probe.types[name] != nil {
            decoder.shape = .list(.object(name))
            throw ProbeDecoder.KnownElement()
        }
        let made = decoder.probe.instance(of: type)
        decoder.shape = .list(made.field)
        return made.value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "template lists hold values, not containers"))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "template lists hold values, not lists"))
    }

    mutating func superDecoder() throws -> any Decoder { decoder }
}

private struct ProbeSingleContainer: SingleValueDecodingContainer {
    let decoder: ProbeDecoder
    var codingPath: [any CodingKey] { [] }

    /// What a string, flag or number decodes as.
    static func placeholder<T>(_ type: T.Type) -> T? {
        switch type {
        case is String.Type: "" as? T
        case is Bool.Type: false as? T
        case is Int.Type: 0 as? T
        case is Double.Type: 0.0 as? T
        case is TemplateSlot.Type: TemplateSlot(id: "") as? T
        case is OpenTemplateShape.Type: OpenTemplateShape() as? T
        default: nil
        }
    }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if type == OpenTemplateShape.self { decoder.shape = .open }
        guard let value = Self.placeholder(type) else {
            throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "template values are strings, flags and numbers"))
        }
        return value
    }
}
