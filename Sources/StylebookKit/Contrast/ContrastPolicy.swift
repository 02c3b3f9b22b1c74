/// How strict the audit is. AA is the default gate; colour-vision findings warn unless a
/// policy promotes them to errors.
public struct ContrastPolicy: Hashable, Sendable {
    public var level: ContrastLevel
    public var colorVisionSeverity: Diagnostic.Severity
    /// ΔE OK (×100) below which two state colours count as confusable.
    public var confusableBelow: Double

    public init(level: ContrastLevel = .aa, colorVisionSeverity: Diagnostic.Severity = .warning,
                confusableBelow: Double = ColorDistance.confusableBelow) {
        self.level = level
        self.colorVisionSeverity = colorVisionSeverity
        self.confusableBelow = confusableBelow
    }

    public static let standard = ContrastPolicy()

    public func requirement(for kind: ContrastKind) -> ContrastRequirement {
        ContrastRequirement(kind: kind, level: level)
    }
}
