/// An easing curve with control points (x1, y1) and (x2, y2); x values must lie in 0...1.
public struct CubicBezier: Codable, Hashable, Sendable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    public var controlPoints: [Double] { [x1, y1, x2, y2] }

    // The CSS named curves, so exports match what browsers mean by the keywords.
    public static let linear = CubicBezier(0, 0, 1, 1)
    public static let ease = CubicBezier(0.25, 0.1, 0.25, 1)
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
}
