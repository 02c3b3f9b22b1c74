import GeneratorSupport
import StylebookKit

/// What one `SiteSession` step did: its diagnostics and which files of the served site changed.
public struct SessionUpdate: Sendable {
    public enum Scope: Sendable, Equatable {
        /// Nothing the site is built from changed (an ignored file, or the same bytes saved again).
        case nothing
        /// Only these pages were rendered again.
        case pages(Int)
        /// Every page and every other file was rendered again (navigation, links or the theme
        /// changed); only files whose bytes changed were written.
        case fullBuild
    }

    public var diagnostics: [Diagnostic]
    public var scope: Scope
    /// Site-relative paths written or removed; files whose bytes did not change are not rewritten.
    public var changedFiles: [String]

    /// False when errors kept the update from being written: the previous site is still served.
    public var succeeded: Bool { !diagnostics.hasErrors }
}
