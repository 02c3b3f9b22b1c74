/// One diagnostic id, declared once (in `Kinds/`, a file per category) with its severity, what
/// it means and how to fix it. A diagnostic is made from its kind, `Diagnostic(.importRemConverted,
/// …)`, never from a string, so an id cannot be emitted without its declaration or with
/// another severity: the catalogue and the manual's reference are these declarations.
/// Ids are stable: CI filters and SARIF rules depend on them, so rename one only when it
/// describes something else, and say so in the manual.
public struct DiagnosticKind: Hashable, Sendable {
    public let id: String
    /// The severity every diagnostic of this kind is reported with. Only a policy stated where
    /// it applies changes it afterwards (`Diagnostic.reported(as:)`): an acknowledgement, the
    /// project's `severities:`, `contrast.build`, a token file read leniently.
    public let severity: Diagnostic.Severity
    /// What it means, in one sentence.
    public let summary: String
    /// How to fix it, in one sentence, for the reference (the hint printed with each diagnostic
    /// is written for the case at hand). Required: a test fails for an id without one.
    public let fix: String
    /// A project may set its level in stylebook.yml (`severities:`). Only findings about what
    /// pages say are: a page that cannot be read, or two at one URL, leave no site to build.
    public let adjustable: Bool
    /// Declared ahead of the check that will report it; the reference says so, and a test
    /// allows it to be emitted nowhere (and only it).
    public let reserved: Bool

    init(id: String, severity: Diagnostic.Severity, summary: String, fix: String, adjustable: Bool = false, reserved: Bool = false) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.fix = fix
        self.adjustable = adjustable
        self.reserved = reserved
    }

    /// Kinds are their ids.
    public static func == (lhs: DiagnosticKind, rhs: DiagnosticKind) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A kind whose severity a policy decides where it is reported (the contrast level a mode asks
/// for, `--matrix`, `--allow-empty`): `Diagnostic(.contrastTextBelowAA, severity: pair.severity, …)`.
/// Only these take a severity, so an ordinary kind cannot be reported at another level by mistake.
public struct GradedDiagnosticKind: Hashable, Sendable {
    public let kind: DiagnosticKind

    init(id: String, severity: Diagnostic.Severity, summary: String, fix: String) {
        kind = DiagnosticKind(id: id, severity: severity, summary: summary, fix: fix)
    }
}
