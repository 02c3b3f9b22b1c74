/// A parsed JSON value that remembers where it was written and the order of object members,
/// so diagnostics can point at a line and generated code can follow the file's grouping.
public struct JSONNode: Hashable, Sendable {
    public indirect enum Value: Hashable, Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONNode
    }

    public var value: Value
    /// 1-based line and column of the value's first character.
    public var line: Int
    public var column: Int

    public init(_ value: Value, line: Int = 1, column: Int = 1) {
        self.value = value
        self.line = line
        self.column = column
    }

    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// The member named `key`; the last one wins when a key is repeated, as in most JSON readers.
    public subscript(key: String) -> JSONNode? {
        members?.last { $0.key == key }?.value
    }

    /// A short name for the kind of value, for messages.
    public var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
