import Audit
import Exporters
import Foundation
import StylebookKit

/// How generated pages show a token: its value as text, and samples drawn with the exported
/// CSS custom property (`var(--…)`), never with a copied value, so the page shows what apps get.
enum TokenDisplay {
    /// `var(--color-state-danger)`, under the export settings' CSS prefix.
    static func variable(_ path: TokenPath, _ suffix: String = "", _ settings: ExportSettings) -> String {
        "var(\(CSSExporter.propertyName(path, settings: settings, suffix: suffix)))"
    }

    /// The value as text for one mode: `#B91C1C`, `12 pt`, `0.5`, `17/22 pt, weight 400`.
    static func value(_ token: Token, mode: ColorMode, in system: DesignSystem) -> String {
        switch token.value {
        case .color:
            return system.resolvedColor(token.path, mode: mode)?.hex ?? "–"
        case .dimension(let points):
            return "\(number(points)) pt"
        case .opacity(let value):
            return number(value)
        case .typography(let style):
            return "\(number(style.size))/\(number(style.lineHeight)) pt, weight \(style.weight)"
        case .motion(let motion):
            return "\(number(motion.duration)) ms, cubic-bezier(\(motion.easing.controlPoints.map(number).joined(separator: ", ")))"
        case .icon(let icon):
            return icon.name
        }
    }

    /// Whole numbers without a decimal point; others with up to three decimals.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A block of the colour in one mode, hidden from assistive technology (the hex is beside it).
    /// `data-theme` on the swatch itself makes the custom property resolve to that mode.
    static func swatch(_ path: TokenPath, mode: ColorMode, _ settings: ExportSettings) -> String {
        "<span class=\"token-swatch\" data-theme=\"\(mode.rawValue)\" aria-hidden=\"true\" style=\"display: inline-block; "
            + "width: 1.5rem; height: 1.5rem; vertical-align: middle; border: 1px solid; border-radius: 0.25rem; "
            + "background-color: \(variable(path, "", settings))\"></span>"
    }

    /// A colour's contrast in one mode: a surface with the body text colour on it, anything else
    /// on the default surface. nil when the system has neither.
    static func contrastNote(_ token: Token, mode: ColorMode, in system: DesignSystem) -> String? {
        let page: TokenPath = "color.surface.default", text: TokenPath = "color.text.primary"
        let (foreground, background, over): (TokenPath, TokenPath, TokenPath?) = token.colorRole == .surface
            ? (text, token.path, token.path == page ? nil : page)
            : (token.path, page, nil)
        guard let fg = system.resolvedColor(foreground, mode: mode), let bg = system.resolvedColor(background, mode: mode),
              let measured = ContrastMeasurement(foreground: fg, background: bg, over: over.flatMap { system.resolvedColor($0, mode: mode) })
        else { return nil }
        let what = token.colorRole == .surface ? "body text on it" : "on the page"
        return "\(measured.ratio.display) \(what)"
    }

    /// A visual sample of a non-colour token, drawn with its custom property.
    static func sample(_ token: Token, _ settings: ExportSettings) -> String {
        let v = variable(token.path, "", settings)
        switch token.value {
        case .color:
            return ""
        case .dimension:
            if token.path.components.first == "radius" {
                return "<span aria-hidden=\"true\" style=\"display: inline-block; width: 3rem; height: 3rem; border: 2px solid; border-radius: \(v)\"></span>"
            }
            return "<span aria-hidden=\"true\" style=\"display: inline-block; height: 0.75rem; width: \(v); background-color: currentColor\"></span>"
        case .opacity:
            // A solid square at the token's opacity over a checkerboard, so the see-through part shows.
            let squares = (0..<16).filter { ($0 / 4 + $0 % 4) % 2 == 0 }
                .map { "<rect x=\"\($0 % 4 * 12)\" y=\"\($0 / 4 * 12)\" width=\"12\" height=\"12\"/>" }.joined()
            return "<svg width=\"48\" height=\"48\" viewBox=\"0 0 48 48\" aria-hidden=\"true\" fill=\"currentColor\">"
                + "<g opacity=\"0.25\">\(squares)</g><rect x=\"8\" y=\"8\" width=\"32\" height=\"32\" style=\"opacity: \(v)\"/>"
                + "<rect x=\"0.5\" y=\"0.5\" width=\"47\" height=\"47\" fill=\"none\" stroke=\"currentColor\"/></svg>"
        case .typography:
            return "<span style=\"font: \(v); letter-spacing: \(variable(token.path, "-letter-spacing", settings))\">Couldn’t load your listings</span>"
        case .motion(let motion):
            return easingCurve(motion.easing)
        case .icon(let icon):
            return "<span aria-hidden=\"true\" style=\"display: inline-flex; width: 1.5rem; height: 1.5rem\">\(sized(icon.svg))</span>"
        }
    }

    /// An SVG's drawing made to fill the box it is placed in.
    static func sized(_ svg: String) -> String {
        svg.hasPrefix("<svg ") ? "<svg width=\"100%\" height=\"100%\" " + svg.dropFirst(5) : svg
    }

    /// The easing curve drawn as a still graph: progress over time. Nothing moves, so it needs
    /// no reduced-motion variant.
    static func easingCurve(_ curve: CubicBezier) -> String {
        func point(_ x: Double, _ y: Double) -> String { "\(number(4 + x * 40)) \(number(44 - y * 40))" }
        return "<svg width=\"48\" height=\"48\" viewBox=\"0 0 48 48\" aria-hidden=\"true\" fill=\"none\" stroke=\"currentColor\">"
            + "<path d=\"M4 4V44H44\" stroke-width=\"1\" opacity=\"0.5\"/>"
            + "<path d=\"M\(point(0, 0))C\(point(curve.x1, curve.y1)) \(point(curve.x2, curve.y2)) \(point(1, 1))\" stroke-width=\"2\"/></svg>"
    }
}
