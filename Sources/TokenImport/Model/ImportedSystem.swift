import StylebookKit

/// A design system built from a DTCG token source, plus what happened on the way.
public struct ImportedSystem: Sendable {
    public var system: DesignSystem
    /// Reader errors and warnings, and a warning for every token left out of the system.
    public var diagnostics: [Diagnostic]
    /// The modifiers that are no axis of the system, each held at the context it was read in.
    public var context: [String: String]
}
