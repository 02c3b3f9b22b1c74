/// What a template receives: a value whose stored properties are its template names. Decodable
/// only so `TemplateSchema(deriving:)` can read its shape; nothing decodes one from data.
///
/// Encoded by `TemplateEncoder` with Mustache's needs in mind: a `nil` is `false`, so
/// `{{#name}}` skips it and the lookup stops there rather than finding the same name in an
/// enclosing object; numbers print as Swift prints them.
typealias TemplateContext = Codable & Sendable

/// Turns a typed context into the values the renderers read.
enum TemplateEncoder {
    static func value(_ context: some Encodable) -> TemplateValue {
        let encoder = ValueEncoder()
        do {
            return try encoder.encodeValue(context)
        } catch {
            // The encoder itself never throws; only a custom `encode(to:)` could, and ours don't.
            preconditionFailure("template context could not be encoded: \(error)")
        }
    }

    /// Optional text a template shows only when there is some: Mustache treats even an empty
    /// string as present in `{{#name}}`.
    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}

/// A key named at run time (front matter, asset files).
struct TemplateKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension TemplateValue: Codable {
    // A value made ahead (a front-matter value, an empty part) goes into a typed context as it
    // is: `TemplateEncoder` takes it whole. Nothing decodes one.
    init(from decoder: any Decoder) throws {
        self = .flag(false)
    }

    func encode(to encoder: any Encoder) throws {
        guard encoder is ValueEncoder else {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "only TemplateEncoder encodes template values"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(self)
    }
}

/// One value being encoded. Containers write into shared boxes because Swift's `Encoder` hands
/// out containers by value and expects them to write back into the encoder.
private final class ValueEncoder: Encoder {
    // Nothing reads the path, and keeping it cost an array per nested value.
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var storage: Storage = .none

    enum Storage {
        case none
        case value(TemplateValue)
        case object(ObjectBox)
        case list(ListBox)
    }

    func encodeValue<T: Encodable>(_ value: T) throws -> TemplateValue {
        if let leaf = Self.leaf(value) { return leaf }
        try value.encode(to: self)
        return resolved
    }

    var resolved: TemplateValue {
        switch storage {
        case .none: .flag(false)
        case .value(let value): value
        case .object(let box): .object(box.fields.mapValues(\.resolved))
        case .list(let box): .list(box.items.map(\.resolved))
        }
    }

    /// Values written directly, without an encoder of their own. Compared by type, not cast:
    /// a cast from a generic value is a runtime call, and this runs for every value of every page.
    static func leaf<T: Encodable>(_ value: T) -> TemplateValue? {
        if T.self == String.self { return .text(unsafeBitCast(value, to: String.self)) }
        if T.self == Bool.self { return .flag(unsafeBitCast(value, to: Bool.self)) }
        if T.self == Int.self { return .other(unsafeBitCast(value, to: Int.self)) }
        if T.self == Double.self { return .other(unsafeBitCast(value, to: Double.self)) }
        if T.self == TemplateSlot.self { return .slot(unsafeBitCast(value, to: TemplateSlot.self)) }
        if T.self == TemplateValue.self { return unsafeBitCast(value, to: TemplateValue.self) }
        return nil
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box: ObjectBox
        if case .object(let existing) = storage {
            box = existing
        } else {
            box = ObjectBox()
            storage = .object(box)
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: ListBox
        if case .list(let existing) = storage {
            box = existing
        } else {
            box = ListBox()
            storage = .list(box)
        }
        return UnkeyedContainer(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(encoder: self)
    }

    fileprivate func set(_ value: TemplateValue) {
        storage = .value(value)
    }

    fileprivate func child<T: Encodable>(_ value: T) throws -> TemplateValue {
        try ValueEncoder().encodeValue(value)
    }
}

/// A field: a value, or an encoder whose result is read when the whole context is done.
private enum Entry {
    case value(TemplateValue)
    case nested(ValueEncoder)

    var resolved: TemplateValue {
        switch self {
        case .value(let value): value
        case .nested(let encoder): encoder.resolved
        }
    }

    /// A value encoded whole: done when `encode(to:)` returns, so resolved at once.
    static func encoding<T: Encodable>(_ value: T) throws -> Entry {
        .value(try ValueEncoder().encodeValue(value))
    }
}

private final class ObjectBox {
    var fields: [String: Entry] = [:]
}

private final class ListBox {
    var items: [Entry] = []
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: ObjectBox
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { box.fields[key.stringValue] = .value(.flag(false)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { box.fields[key.stringValue] = .value(.flag(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { box.fields[key.stringValue] = .value(.text(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        box.fields[key.stringValue] = try .encoding(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { box.fields[key.stringValue] = .value(.other(value)) }

    // Synthesised `encode(to:)` skips a nil optional; a template needs it as false.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let encoder = nested(forKey: key)
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nested(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { nested(forKey: nil) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { nested(forKey: key) }

    private func nested(forKey key: Key?) -> ValueEncoder {
        let encoder = ValueEncoder()
        box.fields[key?.stringValue ?? "super"] = .nested(encoder)
        return encoder
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let box: ListBox
    var codingPath: [any CodingKey] { [] }
    var count: Int { box.items.count }

    mutating func encodeNil() throws { box.items.append(.value(.flag(false))) }
    mutating func encode(_ value: Bool) throws { box.items.append(.value(.flag(value))) }
    mutating func encode(_ value: String) throws { box.items.append(.value(.text(value))) }
    mutating func encode(_ value: Double) throws { box.items.append(.value(.other(value))) }
    mutating func encode(_ value: Float) throws { box.items.append(.value(.other(value))) }
    mutating func encode(_ value: Int) throws { box.items.append(.value(.other(value))) }
    mutating func encode(_ value: Int8) throws { box.items.append(.value(.other(value))) }
    mutating func encode(_ value: Int16) throws { box.items.append(.value(.other(value))) }
    mutating func encode(_ value: Int32) throws { box.items.append(.value(.other(value))) }
    mutating func encode(_ value: Int64) throws { box.items.append(.value(.other(value))) }
    mutating func encode(_ value: UInt) throws { box.items.append(.value(.other(value))) }
    mutating func encode(_ value: UInt8) throws { box.items.append(.value(.other(value))) }
    mutating func encode(_ value: UInt16) throws { box.items.append(.value(.other(value))) }
    mutating func encode(_ value: UInt32) throws { box.items.append(.value(.other(value))) }
    mutating func encode(_ value: UInt64) throws { box.items.append(.value(.other(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws { box.items.append(try .encoding(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nested().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nested().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { nested() }

    private func nested() -> ValueEncoder {
        let encoder = ValueEncoder()
        box.items.append(.nested(encoder))
        return encoder
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.set(.flag(false)) }
    mutating func encode(_ value: Bool) throws { encoder.set(.flag(value)) }
    mutating func encode(_ value: String) throws { encoder.set(.text(value)) }
    mutating func encode(_ value: Int) throws { encoder.set(.other(value)) }
    mutating func encode(_ value: Double) throws { encoder.set(.other(value)) }
    mutating func encode(_ value: Float) throws { encoder.set(.other(value)) }
    mutating func encode(_ value: Int8) throws { encoder.set(.other(value)) }
    mutating func encode(_ value: Int16) throws { encoder.set(.other(value)) }
    mutating func encode(_ value: Int32) throws { encoder.set(.other(value)) }
    mutating func encode(_ value: Int64) throws { encoder.set(.other(value)) }
    mutating func encode(_ value: UInt) throws { encoder.set(.other(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.set(.other(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.set(.other(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.set(.other(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.set(.other(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { encoder.set(try encoder.child(value)) }
}
