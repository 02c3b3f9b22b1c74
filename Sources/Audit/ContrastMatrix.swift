import StylebookKit

/// Every foreground against every background, for palettes too large to audit pair by pair
/// (1,000 colours is a million pairs per mode). Luminance is computed once per colour, pairs are
/// compared unrounded with the same formula as `ContrastRatio`, and only failures are kept.
public struct ContrastMatrix: Sendable {
    public struct Failure: Hashable, Sendable {
        public var foreground: Int
        public var background: Int
        public var ratio: ContrastRatio
    }

    public var foregrounds: [SRGBColor]
    public var backgrounds: [SRGBColor]

    public init(foregrounds: [SRGBColor], backgrounds: [SRGBColor]) {
        self.foregrounds = foregrounds
        self.backgrounds = backgrounds
    }

    /// Pairs below `minimum`, in row-major order (foreground, then background).
    public func failures(below minimum: Double) -> (checked: Int, failures: [Failure]) {
        let fg = foregrounds.map(\.relativeLuminance)
        let bg = backgrounds.map(\.relativeLuminance)
        var failures: [Failure] = []
        for (i, a) in fg.enumerated() {
            for (j, b) in bg.enumerated() {
                let ratio = (max(a, b) + 0.05) / (min(a, b) + 0.05)
                if ratio < minimum { failures.append(Failure(foreground: i, background: j, ratio: ContrastRatio(ratio))) }
            }
        }
        return (fg.count * bg.count, failures)
    }
}
