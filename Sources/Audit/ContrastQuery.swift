import Foundation
import GeneratorSupport
import StylebookKit

/// `stylebook contrast FG BG`: one pair measured against every WCAG level, and judged against
/// one requirement. `alpha` multiplies the background's alpha; a translucent background is
/// composited over `over`, or over white when none is given (WCAG assumes white when no
/// background is set); a translucent foreground is composited over the result.
public struct ContrastQuery: Sendable {
    public var foreground: SRGBColor
    public var background: SRGBColor
    public var over: SRGBColor?
    public var alpha: Double?
    /// The requirement that decides `passes` (and the exit status).
    public var requirement: ContrastRequirement

    public init(foreground: SRGBColor, background: SRGBColor, over: SRGBColor? = nil, alpha: Double? = nil,
                requirement: ContrastRequirement = ContrastRequirement(kind: .text, level: .aa)) {
        self.foreground = foreground
        self.background = background
        self.over = over
        self.alpha = alpha
        self.requirement = requirement
    }

    static let white = SRGBColor(red: 1, green: 1, blue: 1)

    /// The surface beneath: `over`, itself composited over white when translucent.
    var surface: SRGBColor { (over ?? Self.white).composited(over: Self.white) }

    public var measurement: ContrastMeasurement {
        let bg = alpha.map { background.withAlpha($0) } ?? background
        let beneath: SRGBColor? = bg.alpha < 1 || over != nil ? surface : nil
        // The surface is opaque, so a measurement always exists.
        return ContrastMeasurement(foreground: foreground, background: bg, over: beneath)
            ?? ContrastMeasurement(foreground: foreground, background: bg.opaque)!
    }

    public var passes: Bool { requirement.isMet(by: measurement.ratio) }

    public static let requirements: [ContrastRequirement] = [
        ContrastRequirement(kind: .text, level: .aa),
        ContrastRequirement(kind: .largeText, level: .aa),
        ContrastRequirement(kind: .nonText, level: .aa),
        ContrastRequirement(kind: .text, level: .aaa),
        ContrastRequirement(kind: .largeText, level: .aaa),
    ]

    var suggestion: NearestPassingColor.Suggestion? {
        passes ? nil : measurement.foregroundSuggestion(minimum: requirement.minimum)
    }

    public func report() -> String {
        let m = measurement
        var lines = ["\(foreground.hex) on \(m.background8.hex)"]
        if m.background != background {
            let channels = [m.background.red, m.background.green, m.background.blue]
                .map { ContrastAudit.decimal($0 * 255, places: 2) }.joined(separator: ", ")
            lines.append("background composited over \(surface.hex): exact (\(channels)), 8-bit \(m.background8.hex)")
        }
        if foreground.alpha < 1 {
            lines.append("foreground composited over the background: \(m.foreground8.hex)")
        }
        lines.append("Contrast \(m.ratio.display) (\(ContrastAudit.decimal(m.ratio.value, places: 4)))")
        for requirement in Self.requirements {
            let cells = [requirement.level.label, requirement.kind.label, requirement.minimumDisplay]
            let padded = zip(cells, [5, 12, 7]).map { $0 + String(repeating: " ", count: max(0, $1 - $0.count)) }.joined()
            lines.append(padded + (requirement.isMet(by: m.ratio) ? "pass" : "fail"))
        }
        lines.append("\(passes ? "Passes" : "Fails") \(requirement.label)")
        if let fix = suggestion {
            lines.append("Nearest foreground passing \(requirement.level.label) \(requirement.kind.label): \(fix.hex) (\(fix.ratio.display))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public func json() -> String {
        let m = measurement
        let document = Document(
            foreground: foreground.hex, background: background.hex, over: over?.hex, alpha: alpha,
            compositedForeground: m.foreground8.hex, compositedBackground: m.background8.hex,
            ratio: m.ratio.value, ratioDisplay: m.ratio.display,
            requirement: Level(level: requirement.level.rawValue, kind: requirement.kind.rawValue, minimum: requirement.minimum, pass: passes),
            levels: Self.requirements.map { Level(level: $0.level.rawValue, kind: $0.kind.rawValue, minimum: $0.minimum, pass: $0.isMet(by: m.ratio)) },
            suggestion: suggestion.map { Fix(hex: $0.hex, ratio: $0.ratio.value) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }

    struct Document: Encodable {
        var foreground, background: String
        var over: String?
        var alpha: Double?
        var compositedForeground, compositedBackground: String
        var ratio: Double
        var ratioDisplay: String
        var requirement: Level
        var levels: [Level]
        var suggestion: Fix?
    }

    struct Level: Encodable {
        var level, kind: String
        var minimum: Double
        var pass: Bool
    }

    struct Fix: Encodable {
        var hex: String
        var ratio: Double
    }
}
