import Audit
import StylebookKit

/// What a version's changes page (`changes/`) compares: the version published before it, whose
/// design system is the base of `stylebook diff`'s report and this build's system its head.
public struct VersionChanges: Sendable {
    /// This build's version, as the switcher names it ("Latest", "v2.0.0").
    public var label: String
    /// The version before it ("v1.0.0").
    public var baseLabel: String
    public var base: DesignSystem
    /// The base's own `contrast.levels`, as `diff` reads them.
    public var baseContrastLevels: [ContrastPolicy.LevelEntry]

    public init(label: String, baseLabel: String, base: DesignSystem, baseContrastLevels: [ContrastPolicy.LevelEntry] = []) {
        self.label = label
        self.baseLabel = baseLabel
        self.base = base
        self.baseContrastLevels = baseContrastLevels
    }
}
