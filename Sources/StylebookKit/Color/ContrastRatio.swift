import Foundation

/// A WCAG contrast ratio, kept unrounded. Requirements compare with `>=` on the exact value
/// (4.4999 fails 4.5); only `display` rounds, and it rounds down so a shown value never flatters.
public struct ContrastRatio: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) { self.value = value }

    /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter colour. Order of arguments does not matter.
    /// Both colours are used as opaque: composite translucent ones first.
    public init(_ first: SRGBColor, _ second: SRGBColor) {
        let a = first.relativeLuminance, b = second.relativeLuminance
        value = (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    public func meets(_ minimum: Double) -> Bool { value >= minimum }

    /// Two decimals rounded down, e.g. "2.14:1" for 2.14766 and "4.49:1" for 4.4999.
    public var display: String { "\(Self.formatDown(value)):1" }

    public var description: String { display }

    public static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }

    /// Floors to two decimals. The tiny epsilon absorbs binary noise (e.g. 4.5 stored as
    /// 4.4999999999) without ever lifting a genuinely lower ratio by a visible step.
    static func formatDown(_ value: Double) -> String {
        let hundredths = Int((value * 100 + 1e-9).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
