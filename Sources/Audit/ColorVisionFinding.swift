import StylebookKit

/// Two state colours that come too close under one colour-vision deficiency.
public struct ColorVisionFinding: Hashable, Sendable {
    public var first: TokenPath
    public var second: TokenPath
    public var mode: Mode
    /// The mode's name, or the DTCG context's.
    public var context: String
    public var deficiency: ColorVisionDeficiency
    /// ΔE OK ×100 between the simulated colours.
    public var distance: Double
    /// The same distance with typical colour vision, for comparison.
    public var normalDistance: Double
    public var location: SourceLocation
}
