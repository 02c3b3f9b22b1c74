import Foundation
import StylebookKit

/// Tokens Studio's colour modifiers, `$extensions["studio.tokens"].modify`, computed as its
/// Style Dictionary transforms compute them (tokens-studio/sd-transforms,
/// `src/color-modifiers/`, on colorjs.io): the colour is taken into the modifier's `space`, one
/// coordinate moves, and the result comes back to sRGB, gamut-mapped as CSS maps it.
///
/// - `lighten a`: lch `L + (100 − L)·a` with chroma `C·(1 − a)`; hsl `l + (100 − l)·a`;
///   srgb and p3 every channel `c + (1 − c)·a`.
/// - `darken a`: lch `L·(1 − a)` with chroma `C·(1 − a)`; hsl `l·(1 − a)`; srgb and p3 `c·(1 − a)`.
/// - `mix a` with `color`: both colours in the space, every coordinate `start + (end − start)·a`
///   (hues the shorter way round; a colour without hue takes the other's), alpha too.
/// - `alpha a`: the alpha becomes `a`.
///
/// A modifier without a space Tokens Studio knows leaves the colour as it was, as Tokens Studio does.
struct ColorModifier: Equatable {
    enum Kind: String { case lighten, darken, mix, alpha }
    enum Space: String { case srgb, hsl, lch, p3 }

    var kind: Kind
    var amount: Double
    var space: Space?
    var mixColor: SRGBColor?

    func apply(to color: SRGBColor) -> SRGBColor {
        let amount = min(max(amount, 0), 1)
        if kind == .alpha {
            var result = color
            result.alpha = amount
            return result
        }
        guard let space else { return color }
        let target = space.colorSpace
        guard var coordinates = target.coordinates(of: color) else { return color }
        var alpha = color.alpha
        switch (kind, space) {
        case (.lighten, .lch):
            coordinates[0] = min(100, coordinates[0] + (100 - coordinates[0]) * amount)
            coordinates[1] = max(0, coordinates[1] * (1 - amount))
        case (.lighten, .hsl):
            coordinates[2] = min(100, coordinates[2] + (100 - coordinates[2]) * amount)
        case (.lighten, _):
            coordinates = coordinates.map { min(1, $0 + (1 - $0) * amount) }
        case (.darken, .lch):
            coordinates[0] = max(0, coordinates[0] * (1 - amount))
            coordinates[1] = max(0, coordinates[1] * (1 - amount))
        case (.darken, .hsl):
            coordinates[2] = max(0, coordinates[2] * (1 - amount))
        case (.darken, _):
            coordinates = coordinates.map { max(0, $0 * (1 - amount)) }
        case (.mix, _):
            guard let mixColor, let other = target.coordinates(of: mixColor) else { return color }
            let hue = space == .hsl ? 0 : space == .lch ? 2 : nil
            coordinates = zip(coordinates.indices, zip(coordinates, other)).map { index, pair in
                var (start, end) = pair
                if start.isNaN { return end }
                if end.isNaN { return start }
                if index == hue {
                    // The shorter arc, as colorjs.io's default hue interpolation.
                    if end - start > 180 { start += 360 } else if start - end > 180 { end += 360 }
                    let value = start + (end - start) * amount
                    return value.truncatingRemainder(dividingBy: 360)
                }
                return start + (end - start) * amount
            }
            alpha = alpha + (mixColor.alpha - alpha) * amount
        case (.alpha, _):
            break
        }
        let finite = coordinates.map { $0.isNaN ? 0 : $0 }
        return target.srgb(finite, alpha: alpha).color
    }
}

extension ColorModifier.Space {
    var colorSpace: ColorSpace {
        switch self {
        case .srgb: .srgb
        case .hsl: .hsl
        case .lch: .lch
        case .p3: .displayP3
        }
    }
}
