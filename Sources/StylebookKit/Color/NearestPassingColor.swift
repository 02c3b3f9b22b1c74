/// Finds the colour closest to a failing foreground that meets a contrast requirement against
/// a background: OKLCH lightness is moved (hue and chroma kept, chroma reduced only to stay in
/// gamut), lighter and darker are both searched, and the smaller lightness change wins.
/// Every candidate is quantised to 8 bits and checked with `ContrastRatio` itself, so the
/// colour returned is one that really passes as written in hex.
public enum NearestPassingColor {
    public struct Suggestion: Hashable, Sendable {
        public var color: SRGBColor
        public var ratio: ContrastRatio
        /// Signed OKLCH lightness change from the original.
        public var lightnessChange: Double
        public var hex: String { color.hex }
    }

    /// Lightness step of the scan: fine enough that the first passing step is the nearest
    /// in practice (8-bit hex cannot resolve finer steps anyway).
    static let step = 0.0005

    /// nil when neither direction reaches `minimum` (e.g. 7:1 against a mid grey).
    public static func find(for foreground: SRGBColor, against background: SRGBColor, minimum: Double) -> Suggestion? {
        find(for: foreground, against: [background], minimum: minimum)
    }

    /// The candidate must pass against every background given (e.g. the exact and the 8-bit
    /// composite of a tint); the reported ratio is the lowest of them.
    public static func find(for foreground: SRGBColor, against backgrounds: [SRGBColor], minimum: Double) -> Suggestion? {
        guard !backgrounds.isEmpty else { return nil }
        let start = OKLCH(foreground.opaque)
        let candidates = [1.0, -1.0].compactMap { direction in
            firstPassing(from: start, direction: direction, backgrounds: backgrounds, minimum: minimum)
        }
        return candidates.min { abs($0.lightnessChange) < abs($1.lightnessChange) }
    }

    /// The first step in one direction whose colour passes. Contrast against a fixed background
    /// falls while the lightness moves towards the background's and rises after it, so past the
    /// starting point "passes" turns true once and stays true: bisection finds that step in
    /// about a dozen probes where a scan took up to 2,000.
    private static func firstPassing(from start: OKLCH, direction: Double, backgrounds: [SRGBColor], minimum: Double) -> Suggestion? {
        func probe(_ k: Int) -> Suggestion? {
            let lightness = start.lightness + direction * Double(k) * step
            var color = start
            color.lightness = lightness
            let candidate = color.gamutClipped.quantized.opaque
            let ratio = backgrounds.map { ContrastRatio(candidate, $0) }.min()!
            guard ratio.meets(minimum) else { return nil }
            return Suggestion(color: candidate, ratio: ratio, lightnessChange: min(max(lightness, 0), 1) - start.lightness)
        }
        let room = direction > 0 ? 1 + step - start.lightness : start.lightness + step
        let last = Int((room / step).rounded(.down))
        guard last >= 0 else { return nil }
        if let first = probe(0) { return first }
        guard probe(last) != nil else { return nil }
        var low = 0, high = last  // probe(low) fails, probe(high) passes
        while high - low > 1 {
            let middle = (low + high) / 2
            if probe(middle) != nil { high = middle } else { low = middle }
        }
        return probe(high)
    }
}
