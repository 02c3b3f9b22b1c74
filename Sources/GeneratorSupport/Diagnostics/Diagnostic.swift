import StylebookKit

/// A problem the user can fix. Every user-facing error or warning is one of these,
/// printed in one place (`DiagnosticFormatter`) and counted to decide the exit status.
public struct Diagnostic: Hashable, Sendable, Error, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// What it is: its id, and the severity it is reported with.
    public let kind: DiagnosticKind
    /// The kind's severity, unless a policy changed it (`reported(as:)`).
    public private(set) var severity: Severity
    /// Stable identifier such as `content/broken-link`; documented and safe to filter on.
    public var id: String { kind.id }
    public var message: String
    public var location: SourceLocation?
    /// How to fix it, in one sentence.
    public var hint: String?
    /// The tokens it concerns, by dotted name: what an `Acknowledgement` matches on.
    public var subjects: [String]
    /// A warning turned into a note by an `Acknowledgement`; counted apart from notes.
    public var isAcknowledged = false
    /// Set when the project's `severities:` changed this diagnostic's level: what it was, and the setting.
    public var overridden: Overridden?

    public struct Overridden: Hashable, Sendable {
        public var from: Severity
        public var by: SeverityOverride
    }

    /// A diagnostic at its kind's severity.
    public init(_ kind: DiagnosticKind, _ message: String, at location: SourceLocation? = nil, hint: String? = nil,
                subjects: [String] = []) {
        self.kind = kind
        self.severity = kind.severity
        self.message = message
        self.location = location
        self.hint = hint
        self.subjects = subjects
    }

    /// A diagnostic whose severity the policy stated by the caller decides.
    public init(_ graded: GradedDiagnosticKind, severity: Severity, _ message: String, at location: SourceLocation? = nil,
                hint: String? = nil, subjects: [String] = []) {
        self.init(graded.kind, message, at: location, hint: hint, subjects: subjects)
        self.severity = severity
    }

    /// The same diagnostic at the level a policy gives it: an acknowledgement, the project's
    /// `severities:`, `contrast.build`, a token file read leniently. Each caller says which.
    public func reported(as severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }

    public var description: String { DiagnosticFormatter.line(for: self) }
}

/// Thrown when a step has already reported its problems as diagnostics and cannot continue.
public struct DiagnosticsError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}

extension Array where Element == Diagnostic {
    public var errorCount: Int { filter { $0.severity == .error }.count }
    public var warningCount: Int { filter { $0.severity == .warning }.count }
    public var acknowledgedCount: Int { filter(\.isAcknowledged).count }
    /// Findings the project's `severities:` made less severe than Stylebook reports them.
    public var lowered: [Diagnostic] { filter { $0.overridden.map { $0.by.severity < $0.from } ?? false } }
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Deterministic order: by file, line, column, then id, so parallel steps print the same way every time.
    public func sortedForDisplay() -> [Diagnostic] {
        sorted { a, b in
            let la = a.location ?? SourceLocation(path: "", line: 0, column: 0)
            let lb = b.location ?? SourceLocation(path: "", line: 0, column: 0)
            if la != lb { return la < lb }
            if a.id != b.id { return a.id < b.id }
            return a.message < b.message
        }
    }
}
