/// Numbers as every format prints them: at most `digits` decimals, no trailing zeros, no
/// exponent, no locale, and `-0` printed as `0`, so output never depends on the platform.
enum ExportNumber {
    static func format(_ value: Double, digits: Int = 4) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
        let whole = scaled / scale
        var fraction = String(scaled % scale)
        fraction = String(repeating: "0", count: digits - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// An 8-bit channel as a fraction of 255; four decimals always round-trip to the same byte.
    static func channel(_ byte: UInt8) -> String {
        format(Double(byte) / 255)
    }
}
