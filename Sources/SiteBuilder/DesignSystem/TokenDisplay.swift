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

    /// A colour's value in one mode as `#B91C1C` (a wide-gamut colour's sRGB fallback;
    /// `wideValue` gives the colour itself), or "–" when it does not resolve.
    static func hex(_ token: Token, mode: Mode, in system: DesignSystem) -> String {
        system.resolvedColor(token.path, mode: mode)?.hex ?? "–"
    }

    /// A token's value in one mode, for `directives/token-value.html`, which words it (`12 pt`,
    /// `17/22 pt, weight 400`, `200 ms`): numbers and names here, the units in the theme. A
    /// shadow's layers are `shadowLayers`.
    static func value(_ token: Token, mode: Mode, in system: DesignSystem) -> Value {
        var value = Value()
        switch token.value {
        case .color: value.text = hex(token, mode: mode, in: system)
        case .dimension(let points): value.points = number(points)
        case .opacity(let number), .number(let number): value.text = self.number(number)
        case .typography(let style):
            value.size = number(style.size)
            value.lineHeight = number(style.lineHeight)
            value.weight = style.weight
        case .motion(let motion):
            value.milliseconds = number(motion.duration)
            value.easing = cubicBezier(motion.easing)
        case .fontFamily(let families): value.text = families.joined(separator: ", ")
        case .fontWeight(let weight): value.weight = weight
        case .duration(let milliseconds): value.milliseconds = number(milliseconds)
        case .easing(let curve): value.text = cubicBezier(curve)
        case .shadow: break
        case .icon(let icon): value.text = icon.name
        }
        return value
    }

    /// Flat, as `directives/token-value.html` reads it: a typography style sets `size`,
    /// `lineHeight` and `weight`; a font weight `weight` alone; motion `milliseconds` and
    /// `easing`; a duration `milliseconds` alone.
    struct Value: TemplateContext {
        /// Shown as it is: a colour's hex, a number or opacity, font families, an easing's
        /// `cubic-bezier(…)`, an icon's name.
        var text: String?
        var points: String?
        var size: String?
        var lineHeight: String?
        var weight: Int?
        var milliseconds: String?
        var easing: String?
    }

    /// A shadow token's layers, the first drawn on top, for `directives/shadow-layer.html`.
    static func shadowLayers(_ token: Token) -> [ShadowLayer]? {
        guard case .shadow(let layers) = token.value else { return nil }
        return layers.enumerated().map { index, layer in
            ShadowLayer(isFirst: index == 0, inset: layer.inset, x: number(layer.offsetX), y: number(layer.offsetY),
                        blur: number(layer.blur), spread: number(layer.spread), hex: layer.color.hex)
        }
    }

    struct ShadowLayer: TemplateContext {
        var isFirst: Bool
        var inset: Bool
        var x: String
        var y: String
        var blur: String
        var spread: String
        var hex: String
    }

    /// `cubic-bezier(0.2, 0, 0, 1)`, as CSS writes it.
    static func cubicBezier(_ curve: CubicBezier) -> String {
        "cubic-bezier(\(curve.controlPoints.map(number).joined(separator: ", ")))"
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
                      contexts: ModeSwitch.contexts(mode, in: system), hex: hex(token, mode: mode, in: system),
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
