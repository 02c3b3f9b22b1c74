import Exporters
import Foundation
import GeneratorSupport
import StylebookKit

/// Turns a resolved `$value` into a `DTCGValue` for its `$type`. Accepts the common deviations
/// of real files with a warning; anything it cannot read is an error naming the JSON path.
struct ValueReader {
    let problem: ImportProblem
    /// Where the token's `$value` was written: diagnostics point there.
    let anchor: JSONNode?
    private(set) var diagnostics: [Diagnostic] = []

    init(problem: ImportProblem, anchor: JSONNode?) {
        self.problem = problem
        self.anchor = anchor
    }

    static let types = ["color", "dimension", "duration", "number", "fontFamily", "fontWeight", "cubicBezier",
                        "strokeStyle", "typography", "transition", "shadow", "border", "gradient"]

    mutating func read(_ type: String, _ node: JSONNode, at pointer: JSONPointer) -> DTCGValue? {
        switch type {
        case "color": return colorValue(node, at: pointer)
        case "dimension": return dimension(node, at: pointer).map(DTCGValue.dimension)
        case "duration": return duration(node, at: pointer).map(DTCGValue.duration)
        case "number": return number(node, at: pointer).map(DTCGValue.number)
        case "fontFamily": return fontFamily(node, at: pointer).map(DTCGValue.fontFamily)
        case "fontWeight": return fontWeight(node, at: pointer).map(DTCGValue.fontWeight)
        case "cubicBezier": return cubicBezier(node, at: pointer).map(DTCGValue.cubicBezier)
        case "strokeStyle": return strokeStyle(node, at: pointer).map(DTCGValue.strokeStyle)
        case "typography": return typography(node, at: pointer).map(DTCGValue.typography)
        case "transition": return transition(node, at: pointer)
        case "shadow": return shadow(node, at: pointer).map(DTCGValue.shadow)
        case "border": return border(node, at: pointer)
        case "gradient": return gradient(node, at: pointer).map(DTCGValue.gradient)
        default:
            leaveOut(.importUnknownType, "`$type` '\(type)' is not a DTCG 2025.10 type", pointer,
                     hint: "use one of: \(Self.types.joined(separator: ", "))")
            return nil
        }
    }

    // MARK: Diagnostics

    /// A value that cannot be read (an error), or one read leniently (a warning), by its kind.
    private mutating func report(_ kind: DiagnosticKind, _ message: String, _ pointer: JSONPointer, hint: String? = nil) {
        diagnostics.append(problem.diagnostic(kind, message, at: pointer, anchor, hint: hint))
    }

    /// A value Stylebook cannot hold, though a file may validly carry it: the token is left out
    /// with a warning instead of failing the whole set.
    private mutating func leaveOut(_ kind: DiagnosticKind, _ message: String, _ pointer: JSONPointer, hint: String? = nil) {
        diagnostics.append(problem.diagnostic(kind, "\(message); the token is left out", at: pointer, anchor, hint: hint))
    }

    private mutating func member(_ node: JSONNode, _ key: String, _ pointer: JSONPointer) -> JSONNode? {
        guard let value = node[key] else {
            report(.importMalformedValue, "missing `\(key)`", pointer)
            return nil
        }
        return value
    }

    // MARK: Primitive types

    /// A colour token's value: spaces beyond sRGB stay as declared beside their sRGB rendering.
    mutating func colorValue(_ node: JSONNode, at pointer: JSONPointer) -> DTCGValue? {
        guard let color = color(node, at: pointer) else { return nil }
        return .color(color, wide: Self.wide(node))
    }

    /// The declared colour when its space is not sRGB's own (srgb, hsl, hwb) and its components
    /// lie in that space's range; nil otherwise.
    static func wide(_ node: JSONNode) -> WideColor? {
        guard let name = node["colorSpace"]?.string, let space = ColorSpace(rawValue: name), ![.srgb, .hsl, .hwb].contains(space),
              let components = node["components"]?.elements?.map({ $0.string == "none" ? 0 : $0.number }),
              components.allSatisfy({ $0 != nil }) else { return nil }
        return WideColor(space: space, components: components.map { $0! }, alpha: node["alpha"]?.number ?? 1)
    }

    mutating func color(_ node: JSONNode, at pointer: JSONPointer) -> SRGBColor? {
        if let text = node.string, !text.hasPrefix("#"), let color = CSSColorString.parse(text) {
            report(.importCSSColorString, "a CSS colour string '\(text)' is not a 2025.10 colour value; read as sRGB", pointer,
                    hint: "write {\"colorSpace\": \"srgb\", \"components\": [...], \"alpha\": ...}")
            return color
        }
        if let text = node.string {
            guard let color = SRGBColor(hex: text) else {
                report(.importMalformedColor, "'\(text)' is not a colour", pointer, hint: "write {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}")
                return nil
            }
            report(.importHexColorString, "a bare hex string '\(text)' is not a 2025.10 colour value; read as sRGB", pointer,
                    hint: "write {\"colorSpace\": \"srgb\", \"components\": [...], \"hex\": \"#rrggbb\"}")
            return color
        }
        guard node.members != nil else {
            report(.importMalformedColor, "a colour must be an object with `colorSpace` and `components`, not \(node.kindName)", pointer)
            return nil
        }
        var alpha = node["alpha"]?.number ?? 1
        if let hex = node["hex"]?.string, SRGBColor(hex: hex) != nil, hex.count != 7 {
            report(.importShortHex, "`hex` '\(hex)' should have six digits (#rrggbb)", pointer.appending("hex"))
        }
        guard let spaceName = node["colorSpace"]?.string, let components = node["components"]?.elements else {
            if let hex = node["hex"]?.string, var color = SRGBColor(hex: hex) {
                report(.importMissingColorSpace, "colour without `colorSpace` and `components`; read from `hex`", pointer)
                if node["alpha"] != nil { color.alpha = alpha }
                return color
            }
            report(.importMalformedColor, "a colour needs `colorSpace` and `components`", pointer)
            return nil
        }
        guard let space = ColorSpace(rawValue: spaceName) else {
            report(.importUnknownColorSpace, "unknown `colorSpace` '\(spaceName)'", pointer.appending("colorSpace"),
                 hint: "use one of: \(ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        var values: [Double] = []
        for (index, component) in components.enumerated() {
            if component.string == "none" {
                values.append(0)
            } else if let number = component.number {
                values.append(number)
            } else {
                report(.importMalformedColor, "component \(index) must be a number or \"none\"", pointer.appending("components").appending(index))
                return nil
            }
        }
        guard values.count == 3 else {
            report(.importMalformedColor, "`components` must hold three values, not \(values.count)", pointer.appending("components"))
            return nil
        }
        if space == .srgb {
            // Within 1e-9 of an 8-bit value is that value (files write 0.9999999999999999 for 1),
            // as the Swift writer declares it: a blend that lands on .5 of a byte then rounds the
            // same way in `check --tokens` and in the imported package.
            values = values.map(Self.snappedToByte)
            alpha = Self.snappedToByte(alpha)
        }
        // Components (and alpha) rounded to four decimals beside their `hex` (Stylebook's and
        // Figma's exports) mean that hex: read it exactly, so the colour is the one its author picked.
        if space == .srgb, let hex = node["hex"]?.string, var exact = SRGBColor(hex: hex), hex.count == 7,
           zip([exact.red, exact.green, exact.blue], values).allSatisfy({ abs($0 - $1) <= 0.00005 + 1e-12 }) {
            let byte = (alpha * 255).rounded()
            exact.alpha = abs(alpha - byte / 255) <= 0.00005 + 1e-12 ? byte / 255 : min(max(alpha, 0), 1)
            return exact
        }
        let (color, clipped) = space.srgb(values, alpha: alpha)
        if clipped {
            report(.importOutOfGamut, "\(spaceName) colour lies outside sRGB; gamut-mapped to \(color.hex) for checking and export", pointer,
                    hint: "mapped as browsers do (CSS Color 4: OKLCH chroma reduction, same lightness and hue); pick an in-gamut fallback if it matters")
        }
        return color
    }

    static func snappedToByte(_ value: Double) -> Double {
        let scaled = (value * 255).rounded()
        return abs(value - scaled / 255) < 1e-9 && (0...255).contains(scaled) ? scaled / 255 : value
    }

    mutating func dimension(_ node: JSONNode, at pointer: JSONPointer) -> Double? {
        if let text = node.string, let (value, unit) = Self.splitUnit(text), ["px", "rem"].contains(unit) {
            report(.importStringDimension, "dimension written as the string '\(text)'", pointer,
                    hint: "write {\"value\": \(SwiftLiteral.number(value)), \"unit\": \"\(unit)\"}")
            return unit == "rem" ? value * 16 : value
        }
        if let number = node.number {
            report(.importUnitlessDimension, "dimension without a unit; read as px", pointer)
            return number
        }
        guard node.members != nil, let value = member(node, "value", pointer)?.number else {
            report(.importMalformedDimension, "a dimension must be {\"value\": number, \"unit\": \"px\" | \"rem\"}", pointer)
            return nil
        }
        switch node["unit"]?.string {
        case "px": return value
        case "rem":
            diagnostics.append(Diagnostic(.importRemConverted, "\(pointer): \(SwiftLiteral.number(value)) rem read as \(SwiftLiteral.number(value * 16)) px (16 px per rem)",
                                          at: problem.location(anchor), hint: "Stylebook keeps lengths in points (px); exports write px"))
            return value * 16
        case "dp":
            // Android's dp, Apple's pt and the CSS px are each platform's density-independent unit.
            report(.importDPConverted, "\(SwiftLiteral.number(value)) dp read as \(SwiftLiteral.number(value)) px (1 dp = 1 pt = 1 CSS px); DTCG dimensions are px or rem", pointer.appending("unit"),
                    hint: "write \"unit\": \"px\"")
            return value
        case nil, ""?:
            report(.importUnitlessDimension, "dimension without a unit; read as px", pointer.appending("unit"),
                    hint: "write \"unit\": \"px\" or \"rem\"")
            return value
        case "em"?:
            leaveOut(.importRelativeDimension, "\(SwiftLiteral.number(value)) em depends on the font size it is used with, which a dimension token does not know",
                     pointer.appending("unit"), hint: "Stylebook keeps lengths in points; inside a typography token em letter spacing is converted with its font size")
            return nil
        case let unit?:
            leaveOut(.importRelativeDimension, "unit '\(unit)' is neither px nor rem and has no fixed length in points", pointer.appending("unit"),
                     hint: "DTCG dimensions are px or rem")
            return nil
        }
    }

    mutating func duration(_ node: JSONNode, at pointer: JSONPointer) -> Double? {
        if let text = node.string, let (value, unit) = Self.splitUnit(text), ["ms", "s"].contains(unit) {
            report(.importStringDuration, "duration written as the string '\(text)'", pointer,
                    hint: "write {\"value\": \(SwiftLiteral.number(value)), \"unit\": \"\(unit)\"}")
            return unit == "s" ? value * 1000 : value
        }
        guard node.members != nil, let value = member(node, "value", pointer)?.number,
              let unit = node["unit"]?.string, ["ms", "s"].contains(unit) else {
            report(.importMalformedDuration, "a duration must be {\"value\": number, \"unit\": \"ms\" | \"s\"}", pointer)
            return nil
        }
        return unit == "s" ? value * 1000 : value
    }

    mutating func number(_ node: JSONNode, at pointer: JSONPointer) -> Double? {
        if let number = node.number { return number }
        if let text = node.string, let number = Double(text) {
            report(.importStringNumber, "number written as the string '\(text)'", pointer)
            return number
        }
        report(.importMalformedNumber, "expected a number, found \(node.kindName)", pointer)
        return nil
    }

    mutating func fontFamily(_ node: JSONNode, at pointer: JSONPointer) -> [String]? {
        if let name = node.string { return [name] }
        if let names = node.elements?.compactMap(\.string), names.count == node.elements?.count, !names.isEmpty { return names }
        report(.importMalformedFontFamily, "a font family must be a string or an array of strings", pointer)
        return nil
    }

    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    mutating func fontWeight(_ node: JSONNode, at pointer: JSONPointer) -> Int? {
        if let number = node.number, (1...1000).contains(number) { return Int(number.rounded()) }
        if let name = node.string {
            if let weight = Self.weightNames[name] { return weight }
            let normalised = name.lowercased().replacingOccurrences(of: " ", with: "-")
            if let weight = Self.weightNames[normalised] ?? Self.weightNames[normalised.replacingOccurrences(of: "semibold", with: "semi-bold")
                .replacingOccurrences(of: "extrabold", with: "extra-bold").replacingOccurrences(of: "extralight", with: "extra-light")] {
                report(.importFontWeightName, "font weight '\(name)' is not spelled as DTCG names it; read as \(weight)", pointer,
                        hint: "use a number or a lowercase name such as semi-bold")
                return weight
            }
            if let number = Int(name), (1...1000).contains(number) {
                report(.importStringNumber, "font weight written as the string '\(name)'", pointer)
                return number
            }
        }
        report(.importMalformedFontWeight, "a font weight must be a number from 1 to 1000 or a name such as bold", pointer)
        return nil
    }

    mutating func cubicBezier(_ node: JSONNode, at pointer: JSONPointer) -> CubicBezier? {
        guard let points = node.elements?.compactMap(\.number), points.count == 4, node.elements?.count == 4 else {
            report(.importMalformedCubicBezier, "a cubic Bézier must be an array of four numbers", pointer)
            return nil
        }
        if !(0...1).contains(points[0]) || !(0...1).contains(points[2]) {
            report(.importMalformedCubicBezier, "the x values of a cubic Bézier must lie in 0...1", pointer)
            return nil
        }
        return CubicBezier(points[0], points[1], points[2], points[3])
    }

    mutating func strokeStyle(_ node: JSONNode, at pointer: JSONPointer) -> String? {
        if let keyword = node.string { return keyword }
        if node["dashArray"] != nil { return "dashed" }
        report(.importMalformedStrokeStyle, "a stroke style must be a keyword or {dashArray, lineCap}", pointer)
        return nil
    }

    // MARK: Composite types

    mutating func typography(_ node: JSONNode, at pointer: JSONPointer) -> Typography? {
        guard node.members != nil,
              let familyNode = member(node, "fontFamily", pointer), let family = fontFamily(familyNode, at: pointer.appending("fontFamily")),
              let sizeNode = member(node, "fontSize", pointer), let size = dimension(sizeNode, at: pointer.appending("fontSize")),
              let weightNode = member(node, "fontWeight", pointer), let weight = fontWeight(weightNode, at: pointer.appending("fontWeight"))
        else { return nil }
        var letterSpacing = 0.0
        if let spacing = node["letterSpacing"], spacing["unit"]?.string == "em", let ems = spacing["value"]?.number {
            diagnostics.append(Diagnostic(.importEmConverted,
                "\(pointer.appending("letterSpacing")): \(SwiftLiteral.number(ems)) em read as \(SwiftLiteral.number(ems * size)) px at this style's \(SwiftLiteral.number(size)) px size",
                at: problem.location(anchor), hint: "Stylebook keeps letter spacing in points"))
            letterSpacing = ems * size
        } else if let spacing = node["letterSpacing"] {
            guard let value = dimension(spacing, at: pointer.appending("letterSpacing")) else { return nil }
            letterSpacing = value
        } else {
            report(.importIncompleteTypography, "typography without `letterSpacing`; read as 0", pointer)
        }
        var ratio = 1.2
        if let lineHeight = node["lineHeight"] {
            guard let value = number(lineHeight, at: pointer.appending("lineHeight")) else { return nil }
            ratio = value
        } else {
            report(.importIncompleteTypography, "typography without `lineHeight`; read as 1.2", pointer)
        }
        return Typography(family: family, size: size, weight: weight, lineHeight: Self.lineHeight(ratio: ratio, size: size),
                          letterSpacing: letterSpacing)
    }

    /// DTCG line height is a multiple of the font size; Stylebook keeps points. The simplest
    /// number of points that gives back the same four-decimal ratio is chosen, so 1.2941 at
    /// 17 pt reads as 22 pt rather than 21.9997.
    static func lineHeight(ratio: Double, size: Double) -> Double {
        let exact = ratio * size
        guard size > 0 else { return exact }
        let target = (ratio * 10_000).rounded()
        for digits in 0...4 {
            let scale = pow10(digits)
            let candidate = (exact * scale).rounded() / scale
            if (candidate / size * 10_000).rounded() == target { return candidate }
        }
        return exact
    }

    private static func pow10(_ digits: Int) -> Double {
        (0..<digits).reduce(1) { value, _ in value * 10 }
    }

    mutating func transition(_ node: JSONNode, at pointer: JSONPointer) -> DTCGValue? {
        guard node.members != nil,
              let durationNode = member(node, "duration", pointer), let duration = duration(durationNode, at: pointer.appending("duration")),
              let curveNode = member(node, "timingFunction", pointer), let curve = cubicBezier(curveNode, at: pointer.appending("timingFunction"))
        else { return nil }
        var delay = 0.0
        if let delayNode = node["delay"] {
            guard let value = self.duration(delayNode, at: pointer.appending("delay")) else { return nil }
            delay = value
        }
        return .transition(Motion(duration: duration, easing: curve), delay: delay)
    }

    mutating func shadow(_ node: JSONNode, at pointer: JSONPointer) -> [ShadowLayer]? {
        let layers = node.elements ?? [node]
        var result: [ShadowLayer] = []
        for (index, layer) in layers.enumerated() {
            let at = node.elements == nil ? pointer : pointer.appending(index)
            guard layer.members != nil, let colorNode = member(layer, "color", at), let color = color(colorNode, at: at.appending("color")) else { return nil }
            var lengths: [Double] = []
            for key in ["offsetX", "offsetY", "blur", "spread"] {
                guard let lengthNode = member(layer, key, at), let length = dimension(lengthNode, at: at.appending(key)) else { return nil }
                lengths.append(length)
            }
            result.append(ShadowLayer(color: color, offsetX: lengths[0], offsetY: lengths[1], blur: lengths[2], spread: lengths[3],
                                      inset: layer["inset"]?.bool ?? false))
        }
        return result
    }

    mutating func border(_ node: JSONNode, at pointer: JSONPointer) -> DTCGValue? {
        guard node.members != nil,
              let colorNode = member(node, "color", pointer), let color = color(colorNode, at: pointer.appending("color")),
              let widthNode = member(node, "width", pointer), let width = dimension(widthNode, at: pointer.appending("width")),
              let styleNode = member(node, "style", pointer), let style = strokeStyle(styleNode, at: pointer.appending("style"))
        else { return nil }
        return .border(color: color, width: width, style: style)
    }

    mutating func gradient(_ node: JSONNode, at pointer: JSONPointer) -> [GradientStop]? {
        guard let stops = node.elements else {
            report(.importMalformedGradient, "a gradient must be an array of {color, position}", pointer)
            return nil
        }
        var result: [GradientStop] = []
        for (index, stop) in stops.enumerated() {
            let at = pointer.appending(index)
            guard let colorNode = member(stop, "color", at), let color = color(colorNode, at: at.appending("color")),
                  let positionNode = member(stop, "position", at), let position = number(positionNode, at: at.appending("position"))
            else { return nil }
            result.append(GradientStop(color: color, position: min(max(position, 0), 1)))
        }
        return result
    }

    /// `"16px"` → (16, "px").
    static func splitUnit(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let split = trimmed.firstIndex(where: { $0.isLetter }), let value = Double(trimmed[..<split]) else { return nil }
        return (value, String(trimmed[split...]))
    }
}
