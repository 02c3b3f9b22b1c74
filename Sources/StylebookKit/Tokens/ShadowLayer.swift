/// One layer of a shadow, lengths in points. A shadow token lists its layers in CSS's order:
/// the first is drawn on top.
public struct ShadowLayer: Codable, Hashable, Sendable {
    public var color: SRGBColor
    public var offsetX, offsetY, blur, spread: Double
    public var inset: Bool

    public init(color: SRGBColor, offsetX: Double, offsetY: Double, blur: Double, spread: Double = 0, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}
