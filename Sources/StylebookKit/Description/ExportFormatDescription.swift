/// A format a team's package declares (a `TokenExporter` in its describing executable), as the
/// description carries it to the installed `stylebook`: enough to list the format, check its
/// settings in `stylebook.yml` and ask the executable for its files.
public struct ExportFormatDescription: Codable, Sendable, Hashable {
    /// The format's id: its folder under `tokens/`, its name in `exports.formats` and the key of
    /// its own settings under `exports:`.
    public var id: String
    /// One line for `stylebook tokens --help` and the tokens page.
    public var summary: String
    /// The settings it reads from `exports.<id>` in `stylebook.yml`.
    public var options: [ExportOption]

    public init(id: String, summary: String, options: [ExportOption] = []) {
        self.id = id
        self.summary = summary
        self.options = options
    }
}

/// One setting a format reads from its own mapping under `exports:` in `stylebook.yml`:
///
/// ```yaml
/// exports:
///   flutter:
///     className: AcmeColors   # ExportOption("className", .text, "The Dart class name.")
/// ```
public struct ExportOption: Codable, Sendable, Hashable {
    /// What a value must be; the configuration reader checks it at its line.
    public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        /// Any scalar, read as text (`header: Acme tokens`, `version: 2`).
        case text
        /// A number (`baseSize: 16`).
        case number
        /// `true` or `false`.
        case flag
        /// A list of texts (`[light, dark]`).
        case list

        /// How the reference and errors name it.
        public var expected: String {
            switch self {
            case .text: "text"
            case .number: "a number"
            case .flag: "`true` or `false`"
            case .list: "a list, e.g. `[a, b]`"
            }
        }
    }

    public var name: String
    public var kind: Kind
    /// One sentence for the format's documentation and for errors about it.
    public var summary: String

    public init(_ name: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}
