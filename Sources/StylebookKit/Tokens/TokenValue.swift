/// The value a token holds. Dimensions are points; whether one is spacing, radius or a size
/// follows from its path prefix.
public enum TokenValue: Codable, Hashable, Sendable {
    /// A colour's values per mode (see `ColorValues` for the fallback order) and its role.
    case color(ColorValues, role: ColorRole)
    case dimension(Double)
    case opacity(Double)
    /// A number with no unit that is not an opacity: a scale factor, a z-index, a ratio.
    case number(Double)
    case typography(Typography)
    /// Font families, preferred first, as a type style's `family` lists them.
    case fontFamily([String])
    /// CSS-style numeric weight, 1...1000.
    case fontWeight(Int)
    case motion(Motion)
    /// A duration in milliseconds, on its own rather than in a transition.
    case duration(Double)
    /// An easing curve on its own rather than in a transition.
    case easing(CubicBezier)
    case shadow([ShadowLayer])
    case icon(Icon)

    public var kind: TokenKind {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .opacity: .opacity
        case .number: .number
        case .typography: .typography
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .motion: .motion
        case .duration: .duration
        case .easing: .easing
        case .shadow: .shadow
        case .icon: .icon
        }
    }
}

/// The kind of a token, without its value; used for grouping and for type checks on aliases.
public enum TokenKind: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case color, dimension, opacity, number, typography, fontFamily, fontWeight, motion, duration, easing, shadow, icon

    public static func < (lhs: TokenKind, rhs: TokenKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
