import GeneratorSupport
import StylebookKit

/// How strict the audit is. AA is the default gate; colour-vision findings warn unless a
/// policy promotes them to errors.
public struct ContrastPolicy: Hashable, Sendable {
    public var level: ContrastLevel
    public var colorVisionSeverity: Diagnostic.Severity
    /// ΔE OK (×100) below which two state colours count as confusable.
    public var confusableBelow: Double
    /// Levels set per context or combination (stylebook.yml's `contrast.levels`), first match
    /// by specificity; see `level(for:axes:)`.
    public var levels: [LevelEntry]
    /// What a high-contrast context asks for when `levels` does not say: AAA, 7:1 for text.
    public var highContrastLevel: ContrastLevel

    public struct LevelEntry: Hashable, Sendable {
        public var selector: ModeSelector
        public var level: ContrastLevel
        public var location: SourceLocation?

        public init(_ selector: ModeSelector, _ level: ContrastLevel, location: SourceLocation? = nil) {
            self.selector = selector
            self.level = level
            self.location = location
        }
    }

    public init(level: ContrastLevel = .aa, colorVisionSeverity: Diagnostic.Severity = .warning,
                confusableBelow: Double = ColorDistance.confusableBelow, levels: [LevelEntry] = [],
                highContrastLevel: ContrastLevel = .aaa) {
        self.level = level
        self.levels = levels
        self.highContrastLevel = highContrastLevel
        self.colorVisionSeverity = colorVisionSeverity
        self.confusableBelow = confusableBelow
    }

    public static let standard = ContrastPolicy()

    public func requirement(for kind: ContrastKind) -> ContrastRequirement {
        ContrastRequirement(kind: kind, level: level)
    }
}

extension ContrastPolicy {
    /// The level one mode asks for: the most specific `levels` entry that applies (a combination
    /// over a single context), else AAA in a high-contrast context (`ModeAxis.isHighContrast`),
    /// else nil, meaning the policy's own `level`.
    public func level(for mode: Mode, axes: [ModeAxis]) -> ContrastLevel? {
        let applicable = levels.filter { entry in entry.selector.contexts.allSatisfy(mode.contexts.contains) }
        if let best = applicable.max(by: { $0.selector.contexts.count < $1.selector.contexts.count }) { return best.level }
        let high = zip(axes, mode.contexts).contains { axis, context in axis.isHighContrast(context) }
        return high ? highContrastLevel : nil
    }
}

extension ContrastPolicy {
    /// The policy with stylebook.yml's per-context levels.
    public func with(levels: [LevelEntry]) -> ContrastPolicy {
        var copy = self
        copy.levels = levels
        return copy
    }
}
