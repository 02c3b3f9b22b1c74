/// A command of the command line as the reference documents it. SiteBuilder does not know the
/// argument parser: the CLI fills these from its command definitions (`StylebookCommand`).
public struct CommandReference: Sendable, Equatable {
    /// The whole invocation, e.g. `stylebook theme eject`.
    public var name: String
    public var abstract: String
    /// The longer help text; may be empty. Blocks are separated by blank lines; lines indented
    /// by two spaces are a list, as `--help` shows them.
    public var discussion: String
    public var arguments: [ArgumentReference]
    public var exitStatuses: [ExitStatus]
    public var examples: [Example]
    public var subcommands: [CommandReference]

    public struct ExitStatus: Sendable, Equatable {
        public var status: Int32
        public var meaning: String
        public init(status: Int32, meaning: String) {
            self.status = status
            self.meaning = meaning
        }
    }

    public struct Example: Sendable, Equatable {
        public var purpose: String
        public var command: String
        public init(purpose: String, command: String) {
            self.purpose = purpose
            self.command = command
        }
    }

    public init(name: String, abstract: String, discussion: String, arguments: [ArgumentReference],
                exitStatuses: [ExitStatus], examples: [Example], subcommands: [CommandReference]) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.exitStatuses = exitStatuses
        self.examples = examples
        self.subcommands = subcommands
    }

    /// This command and every command below it, depth first.
    public var all: [CommandReference] { [self] + subcommands.flatMap(\.all) }
}

/// One argument, option or flag of a command.
public struct ArgumentReference: Sendable, Equatable {
    public enum Kind: String, Sendable { case positional, option, flag }

    public var kind: Kind
    /// Spellings, long first: `--quiet`, `-q`. Empty for a positional argument.
    public var names: [String]
    /// `dir` in `--output <dir>`, or the positional argument's name.
    public var valueName: String
    public var abstract: String
    public var defaultValue: String?
    /// The values an option accepts, when they are a fixed set.
    public var allowedValues: [String]
    public var isOptional: Bool
    public var isRepeating: Bool

    public init(kind: Kind, names: [String], valueName: String, abstract: String, defaultValue: String?,
                allowedValues: [String], isOptional: Bool, isRepeating: Bool) {
        self.kind = kind
        self.names = names
        self.valueName = valueName
        self.abstract = abstract
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
        self.isOptional = isOptional
        self.isRepeating = isRepeating
    }

    /// How it is written on the command line: `--output <dir>`, `-q, --quiet`, `<file>`.
    public var usage: String {
        switch kind {
        case .positional: return "<\(valueName)>" + (isRepeating ? " …" : "")
        case .flag: return names.joined(separator: ", ")
        case .option: return names.joined(separator: ", ") + " <\(valueName)>"
        }
    }
}
