import Foundation
import StylebookKit

/// Values as Style Dictionary and Tokens Studio write them, rewritten into DTCG 2025.10's
/// shapes before `ValueReader` reads them: colours as CSS strings, lengths as `"16"`, `16` or
/// `"1rem"`, opacities as `"40%"`, line heights as `"150%"`, weights as `"Semi Bold"`,
/// Tokens Studio's typography and `boxShadow` objects. What Stylebook cannot hold is left out
/// with the reason.
enum LegacyValue {
    enum Result {
        case value(JSONNode)
        /// Why the token is left out.
        case leftOut(String)
    }

    /// Tokens Studio's types (and DTCG's, which these files also write) and the DTCG type each
    /// is read as.
    static let types: [String: String] = [
        "color": "color", "sizing": "dimension", "spacing": "dimension", "borderRadius": "dimension",
        "borderWidth": "dimension", "fontSizes": "dimension", "letterSpacing": "dimension",
        "paragraphSpacing": "dimension", "paragraphIndent": "dimension", "dimension": "dimension",
        "opacity": "number", "lineHeights": "number", "number": "number", "fontFamilies": "fontFamily",
        "fontWeights": "fontWeight", "typography": "typography", "boxShadow": "shadow", "border": "border",
        "fontFamily": "fontFamily", "fontWeight": "fontWeight", "duration": "duration", "cubicBezier": "cubicBezier",
        "shadow": "shadow", "transition": "transition", "strokeStyle": "strokeStyle", "gradient": "gradient",
    ]

    /// Types these files use that have no Stylebook kind, and what each holds.
    static let leftOutTypes: [String: String] = [
        "text": "free text", "textCase": "a text transform", "textDecoration": "a text decoration",
        "composition": "a Figma layer property bundle", "asset": "an image", "boolean": "a Figma toggle",
        "other": "an untyped value", "string": "free text",
    ]

    /// Style Dictionary's category (the first part of a CTI path) when a token has no type.
    static func categoryType(_ path: [String], value: JSONNode) -> String? {
        if let text = value.string, CSSColorString.parse(text) != nil || SRGBColor(hex: text) != nil { return "color" }
        let category = path.first?.lowercased() ?? ""
        switch category {
        case "color", "colors", "colour", "colours": return "color"
        case "size", "sizes", "spacing", "space", "radius", "radii", "border-radius", "font-size", "font-sizes", "dimension":
            return "dimension"
        case "time", "duration", "durations": return "duration"
        case "opacity": return "opacity"
        // Style Dictionary's `font` category: `font.family.base`, `font.weight.bold`.
        case "font", "fonts":
            let item = path.dropFirst().first?.lowercased() ?? ""
            if ["family", "families"].contains(item) { return "fontFamily" }
            if ["weight", "weights"].contains(item) { return "fontWeight" }
            return ["size", "sizes"].contains(item) ? "dimension" : nil
        default: return nil
        }
    }

    /// `unitless` is the unit a bare number is in: px (Tokens Studio), or rem for Style
    /// Dictionary's `size` category.
    static func normalize(_ node: JSONNode, type: String, unitless: String = "px") -> Result {
        switch type {
        case "color": return color(node)
        case "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "paragraphSpacing", "paragraphIndent", "dimension":
            return dimension(node, unitless: unitless)
        case "letterSpacing":
            if let text = node.string, text.hasSuffix("%") { return .leftOut("letter spacing '\(text)' is a share of a font size, which a length token does not have") }
            return dimension(node)
        case "opacity": return opacity(node)
        case "lineHeights": return lineHeight(node)
        case "number": return number(node)
        case "fontFamilies", "fontFamily": return fontFamily(node)
        case "fontWeights", "fontWeight": return fontWeight(node)
        case "typography": return typography(node)
        case "boxShadow", "shadow": return shadow(node)
        case "border": return border(node)
        case "duration": return duration(node)
        default: return .value(node)
        }
    }

    // MARK: Single values

    static func color(_ node: JSONNode) -> Result {
        // Style Dictionary's colour transforms also take {"r": 146, "g": 153, "b": 162} in bytes.
        if let red = node["r"]?.number, let green = node["g"]?.number, let blue = node["b"]?.number, node["colorSpace"] == nil {
            let alpha = node["a"]?.number ?? 1
            return .value(colorNode(SRGBColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha), like: node))
        }
        guard let text = node.string?.trimmingCharacters(in: .whitespaces) else { return .value(node) }
        if text.lowercased().contains("gradient(") { return .leftOut("'\(text)' is a CSS gradient, not a colour") }
        guard let color = parseColor(text) else { return .value(node) }
        return .value(colorNode(color, like: node))
    }

    /// A CSS colour, including Tokens Studio's `rgba(#000000, 0.5)` (a hex colour and an alpha).
    static func parseColor(_ text: String) -> SRGBColor? {
        if let color = CSSColorString.parse(text) { return color }
        let lowered = text.lowercased()
        guard lowered.hasPrefix("rgba(") || lowered.hasPrefix("rgb("), lowered.hasSuffix(")"),
              let open = lowered.firstIndex(of: "(") else { return nil }
        let inner = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, var color = SRGBColor(hex: parts[0]) else { return nil }
        let alphaText = parts[1]
        guard let alpha = alphaText.hasSuffix("%") ? Double(alphaText.dropLast()).map({ $0 / 100 }) : Double(alphaText),
              (0...1).contains(alpha) else { return nil }
        color.alpha *= alpha
        return color
    }

    static func colorNode(_ color: SRGBColor, like node: JSONNode) -> JSONNode {
        func at(_ value: JSONNode.Value) -> JSONNode { JSONNode(value, line: node.line, column: node.column) }
        return at(.object([
            JSONNode.Member(key: "colorSpace", value: at(.string("srgb"))),
            JSONNode.Member(key: "components", value: at(.array([color.red, color.green, color.blue].map { at(.number($0)) }))),
            JSONNode.Member(key: "alpha", value: at(.number(color.alpha))),
        ]))
    }

    static func dimension(_ node: JSONNode, unitless: String = "px") -> Result {
        if let number = node.number { return .value(dimensionNode(number, unitless, like: node)) }
        guard let text = node.string?.trimmingCharacters(in: .whitespaces) else { return .value(node) }
        if text.contains(" ") { return .leftOut("'\(text)' holds several lengths; a dimension token is one") }
        if let number = Double(text) { return .value(dimensionNode(number, unitless, like: node)) }
        if text.hasSuffix("%") { return .leftOut("'\(text)' is a share of something the token does not name") }
        guard let (value, unit) = ValueReader.splitUnit(text) else { return .value(node) }
        switch unit.lowercased() {
        case "px", "pt", "dp": return .value(dimensionNode(value, "px", like: node))
        case "rem": return .value(dimensionNode(value, "rem", like: node))
        case "em": return .leftOut("'\(text)' depends on the font size it is used with")
        default: return .leftOut("unit '\(unit)' has no fixed length in points")
        }
    }

    static func dimensionNode(_ value: Double, _ unit: String, like node: JSONNode) -> JSONNode {
        JSONNode(.object([
            JSONNode.Member(key: "value", value: JSONNode(.number(value), line: node.line, column: node.column)),
            JSONNode.Member(key: "unit", value: JSONNode(.string(unit), line: node.line, column: node.column)),
        ]), line: node.line, column: node.column)
    }

    static func opacity(_ node: JSONNode) -> Result {
        if let number = node.number { return .value(numberNode(number > 1 ? number / 100 : number, like: node)) }
        guard let text = node.string?.trimmingCharacters(in: .whitespaces) else { return .value(node) }
        if text.hasSuffix("%"), let percent = Double(text.dropLast()) { return .value(numberNode(percent / 100, like: node)) }
        if let number = Double(text) { return .value(numberNode(number > 1 ? number / 100 : number, like: node)) }
        return .value(node)
    }

    static func lineHeight(_ node: JSONNode) -> Result {
        if let number = node.number { return .value(numberNode(number, like: node)) }
        guard let text = node.string?.trimmingCharacters(in: .whitespaces) else { return .value(node) }
        if text.hasSuffix("%"), let percent = Double(text.dropLast()) { return .value(numberNode(percent / 100, like: node)) }
        if text.lowercased() == "auto" { return .leftOut("line height AUTO is the font's own, which a token does not know") }
        if let number = Double(text) { return .value(numberNode(number, like: node)) }
        return .leftOut("line height '\(text)' in a length needs a font size to become a ratio")
    }

    static func number(_ node: JSONNode) -> Result {
        if let text = node.string, let number = Double(text.trimmingCharacters(in: .whitespaces)) { return .value(numberNode(number, like: node)) }
        return .value(node)
    }

    static func numberNode(_ value: Double, like node: JSONNode) -> JSONNode {
        JSONNode(.number(value), line: node.line, column: node.column)
    }

    static func fontFamily(_ node: JSONNode) -> Result {
        guard let text = node.string, text.contains(",") else { return .value(node) }
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
        return .value(JSONNode(.array(names.map { JSONNode(.string($0), line: node.line, column: node.column) }), line: node.line, column: node.column))
    }

    /// `"Semi Bold"`, `"Bold Italic"`, `"600"`: the weight, without the style.
    static func fontWeight(_ node: JSONNode) -> Result {
        if let number = node.number { return .value(number == number.rounded() ? node : numberNode(number.rounded(), like: node)) }
        guard let text = node.string else { return .value(node) }
        if let number = Double(text) { return .value(numberNode(number, like: node)) }
        let words = text.lowercased().replacingOccurrences(of: "-", with: " ").split(separator: " ").filter { !["italic", "oblique"].contains($0) }
        let name = words.joined(separator: "-")
        let spelled = ["semibold": "semi-bold", "extrabold": "extra-bold", "extralight": "extra-light", "ultrabold": "ultra-bold",
                       "ultralight": "ultra-light", "demibold": "demi-bold", "": "regular"][name] ?? name
        guard let weight = ValueReader.weightNames[spelled] else { return .value(node) }
        return .value(numberNode(Double(weight), like: node))
    }

    static func duration(_ node: JSONNode) -> Result {
        if let number = node.number ?? node.string.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }) {
            return .value(dimensionNode(number, "ms", like: node))
        }
        guard let text = node.string, let (value, unit) = ValueReader.splitUnit(text), ["ms", "s"].contains(unit) else { return .value(node) }
        return .value(dimensionNode(value, unit, like: node))
    }

    // MARK: Composite values

    /// Tokens Studio's typography: `fontSize` in px, `lineHeight` as `"150%"`, a length or
    /// `AUTO`, `letterSpacing` as `"2%"` of the size. Text case, decoration and paragraph
    /// spacing have no place in Stylebook's typography and are dropped.
    static func typography(_ node: JSONNode) -> Result {
        guard let members = node.members else { return .value(node) }
        var result: [JSONNode.Member] = []
        var size: Double?
        if let sizeNode = node["fontSize"], case .value(let normalised) = dimension(sizeNode) {
            let value = normalised["value"]?.number
            size = normalised["unit"]?.string == "rem" ? value.map { $0 * 16 } : value
        }
        for member in members {
            let value = member.value
            switch member.key {
            case "fontFamily":
                guard case .value(let family) = fontFamily(value) else { continue }
                result.append(JSONNode.Member(key: "fontFamily", value: family))
            case "fontWeight":
                guard case .value(let weight) = fontWeight(value) else { continue }
                result.append(JSONNode.Member(key: "fontWeight", value: weight))
            case "fontSize":
                switch dimension(value) {
                case .value(let length): result.append(JSONNode.Member(key: "fontSize", value: length))
                case .leftOut(let reason): return .leftOut("font size: \(reason)")
                }
            case "lineHeight":
                if let text = value.string?.trimmingCharacters(in: .whitespaces) {
                    if text.lowercased() == "auto" { continue }  // read as the default 1.2, which ValueReader notes
                    if text.hasSuffix("%"), let percent = Double(text.dropLast()) {
                        result.append(JSONNode.Member(key: "lineHeight", value: numberNode(percent / 100, like: value)))
                        continue
                    }
                }
                // A length: the ratio to the font size.
                let length: Double? = value.number ?? value.string.flatMap { text in
                    Double(text) ?? ValueReader.splitUnit(text).flatMap { $0.1 == "px" ? $0.0 : nil }
                }
                if let length, let size, size > 0 {
                    result.append(JSONNode.Member(key: "lineHeight", value: numberNode(length / size, like: value)))
                } else {
                    return .leftOut("line height '\(value.string ?? "")' cannot be read as a ratio of the font size")
                }
            case "letterSpacing":
                if let text = value.string?.trimmingCharacters(in: .whitespaces), text.hasSuffix("%"), let percent = Double(text.dropLast()) {
                    result.append(JSONNode.Member(key: "letterSpacing", value: dimensionNode(percent / 100, "em", like: value)))
                    continue
                }
                switch dimension(value) {
                case .value(let length): result.append(JSONNode.Member(key: "letterSpacing", value: length))
                case .leftOut(let reason): return .leftOut("letter spacing: \(reason)")
                }
            default:
                continue  // paragraphSpacing, paragraphIndent, textCase, textDecoration
            }
        }
        return .value(JSONNode(.object(result), line: node.line, column: node.column))
    }

    /// Tokens Studio's `{x, y, blur, spread, color, type: dropShadow | innerShadow}`, or a list.
    static func shadow(_ node: JSONNode) -> Result {
        if let layers = node.elements {
            var result: [JSONNode] = []
            for layer in layers {
                switch shadowLayer(layer) {
                case .value(let read): result.append(read)
                case .leftOut(let reason): return .leftOut(reason)
                }
            }
            return .value(JSONNode(.array(result), line: node.line, column: node.column))
        }
        return shadowLayer(node)
    }

    private static func shadowLayer(_ node: JSONNode) -> Result {
        guard node.members != nil else { return .value(node) }
        var result: [JSONNode.Member] = []
        let keys = [("offsetX", ["offsetX", "x"]), ("offsetY", ["offsetY", "y"]), ("blur", ["blur"]), ("spread", ["spread"])]
        for (key, names) in keys {
            let value = names.lazy.compactMap { node[$0] }.first ?? JSONNode(.number(0), line: node.line, column: node.column)
            switch dimension(value) {
            case .value(let length): result.append(JSONNode.Member(key: key, value: length))
            case .leftOut(let reason): return .leftOut("shadow \(key): \(reason)")
            }
        }
        guard let colorNode = node["color"] else { return .value(node) }
        switch color(colorNode) {
        case .value(let read): result.append(JSONNode.Member(key: "color", value: read))
        case .leftOut(let reason): return .leftOut(reason)
        }
        let inset = node["type"]?.string == "innerShadow" || node["inset"]?.bool == true
        result.append(JSONNode.Member(key: "inset", value: JSONNode(.bool(inset), line: node.line, column: node.column)))
        return .value(JSONNode(.object(result), line: node.line, column: node.column))
    }

    static func border(_ node: JSONNode) -> Result {
        guard node.members != nil else { return .value(node) }
        var result: [JSONNode.Member] = []
        if let colorNode = node["color"] {
            switch color(colorNode) {
            case .value(let read): result.append(JSONNode.Member(key: "color", value: read))
            case .leftOut(let reason): return .leftOut(reason)
            }
        }
        if let width = node["width"] {
            switch dimension(width) {
            case .value(let length): result.append(JSONNode.Member(key: "width", value: length))
            case .leftOut(let reason): return .leftOut("border width: \(reason)")
            }
        }
        result.append(JSONNode.Member(key: "style", value: node["style"] ?? JSONNode(.string("solid"), line: node.line, column: node.column)))
        return .value(JSONNode(.object(result), line: node.line, column: node.column))
    }
}
