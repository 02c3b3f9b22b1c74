import GeneratorSupport
import StylebookKit

/// A design system built from a DTCG token source, plus what happened on the way.
public struct ImportedSystem: Sendable {
    /// One mode of the system and the modifier contexts it was read in (`light+increased` from
    /// `theme: light-hc`); modifiers held at one context are not listed.
    public struct ModeSource: Sendable, Equatable {
        public var mode: String
        public var contexts: [Context]
    }

    public struct Context: Sendable, Equatable {
        public var modifier: String
        public var context: String
    }

    public var system: DesignSystem
    /// Reader errors and warnings, and a warning for every token left out of the system.
    public var diagnostics: [Diagnostic]
    /// The modifiers that are no axis of the system, each held at the context it was read in.
    public var context: [String: String]
    /// Each mode's contexts, in the system's mode order; empty for a source without modifiers.
    public var modeSources: [ModeSource] = []
    /// Each mode's resolution of the source, by mode name: where `fix contrast` finds the
    /// literal a mode's colour is written in.
    public var resolutions: [String: TokenSet] = [:]
}
