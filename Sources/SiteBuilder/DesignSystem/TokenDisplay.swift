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

    /// The value as text for one mode: `#B91C1C`, `12 pt`, `0.5`, `17/22 pt, weight 400`. A
    /// wide-gamut colour gives its sRGB fallback here; `wideValue` gives the colour itself.
    static func value(_ token: Token, mode: Mode, in system: DesignSystem) -> String {
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
        case .number(let value):
            return number(value)
        case .fontFamily(let families):
            return families.joined(separator: ", ")
        case .fontWeight(let weight):
            return "weight \(weight)"
        case .duration(let milliseconds):
            return "\(number(milliseconds)) ms"
        case .easing(let curve):
            return "cubic-bezier(\(curve.controlPoints.map(number).joined(separator: ", ")))"
        case .shadow(let layers):
            return layers.map { layer in
                (layer.inset ? "inset " : "") + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(number).joined(separator: " ") + " pt " + layer.color.hex
            }.joined(separator: ", ")
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

    /// A colour declared beyond sRGB, in one mode, as CSS writes it (`color(display-p3 1 0.3 0.2)`);
    /// nil for an sRGB colour.
    static func wideValue(_ token: Token, mode: Mode, in system: DesignSystem) -> String? {
        guard token.kind == .color, case .wide(let color)? = system.resolvedValue(token.path, mode: mode) else { return nil }
        return color.css
    }

    /// A colour token in each mode of the system, for templates: `mode` (its name), `modeName`,
    /// `hex` (the sRGB value, a wide colour's fallback), `wide` (a wide colour's CSS), `cssValue`
    /// (the custom property; `attributes` on the swatch make it resolve to that mode), `contexts`
    /// (for the mode switch) and `note`.
    static func modeValues(_ token: Token, in system: DesignSystem, _ settings: ExportSettings) -> [ModeValue] {
        system.modes.map { mode in
            ModeValue(mode: mode.name, modeName: mode.title, attributes: mode.cssAttributes(in: system),
                      contexts: ModeSwitch.contexts(mode, in: system), hex: value(token, mode: mode, in: system),
                      wide: TemplateEncoder.nonEmpty(wideValue(token, mode: mode, in: system)),
                      cssValue: variable(token.path, "", settings),
                      note: contrastNote(token, mode: mode, in: system))
        }
    }

    /// A pair's two colours as hex, for a swatch of the foreground on the background.
    struct Swatch: TemplateContext {
        var foreground: String
        var background: String
    }

    struct ModeValue: TemplateContext {
        var mode: String
        var modeName: String
        var attributes: [Mode.Attribute]
        var contexts: String?
        var hex: String
        var wide: String?
        var cssValue: String
        var note: ContrastNote?
    }

    /// A colour's contrast in one mode: of body text on it when it is a surface, else of it on the page.
    struct ContrastNote: TemplateContext {
        var ratio: String
        var isSurface: Bool
    }

    /// A colour's contrast in one mode: a surface with the body text colour on it, anything else
    /// on the default surface. nil when the system has neither.
    static func contrastNote(_ token: Token, mode: Mode, in system: DesignSystem) -> ContrastNote? {
        let page: TokenPath = "color.surface.default", text: TokenPath = "color.text.primary"
        let (foreground, background, over): (TokenPath, TokenPath, TokenPath?) = token.colorRole == .surface
            ? (text, token.path, token.path == page ? nil : page)
            : (token.path, page, nil)
        guard let fg = system.resolvedColor(foreground, mode: mode), let bg = system.resolvedColor(background, mode: mode),
              let measured = ContrastMeasurement(foreground: fg, background: bg, over: over.flatMap { system.resolvedColor($0, mode: mode) })
        else { return nil }
        return ContrastNote(ratio: measured.ratio.display, isSurface: token.colorRole == .surface)
    }

    /// What a template needs to draw a sample of a non-colour token: one flag per kind of
    /// sample, the custom property, and the drawing for curves and icons.
    static func sample(_ token: Token, _ settings: ExportSettings) -> Sample {
        var sample = Sample(cssValue: variable(token.path, "", settings), letterSpacing: variable(token.path, "-letter-spacing", settings))
        switch token.value {
        case .color: break
        case .dimension:
            if token.path.components.first == "radius" { sample.isRadius = true } else { sample.isLength = true }
        case .opacity: sample.isOpacity = true
        case .typography: sample.isTypography = true
        case .motion(let motion):
            sample.isMotion = true
            sample.drawing = easingPath(motion.easing)
        case .number, .duration: break
        case .fontFamily: sample.isFontFamily = true
        case .fontWeight: sample.isFontWeight = true
        case .easing(let curve):
            sample.isMotion = true
            sample.drawing = easingPath(curve)
        case .shadow: sample.isShadow = true
        case .icon(let icon):
            sample.isIcon = true
            sample.drawing = sized(icon.svg)
        }
        return sample
    }

    struct Sample: TemplateContext {
        var cssValue: String
        var letterSpacing: String
        var isRadius = false
        var isLength = false
        var isOpacity = false
        var isTypography = false
        var isMotion = false
        var isIcon = false
        var isFontFamily = false
        var isFontWeight = false
        var isShadow = false
        var drawing = ""
    }

    /// An SVG's drawing made to fill the box it is placed in.
    static func sized(_ svg: String) -> String {
        svg.hasPrefix("<svg ") ? "<svg width=\"100%\" height=\"100%\" " + svg.dropFirst(5) : svg
    }

    /// The easing curve as an SVG path in a 48 × 48 box: progress over time. Drawn still, so
    /// it needs no reduced-motion variant.
    static func easingPath(_ curve: CubicBezier) -> String {
        func point(_ x: Double, _ y: Double) -> String { "\(number(4 + x * 40)) \(number(44 - y * 40))" }
        return "M\(point(0, 0))C\(point(curve.x1, curve.y1)) \(point(curve.x2, curve.y2)) \(point(1, 1))"
    }
}
