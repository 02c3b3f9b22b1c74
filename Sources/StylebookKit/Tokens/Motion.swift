/// A transition: how long it takes (milliseconds) and how it accelerates.
public struct Motion: Codable, Hashable, Sendable {
    public var duration: Double
    public var easing: CubicBezier

    public init(duration: Double, easing: CubicBezier) {
        self.duration = duration
        self.easing = easing
    }
}
