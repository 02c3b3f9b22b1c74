// TEMPORARY stand-in for the token model's SRGBColor (branch `tokens`); deleted on merge.
public struct SRGBColor: Hashable, Sendable {
    public var red, green, blue, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public init?(hex: String) {
        var s = Substring(hex)
        guard s.first == "#" else { return nil }
        s = s.dropFirst()
        if s.count == 3 { s = Substring(s.map { "\($0)\($0)" }.joined()) }
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        let n = s.count == 6 ? (v << 8 | 0xFF) : v
        red = Double((n >> 24) & 0xFF) / 255; green = Double((n >> 16) & 0xFF) / 255
        blue = Double((n >> 8) & 0xFF) / 255; alpha = Double(n & 0xFF) / 255
    }
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func q(_ c: Double) -> UInt8 { UInt8((min(max(c, 0), 1) * 255).rounded()) }
        return (q(red), q(green), q(blue), q(alpha))
    }
    public var hex: String {
        let c = rgba8
        let parts = alpha < 1 ? [c.r, c.g, c.b, c.a] : [c.r, c.g, c.b]
        return "#" + parts.map { let h = String($0, radix: 16, uppercase: true); return h.count == 1 ? "0" + h : h }.joined()
    }
}
