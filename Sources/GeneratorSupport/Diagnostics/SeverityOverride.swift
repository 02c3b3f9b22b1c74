import StylebookKit

/// A project's own level for one diagnostic id (`severities:` in stylebook.yml): a team moving
/// from a generator that only warns about something (Docusaurus's `onBrokenAnchors: 'warn'`)
/// can say so, the way linters let a team set a rule's level. Only ids the catalogue marks
/// `adjustable` take one; every finding is still reported, and the summary counts the changed ones.
public struct SeverityOverride: Hashable, Sendable {
    public var id: String
    public var severity: Diagnostic.Severity
    /// Where the setting is written, so the summary can name it.
    public var location: SourceLocation?

    public init(id: String, severity: Diagnostic.Severity, location: SourceLocation? = nil) {
        self.id = id
        self.severity = severity
        self.location = location
    }

    /// `content/broken-anchor: warning`, as it is written.
    public var setting: String { "\(id): \(severity.rawValue)" }
}

extension Array where Element == Diagnostic {
    /// Every diagnostic whose id has an override, at the overriding level, remembering its own.
    public func applying(_ overrides: [SeverityOverride]) -> [Diagnostic] {
        guard !overrides.isEmpty else { return self }
        let byID = Dictionary(overrides.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        return map { diagnostic in
            guard let override = byID[diagnostic.id], override.severity != diagnostic.severity, !diagnostic.isAcknowledged else {
                return diagnostic
            }
            var changed = diagnostic.reported(as: override.severity)
            changed.overridden = Diagnostic.Overridden(from: diagnostic.severity, by: override)
            return changed
        }
    }
}
