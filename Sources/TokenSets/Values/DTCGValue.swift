import StylebookKit

/// A token value read from DTCG JSON, every reference already followed. Lengths are in px
/// (rem converted at 16 px), durations in milliseconds.
public enum DTCGValue: Hashable, Sendable {
    /// As an sRGB display shows it (what contrast measures); `wide` keeps a colour declared in
    /// display-p3, OKLCH or another space beyond sRGB as declared.
    case color(SRGBColor, wide: WideColor?)
    case dimension(Double)
    case duration(Double)
    case number(Double)
    case fontFamily([String])
    case fontWeight(Int)
    case cubicBezier(CubicBezier)
    case strokeStyle(String)
    case typography(Typography)
    case transition(Motion, delay: Double)
    case shadow([ShadowLayer])
    case border(color: SRGBColor, width: Double, style: String)
    case gradient([GradientStop])
}

public struct GradientStop: Hashable, Sendable {
    public var color: SRGBColor
    public var position: Double
}
