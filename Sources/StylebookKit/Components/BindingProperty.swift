/// What a token does for a part. Each property takes one kind of token, which validation checks.
public enum BindingProperty: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    /// Fill of the part. Translucent fills are composited over what lies beneath.
    case background
    /// Colour of text, or of the glyph of an icon or spinner part.
    case foreground
    /// The symbol an icon part shows.
    case icon
    /// Colour of the part's outline.
    case border
    case radius
    case padding
    /// Space between the children of a container.
    case gap
    /// Width and height of an icon or spinner.
    case size
    case typography
    case opacity
    case motion

    public var expectedKind: TokenKind {
        switch self {
        case .background, .foreground, .border: .color
        case .icon: .icon
        case .radius, .padding, .gap, .size: .dimension
        case .typography: .typography
        case .opacity: .opacity
        case .motion: .motion
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
