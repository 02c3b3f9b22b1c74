import StylebookKit

/// A value a team wrote for one of a format's own settings (`exports.<id>.<name>`), as the
/// format reads it: `settings.option("className", of: id)?.text`.
public enum ExportOptionValue: Codable, Sendable, Hashable {
    case text(String)
    case number(Double)
    case flag(Bool)
    case list([String])

    /// The value as text: a number in its shortest form (`2`, `1.5`), a flag as `true` or `false`.
    public var text: String? {
        switch self {
        case .text(let text): text
        case .number(let number): ExportNumber.format(number)
        case .flag(let flag): String(flag)
        case .list: nil
        }
    }

    public var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    public var flag: Bool? {
        if case .flag(let flag) = self { return flag }
        return nil
    }

    /// A list, or one text as a list of one.
    public var list: [String]? {
        switch self {
        case .list(let items): items
        case .text(let text): [text]
        default: nil
        }
    }

    /// Whether it can be read as `kind`: any scalar is text, one text is a list of one.
    public func fits(_ kind: ExportOption.Kind) -> Bool {
        switch kind {
        case .text: text != nil
        case .number: number != nil
        case .flag: flag != nil
        case .list: list != nil
        }
    }

    // One JSON value, not a tagged object: what the executable's request file shows.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) { self = .flag(flag) }
        else if let number = try? container.decode(Double.self) { self = .number(number) }
        else if let text = try? container.decode(String.self) { self = .text(text) }
        else { self = .list(try container.decode([String].self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .flag(let flag): try container.encode(flag)
        case .list(let items): try container.encode(items)
        }
    }
}
