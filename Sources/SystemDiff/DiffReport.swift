/// What changed between two states of a design system, by meaning. Encoded as is for
/// `--format json` (schema: Content/public/schemas/stylebook-diff-1.schema.json); the text and
/// Markdown reports read the same values. Every list is sorted, so equal inputs give equal bytes.
public struct DiffReport: Codable, Hashable, Sendable {
    /// Raised whenever the JSON changes shape; the schema's file name carries it.
    public static let currentFormat = 1

    public var format = DiffReport.currentFormat
    public var base: Side
    public var head: Side
    /// Modes only one side has; values and contrast are compared in the modes both have.
    public var modes: ModeChanges
    public var tokens: TokenChanges
    public var values: [ValueChange]
    public var contrast: [PairChange]
    public var components: ComponentChanges

    public struct Side: Codable, Hashable, Sendable {
        /// What was read: "main (1a2b3c4)", "working tree", a file or folder.
        public var label: String
        public var system: String
        public var modes: [String]
    }

    public struct ModeChanges: Codable, Hashable, Sendable {
        public var added: [String] = []
        public var removed: [String] = []
    }

    public struct TokenChanges: Codable, Hashable, Sendable {
        public var added: [AddedToken] = []
        public var removed: [RemovedToken] = []
        public var renamed: [Rename] = []
        public var typeChanged: [TypeChange] = []
        /// Deprecated in head, current in base.
        public var deprecated: [NewDeprecation] = []
    }

    public struct AddedToken: Codable, Hashable, Sendable {
        public var path: String
        public var kind: String
        /// Its value in each mode of head (one entry, mode nil, for tokens that do not vary).
        public var values: [ModeValue]
    }

    public struct RemovedToken: Codable, Hashable, Sendable {
        public var path: String
        public var kind: String
        /// Base's deprecation sentence, when it was deprecated before it went.
        public var deprecation: String?
        /// The release base said would remove it.
        public var removedIn: String?
    }

    public struct Rename: Codable, Hashable, Sendable {
        public var from: String
        public var to: String
        public var kind: String
    }

    public struct TypeChange: Codable, Hashable, Sendable {
        public var path: String
        public var from: String
        public var to: String
    }

    public struct NewDeprecation: Codable, Hashable, Sendable {
        public var path: String
        public var message: String
        public var replacedBy: String?
        public var removedIn: String?
    }

    public struct ModeValue: Codable, Hashable, Sendable {
        /// nil: every mode (a token kind that does not vary by mode).
        public var mode: String?
        public var value: Value
    }

    /// A token's value in one mode: as declared (`{color.blue.500}`, `#0969DA`, `16pt`) and
    /// what that comes to after aliases (for colours the sRGB hex contrast measures).
    public struct Value: Codable, Hashable, Sendable {
        public var declared: String
        public var resolved: String?
    }

    /// A token whose own declaration changed (a literal, or the token an alias names).
    public struct ValueChange: Codable, Hashable, Sendable {
        public var path: String
        public var kind: String
        public var changes: [ModeChange]
        /// Tokens whose declaration did not change but whose value did, because they reach
        /// this one through aliases; each with the modes it moved in.
        public var moves: [Moved]
    }

    public struct ModeChange: Codable, Hashable, Sendable {
        public var mode: String?
        public var before: Value
        public var after: Value
    }

    public struct Moved: Codable, Hashable, Sendable {
        public var path: String
        public var modes: [String]
    }

    /// One pair in one mode whose ratio, outcome or requirement changed, or that only one side checks.
    public struct PairChange: Codable, Hashable, Sendable {
        public enum Status: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
            /// Fails in head; passed, was skipped or was not checked in base.
            case newFailure = "new-failure"
            /// Fails in both, at another ratio.
            case stillFailing = "still-failing"
            /// Failed in base, passes (or is exempt) in head.
            case fixed
            /// Passes in both, at another ratio; or skipped on one side.
            case changed
            /// Checked in head only, and passes.
            case added
            /// Checked in base only.
            case removed

            public static func < (a: Status, b: Status) -> Bool {
                allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
            }
        }

        public var status: Status
        public var foreground: String
        public var background: String
        public var over: String?
        /// text, large-text or non-text.
        public var kind: String
        public var mode: String
        public var before: Measured?
        public var after: Measured?
        /// The tokens whose own change moved this pair's colours (see `values`).
        public var causes: [String]
        /// Components that draw the pair (head's, else base's).
        public var components: [String]
    }

    public struct Measured: Codable, Hashable, Sendable {
        /// The exact ratio; nil when the pair was skipped.
        public var ratio: Double?
        /// "4.48:1", rounded down as every Stylebook report rounds.
        public var display: String?
        /// pass, fail or skipped.
        public var outcome: String
        /// "AA text 4.5:1".
        public var requirement: String
        public var foreground: String?
        public var background: String?
    }

    public struct ComponentChanges: Codable, Hashable, Sendable {
        public var added: [String] = []
        public var removed: [String] = []
        public var parts: [PartChange] = []
    }

    /// One property of one part whose bound token or resolved value changed, in the variants and
    /// states where the change is the same.
    public struct PartChange: Codable, Hashable, Sendable {
        public var component: String
        public var part: String
        public var property: String
        /// Empty: the component has no variants.
        public var variants: [String]
        public var states: [String]
        public var changes: [BindingChange]
    }

    public struct BindingChange: Codable, Hashable, Sendable {
        public var mode: String?
        public var before: Bound?
        public var after: Bound?
    }

    public struct Bound: Codable, Hashable, Sendable {
        public var token: String
        public var value: String?
    }
}

extension DiffReport {
    public var newFailures: [PairChange] { contrast.filter { $0.status == .newFailure } }

    /// Whether anything a reviewer should read changed.
    public var hasChanges: Bool { changeCount > 0 }

    /// Every reported item: tokens, own value changes, pairs, component parts, modes.
    public var changeCount: Int {
        tokens.added.count + tokens.removed.count + tokens.renamed.count + tokens.typeChanged.count
            + tokens.deprecated.count + values.count + contrast.count + components.added.count
            + components.removed.count + components.parts.count + modes.added.count + modes.removed.count
    }

    /// Tokens moved through aliases, each counted once.
    public var movedCount: Int { Set(values.flatMap { $0.moves.map(\.path) }).count }
}
