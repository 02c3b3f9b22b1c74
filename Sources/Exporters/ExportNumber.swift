/// Numbers as every format prints them: at most `digits` decimals, no trailing zeros, no
/// exponent, no locale, and `-0` printed as `0`, so output never depends on the platform.
public enum ExportNumber {
    /// `value` with at most `digits` decimals, rounded half away from zero: `0.1 + 0.2` → `0.3`,
    /// `-0.43` → `-0.43`, `1e-7` → `0`, `12` → `12`, and `nan` or infinity → `0`. `digits` is 0
    /// or more, and `value` × 10^`digits` must fit an `Int` (below 10^14 at the default 4).
    public static func format(_ value: Double, digits: Int = 4) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
        let whole = scaled / scale
        var fraction = String(scaled % scale)
        // With no decimals the remainder is "0", one digit more than `digits`.
        fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// An 8-bit channel as a fraction of 255; four decimals always round-trip to the same byte:
    /// `128` → `0.502`, `255` → `1`.
    public static func channel(_ byte: UInt8) -> String {
        format(Double(byte) / 255)
    }
}
