#if canImport(SwiftUI)
import SwiftUI
import StylebookKit
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// SwiftUI values for apps on Apple platforms. Colours are dynamic: they switch with the
// system appearance, reading the same light/dark values every export is made from.
extension Color {
    /// A colour token that follows light and dark mode. An unknown path gives magenta, so a
    /// typo shows on screen instead of passing for a real colour.
    public static func stylebook(_ path: TokenPath) -> Color {
        let light = StylebookDesignSystem.color(path, .light) ?? SRGBColor(red: 1, green: 0, blue: 1)
        let dark = StylebookDesignSystem.color(path, .dark) ?? light
        #if canImport(UIKit) && !os(watchOS)
        return Color(uiColor: UIColor { traits in
            let value = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
        })
        #elseif canImport(AppKit)
        return Color(nsColor: NSColor(name: nil) { appearance in
            let value = appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua ? dark : light
            return NSColor(srgbRed: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
        })
        #else
        return Color(.sRGB, red: light.red, green: light.green, blue: light.blue, opacity: light.alpha)
        #endif
    }

    public static var stateDanger: Color { stylebook("color.state.danger") }
    public static var stateWarning: Color { stylebook("color.state.warning") }
    public static var stateSuccess: Color { stylebook("color.state.success") }
    public static var stateInfo: Color { stylebook("color.state.info") }
    public static var textPrimary: Color { stylebook("color.text.primary") }
    public static var textSecondary: Color { stylebook("color.text.secondary") }
    public static var textTertiary: Color { stylebook("color.text.tertiary") }
    public static var surfaceDefault: Color { stylebook("color.surface.default") }
    public static var surfaceSubtle: Color { stylebook("color.surface.subtle") }
    public static var borderDefault: Color { stylebook("color.border.default") }
    public static var brandPrimary: Color { stylebook("color.brand.primary") }
}

extension Font {
    /// A typography token as a system font of the token's size and weight. Line height and
    /// tracking are view modifiers in SwiftUI, so they are not part of the font.
    public static func stylebook(_ path: TokenPath) -> Font {
        guard let style = StylebookDesignSystem.typography(path) else { return .body }
        let weight: Font.Weight = switch style.weight {
        case ..<150: .ultraLight
        case ..<250: .thin
        case ..<350: .light
        case ..<450: .regular
        case ..<550: .medium
        case ..<650: .semibold
        case ..<750: .bold
        case ..<850: .heavy
        default: .black
        }
        return .system(size: style.size, weight: weight)
    }

    public static var stylebookTitle2: Font { stylebook("typography.title2") }
    public static var stylebookHeadline: Font { stylebook("typography.headline") }
    public static var stylebookBody: Font { stylebook("typography.body") }
    public static var stylebookSubheadline: Font { stylebook("typography.subheadline") }
    public static var stylebookFootnote: Font { stylebook("typography.footnote") }
    public static var stylebookCaption: Font { stylebook("typography.caption") }
}

extension Animation {
    /// A motion token as a timing curve animation.
    public static func stylebook(_ path: TokenPath) -> Animation {
        guard let motion = StylebookDesignSystem.motion(path) else { return .default }
        let curve = motion.easing
        return .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: motion.duration / 1000)
    }
}
#endif
