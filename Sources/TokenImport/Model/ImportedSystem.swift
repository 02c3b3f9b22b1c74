import StylebookKit

/// A design system built from a DTCG token source, plus what happened on the way.
public struct ImportedSystem: Sendable {
    public var system: DesignSystem
    /// Reader errors and warnings, and a warning for every token left out of the system.
    public var diagnostics: [Diagnostic]
    /// The contexts of the modifiers that are not light/dark, as used for this system.
    public var context: [String: String]
}
