import Foundation
import StylebookKit

/// `rgb(…)`, `rgba(…)`, `hsl(…)` and `hsla(…)` strings, which Tokens Studio files often hold
/// where DTCG wants a colour object. Comma and space syntax, percentages and `/ alpha` are read.
enum CSSColorString {
    static func parse(_ text: String) -> SRGBColor? {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
        let function = String(lowered[..<open])
        let inner = lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)]
        let parts = inner.split(whereSeparator: { ", /".contains($0) }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        func number(_ part: String, percentOf scale: Double) -> Double? {
            if part.hasSuffix("%") { return Double(part.dropLast()).map { $0 / 100 * scale } }
            return Double(part.hasSuffix("deg") ? String(part.dropLast(3)) : part)
        }
        guard let alpha = parts.count == 4 ? number(parts[3], percentOf: 1) : 1 else { return nil }
        switch function {
        case "rgb", "rgba":
            guard let r = number(parts[0], percentOf: 255), let g = number(parts[1], percentOf: 255),
                  let b = number(parts[2], percentOf: 255) else { return nil }
            return ColorSpace.srgb.srgb([r / 255, g / 255, b / 255], alpha: alpha).color
        case "hsl", "hsla":
            guard let h = number(parts[0], percentOf: 360), let s = number(parts[1], percentOf: 100),
                  let l = number(parts[2], percentOf: 100) else { return nil }
            return ColorSpace.hsl.srgb([h, s, l], alpha: alpha).color
        default:
            return nil
        }
    }
}
