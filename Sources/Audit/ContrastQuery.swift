import StylebookKit

/// `stylebook contrast FG BG`: one pair measured against every WCAG level, as text.
/// `alpha` multiplies the background's alpha; a translucent background is composited over
/// `over`, or over white when none is given (WCAG assumes white when no background is set).
public struct ContrastQuery: Sendable {
    public var foreground: SRGBColor
    public var background: SRGBColor
    public var over: SRGBColor?
    public var alpha: Double?

    public init(foreground: SRGBColor, background: SRGBColor, over: SRGBColor? = nil, alpha: Double? = nil) {
        self.foreground = foreground
        self.background = background
        self.over = over
        self.alpha = alpha
    }

    static let white = SRGBColor(red: 1, green: 1, blue: 1)

    public var measurement: ContrastMeasurement {
        let bg = alpha.map { background.withAlpha($0) } ?? background
        let surface = bg.alpha < 1 || over != nil ? (over ?? Self.white).opaque : nil
        // The surface is made opaque above, so a measurement always exists.
        return ContrastMeasurement(foreground: foreground, background: bg, over: surface)
            ?? ContrastMeasurement(foreground: foreground, background: bg.opaque)!
    }

    public static let requirements: [ContrastRequirement] = [
        ContrastRequirement(kind: .text, level: .aa),
        ContrastRequirement(kind: .largeText, level: .aa),
        ContrastRequirement(kind: .nonText, level: .aa),
        ContrastRequirement(kind: .text, level: .aaa),
        ContrastRequirement(kind: .largeText, level: .aaa),
    ]

    public func report() -> String {
        let m = measurement
        var lines = ["\(foreground.hex) on \(m.background8.hex)"]
        if m.background != background {
            let channels = [m.background.red, m.background.green, m.background.blue]
                .map { ContrastAudit.decimal($0 * 255, places: 2) }.joined(separator: ", ")
            lines.append("background composited over \((over ?? Self.white).opaque.hex): exact (\(channels)), 8-bit \(m.background8.hex)")
        }
        lines.append("Contrast \(m.ratio.display) (\(ContrastAudit.decimal(m.ratio.value, places: 4)))")
        for requirement in Self.requirements {
            let cells = [requirement.level.label, requirement.kind.label, requirement.minimumDisplay]
            let padded = zip(cells, [5, 12, 7]).map { $0 + String(repeating: " ", count: max(0, $1 - $0.count)) }.joined()
            lines.append(padded + (requirement.isMet(by: m.ratio) ? "pass" : "fail"))
        }
        let aaText = ContrastRequirement(kind: .text, level: .aa)
        if !aaText.isMet(by: m.ratio), let fix = m.foregroundSuggestion(minimum: aaText.minimum) {
            lines.append("Nearest foreground passing AA text: \(fix.hex) (\(fix.ratio.display))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
