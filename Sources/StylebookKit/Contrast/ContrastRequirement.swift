/// The minimum ratio one pair must reach: WCAG 2.2 SC 1.4.3 (AA text 4.5, large 3),
/// 1.4.6 (AAA text 7, large 4.5) and 1.4.11 (non-text 3; there is no AAA step).
public struct ContrastRequirement: Hashable, Sendable {
    public var kind: ContrastKind
    public var level: ContrastLevel
    public var minimum: Double

    public init(kind: ContrastKind, level: ContrastLevel) {
        self.kind = kind
        self.level = level
        switch (kind, level) {
        case (.text, .aa): minimum = 4.5
        case (.text, .aaa): minimum = 7
        case (.largeText, .aa): minimum = 3
        case (.largeText, .aaa): minimum = 4.5
        case (.nonText, _): minimum = 3
        }
    }

    public func isMet(by ratio: ContrastRatio) -> Bool { ratio.meets(minimum) }

    /// "4.5:1", "3:1": thresholds print without trailing zeros.
    public var minimumDisplay: String {
        let text = minimum == minimum.rounded() ? String(Int(minimum)) : String(minimum)
        return "\(text):1"
    }

    /// "AA text 4.5:1".
    public var label: String { "\(level.label) \(kind.label) \(minimumDisplay)" }
}
