/// A text style. Sizes are in points; the web and Android exports convert them to px and sp.
public struct Typography: Codable, Hashable, Sendable {
    /// Font families, preferred first; the last one should be a generic family.
    public var family: [String]
    public var size: Double
    /// CSS-style numeric weight, 100...900.
    public var weight: Int
    public var lineHeight: Double
    public var letterSpacing: Double

    public init(family: [String], size: Double, weight: Int, lineHeight: Double, letterSpacing: Double = 0) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }
}
