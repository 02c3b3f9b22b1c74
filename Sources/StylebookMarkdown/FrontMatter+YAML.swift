import GeneratorSupport
import StylebookKit
import YAMLReading
import Yams

extension FrontMatter {
    /// Largest number of YAML values accepted, so aliases cannot expand without bound.
    static let maximumValueCount = 10_000
    static let maximumNesting = 64

    /// Reads front matter YAML that starts on line `firstLine` of the file at `path`.
    init(yaml: String, path: String, firstLine: Int) throws(Diagnostic) {
        if let entries = FlatFrontMatter.entries(yaml), let flat = FrontMatter(flat: entries, path: path, firstLine: firstLine) {
            self = flat
            return
        }
        try self.init(composing: yaml, path: path, firstLine: firstLine)
    }

    /// What Yams makes of the front matter: the reference the flat reader must agree with.
    init(composing yaml: String, path: String, firstLine: Int) throws(Diagnostic) {
        var reader = FrontMatterReader(path: path, firstLine: firstLine)
        let root: Node?
        do {
            root = try YAMLDocument.compose(yaml, firstLine: firstLine)
        } catch {
            throw reader.diagnostic(for: error)
        }
        guard let root else {
            self.init()
            return
        }
        guard case .mapping(let mapping) = root else {
            throw reader.problem("front matter must be a mapping of keys to values", at: root.mark,
                                 hint: "Write one `key: value` pair per line, e.g. `title: Colour`.")
        }
        var values: [String: FrontMatterValue] = [:]
        var locations: [String: SourceLocation] = [:]
        for (key, value) in mapping {
            let name = try reader.key(key)
            values[name] = try reader.value(value, depth: 1)
            locations[name] = reader.location(key.mark)
        }
        self.init(values: values)
        keyLocations = locations
        if let wrong = readKnownKeys() { throw reader.wrongType(wrong.key, wrong.expected, in: mapping) }
    }
}

extension FrontMatter {
    /// Front matter from the flat reader's entries, or nil when a key Stylebook reads has the
    /// wrong type (Yams then reads it again, for the diagnostic).
    init?(flat entries: [FlatFrontMatter.Entry], path: String, firstLine: Int) {
        var values: [String: FrontMatterValue] = [:]
        var locations: [String: SourceLocation] = [:]
        for entry in entries {
            values[entry.key] = entry.value
            locations[entry.key] = SourceLocation(path: path, line: entry.line + firstLine - 1, column: 1)
        }
        self.init(values: values)
        keyLocations = locations
        if readKnownKeys() != nil { return nil }
    }

    enum ExpectedType { case text, wholeNumber, number, flag }

    /// Sets the keys Stylebook reads from `values`, in the order they are checked; the first key
    /// whose value has the wrong type, if any. Both readers go through here, so they agree.
    private mutating func readKnownKeys() -> (key: String, expected: ExpectedType)? {
        func text(_ key: String) -> String?? {
            switch values[key] {
            case nil: return .some(nil)
            case .string(let string)?: return .some(string)
            default: return nil
            }
        }
        guard let title = text("title") else { return ("title", .text) }
        guard let description = text("description") else { return ("description", .text) }
        self.title = title
        self.description = description
        switch values["order"] {
        case nil: break
        case .int(let number)?: order = number
        default: return ("order", .wholeNumber)
        }
        position = order.map(Double.init)
        // Other generators' names for the same thing, when `order` is not given.
        if order == nil {
            for key in ["sidebar_position", "weight"] {
                switch values[key] {
                case nil: continue
                case .int(let number)?: position = position ?? Double(number)
                case .double(let number)? where number.isFinite: position = position ?? number
                default: return (key, .number)
                }
            }
        }
        guard let label = text("sidebar_label") else { return ("sidebar_label", .text) }
        guard let slug = text("slug") else { return ("slug", .text) }
        navigationLabel = label
        // Starlight's `sidebar: {label, order}`; VitePress's `sidebar: false` is not a mapping.
        if case .dictionary(let sidebar)? = values["sidebar"] {
            switch sidebar["label"] {
            case nil: break
            case .string(let text)?: navigationLabel = navigationLabel ?? text
            default: return ("sidebar", .text)
            }
            switch sidebar["order"] {
            case nil: break
            case .int(let number)?: position = position ?? Double(number)
            case .double(let number)? where number.isFinite: position = position ?? number
            default: return ("sidebar", .number)
            }
        }
        self.slug = slug
        switch values["draft"] {
        case nil: break
        case .bool(let flag)?: isDraft = flag
        default: return ("draft", .flag)
        }
        return nil
    }
}

/// Converts Yams nodes to `FrontMatterValue`, pointing diagnostics at lines of the real file.
private struct FrontMatterReader {
    let path: String
    let firstLine: Int
    private var valueCount = 0

    init(path: String, firstLine: Int) {
        self.path = path
        self.firstLine = firstLine
    }

    func location(_ mark: Mark?) -> SourceLocation {
        guard let mark else { return SourceLocation(path: path, line: firstLine - 1) }
        return SourceLocation(path: path, line: mark.line + firstLine - 1, column: mark.column)
    }

    func problem(_ message: String, at mark: Mark?, hint: String) -> Diagnostic {
        problem(message, at: location(mark), hint: hint)
    }

    func problem(_ message: String, at location: SourceLocation, hint: String) -> Diagnostic {
        Diagnostic(.contentMalformedFrontMatter, message, at: location, hint: hint)
    }

    func diagnostic(for problem: YAMLSyntaxProblem) -> Diagnostic {
        let at = problem.line.map { SourceLocation(path: path, line: $0, column: problem.column) } ?? location(nil)
        switch problem.kind {
        case .duplicateKeys:
            return self.problem("front matter \(problem.message)", at: at, hint: "Keep one of the repeated keys.")
        case .syntax:
            return self.problem("front matter is not valid YAML: \(problem.message)", at: at,
                                hint: "Check the indentation and quoting on this line; values containing `:` or `#` need quotes.")
        }
    }

    func key(_ node: Node) throws(Diagnostic) -> String {
        guard case .scalar(let scalar) = node else {
            throw problem("front matter keys must be plain words", at: node.mark, hint: "Use a simple key such as `title`.")
        }
        return scalar.string
    }

    mutating func value(_ node: Node, depth: Int) throws(Diagnostic) -> FrontMatterValue {
        valueCount += 1
        guard valueCount <= FrontMatter.maximumValueCount, depth <= FrontMatter.maximumNesting else {
            throw problem("front matter is too large or too deeply nested", at: node.mark,
                          hint: "Keep front matter to a few short values; move data into the page or a data file.")
        }
        switch node {
        case .scalar(let scalar):
            return Self.scalarValue(scalar, node: node)
        case .sequence(let sequence):
            var array: [FrontMatterValue] = []
            for element in sequence { array.append(try value(element, depth: depth + 1)) }
            return .array(array)
        case .mapping(let mapping):
            var dictionary: [String: FrontMatterValue] = [:]
            for (key, element) in mapping { dictionary[try self.key(key)] = try value(element, depth: depth + 1) }
            return .dictionary(dictionary)
        case .alias:
            return .null
        }
    }

    /// Follows the tag YAML's core schema resolves, so `"3"` stays a string and `3` is a number.
    private static func scalarValue(_ scalar: Node.Scalar, node: Node) -> FrontMatterValue {
        switch Resolver.default.resolveTag(of: node) {
        case .null: return .null
        case .bool: return node.bool.map(FrontMatterValue.bool) ?? .string(scalar.string)
        case .int: return node.int.map(FrontMatterValue.int) ?? .string(scalar.string)
        case .float: return node.float.map(FrontMatterValue.double) ?? .string(scalar.string)
        default: return .string(scalar.string)
        }
    }

    func wrongType(_ key: String, _ expected: FrontMatter.ExpectedType, in mapping: Node.Mapping) -> Diagnostic {
        let (kind, hint) = switch expected {
        case .text: ("text", "Put the value in quotes, e.g. `\(key): \"…\"`.")
        case .wholeNumber: ("a whole number", "Write a whole number without quotes, e.g. `\(key): 2`.")
        case .number: ("a number", "Write a number without quotes, e.g. `\(key): 2`.")
        case .flag: ("true or false", "Write `\(key): true` or `\(key): false`, without quotes.")
        }
        return problem("front matter `\(key)` must be \(kind)", at: mark(of: key, in: mapping), hint: hint)
    }

    private func mark(of key: String, in mapping: Node.Mapping) -> Mark? {
        mapping.first { $0.key.string == key }.flatMap { $0.value.mark ?? $0.key.mark }
    }
}
