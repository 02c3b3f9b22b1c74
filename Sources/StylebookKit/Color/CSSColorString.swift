import Foundation

/// CSS colour strings, which Tokens Studio files often hold where DTCG wants a colour object,
/// and which `stylebook contrast` takes on the command line: hex, the 148 named colours,
/// `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and
/// `color(display-p3 …)` (any DTCG colour space). Comma and space syntax, percentages, `deg`
/// and `/ alpha` are read. Colours outside sRGB are clipped.
public enum CSSColorString {
    public static func parse(_ text: String) -> SRGBColor? {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        if lowered.hasPrefix("#") { return SRGBColor(hex: lowered) }
        if lowered == "transparent" { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
        if let value = CSSNamedColors.values[lowered] {
            return SRGBColor(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
        }
        guard let (space, values, alpha) = components(lowered) else { return nil }
        return space.srgb(values, alpha: min(max(alpha, 0), 1)).color
    }

    /// A functional notation's space, components (in the DTCG module's units) and alpha, as
    /// written: nothing is clamped or mapped. Nil for hex, names and anything malformed.
    public static func components(_ text: String) -> (space: ColorSpace, components: [Double], alpha: Double)? {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
        let function = String(lowered[..<open])
        let inner = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        var parts = inner.split(whereSeparator: { ", /".contains($0) }).map(String.init)
        var space: ColorSpace?
        if function == "color" {
            guard let name = parts.first else { return nil }
            space = ColorSpace(rawValue: name)
            parts.removeFirst()
        }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        /// A number; a percentage is that share of `scale`.
        func number(_ part: String, percentOf scale: Double) -> Double? {
            if part.hasSuffix("%") { return Double(part.dropLast()).map { $0 / 100 * scale } }
            if part == "none" { return 0 }
            return Double(part.hasSuffix("deg") ? String(part.dropLast(3)) : part)
        }
        guard let alpha = parts.count == 4 ? number(parts[3], percentOf: 1) : 1 else { return nil }
        // The scale a percentage refers to, per component, as CSS Color 4 defines it.
        let scales: [Double]
        switch function {
        case "rgb", "rgba": scales = [255, 255, 255]; space = .srgb
        case "hsl", "hsla": scales = [360, 100, 100]; space = .hsl
        case "hwb": scales = [360, 100, 100]; space = .hwb
        case "lab": scales = [100, 125, 125]; space = .lab
        case "lch": scales = [100, 150, 360]; space = .lch
        case "oklab": scales = [1, 0.4, 0.4]; space = .oklab
        case "oklch": scales = [1, 0.4, 360]; space = .oklch
        case "color": scales = [1, 1, 1]
        default: return nil
        }
        guard let space else { return nil }
        var values: [Double] = []
        for (part, scale) in zip(parts.prefix(3), scales) {
            guard let value = number(part, percentOf: scale) else { return nil }
            values.append(value)
        }
        if space == .srgb, function != "color" { values = values.map { $0 / 255 } }
        return (space, values, alpha)
    }
}
