/// A gamma-encoded sRGB colour with channels in 0...1.
///
/// `rgba8` is the only place a channel becomes an 8-bit integer, so every export format
/// (hex, `#AARRGGBB`, `0xAARRGGBB`, asset catalogs) agrees to the last bit.
public struct SRGBColor: Codable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Builds a colour from 8-bit channels.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (any case); nil when malformed.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = Array(hex.dropFirst())
        guard digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII) else { return nil }
        switch digits.count {
        case 3: digits = digits.flatMap { [$0, $0] }
        case 6, 8: break
        default: return nil
        }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
            bytes.append(byte)
        }
        self.init(r8: bytes[0], g8: bytes[1], b8: bytes[2], a8: bytes.count == 4 ? bytes[3] : 255)
    }

    /// THE rounding function: clamp to 0...1, scale by 255, round half away from zero.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Self.channel8(red), Self.channel8(green), Self.channel8(blue), Self.channel8(alpha))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the alpha is not fully opaque after rounding; uppercase.
    public var hex: String {
        let c = rgba8
        let rgb = Self.hexByte(c.r) + Self.hexByte(c.g) + Self.hexByte(c.b)
        return "#" + rgb + (c.a == 255 ? "" : Self.hexByte(c.a))
    }

    /// `#RRGGBB` without alpha, for formats that carry alpha separately.
    public var hexRGB: String {
        let c = rgba8
        return "#" + Self.hexByte(c.r) + Self.hexByte(c.g) + Self.hexByte(c.b)
    }

    /// Two uppercase hex digits for one byte.
    public static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    private static func channel8(_ value: Double) -> UInt8 {
        guard !value.isNaN else { return 0 }
        let clamped = Swift.min(Swift.max(value, 0), 1)
        return UInt8((clamped * 255).rounded(.toNearestOrAwayFromZero))
    }
}
