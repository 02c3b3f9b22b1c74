/// The value a token holds. Dimensions are points; whether one is spacing, radius or a size
/// follows from its path prefix.
public enum TokenValue: Codable, Hashable, Sendable {
    /// A colour's values per mode (see `ColorValues` for the fallback order) and its role.
    case color(ColorValues, role: ColorRole)
    case dimension(Double)
    case opacity(Double)
    case typography(Typography)
    case motion(Motion)
    case icon(Icon)

    public var kind: TokenKind {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .opacity: .opacity
        case .typography: .typography
        case .motion: .motion
        case .icon: .icon
        }
    }
}

/// The kind of a token, without its value; used for grouping and for type checks on aliases.
public enum TokenKind: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case color, dimension, opacity, typography, motion, icon

    public static func < (lhs: TokenKind, rhs: TokenKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
