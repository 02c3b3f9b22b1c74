import StylebookKit

/// How a token's value reads in a diff: colours as declared (`{alias}`, hex, CSS Color 4) and
/// as the sRGB hex they resolve to; other kinds in their units.
enum TokenValueText {
    static func declared(_ value: ColorValue) -> String {
        switch value {
        case .srgb(let color): color.hex
        case .wide(let color): color.css
        case .alias(let path): "{\(path.dotted)}"
        case .invalid(let text): "invalid \"\(text)\""
        }
    }

    /// The sRGB colour an sRGB display shows (what contrast measures).
    static func resolved(_ value: ColorValue?) -> String? {
        switch value {
        case .srgb(let color)?: color.hex
        case .wide(let color)?: color.srgb.hex
        default: nil
        }
    }

    static func text(_ value: TokenValue) -> String {
        let n = WideColor.number
        switch value {
        case .color(let values, _): return values.entries.map { "\($0.selector): \(declared($0.value))" }.joined(separator: ", ")
        case .dimension(let points): return "\(n(points))pt"
        case .opacity(let opacity): return n(opacity)
        case .typography(let style):
            let spacing = style.letterSpacing == 0 ? "" : ", letter spacing \(n(style.letterSpacing))"
            return "\(style.family.joined(separator: ", ")) \(n(style.size))pt/\(n(style.lineHeight)) weight \(style.weight)\(spacing)"
        case .motion(let motion):
            return "\(n(motion.duration))ms cubic-bezier(\(motion.easing.controlPoints.map(n).joined(separator: ", ")))"
        case .number(let value): return n(value)
        case .fontFamily(let families): return families.joined(separator: ", ")
        case .fontWeight(let weight): return "weight \(weight)"
        case .duration(let milliseconds): return "\(n(milliseconds))ms"
        case .easing(let curve): return "cubic-bezier(\(curve.controlPoints.map(n).joined(separator: ", ")))"
        case .shadow(let layers):
            return layers.map { layer in
                (layer.inset ? "inset " : "") + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { n($0) + "pt" }.joined(separator: " ") + " " + layer.color.hex
            }.joined(separator: ", ")
        case .icon(let icon): return "\(icon.name) (SF \(icon.sfSymbol), Material \(icon.materialSymbol))"
        }
    }
}
