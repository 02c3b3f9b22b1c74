import GeneratorSupport
import StylebookKit

/// One measurement under the audit's compositing policy: a translucent background is composited
/// over its surface, a translucent foreground over the result (gamma-encoded sRGB, source-over),
/// and the ratio is taken both on the exact floats and on the 8-bit colours a renderer stores.
/// The lower of the two is the ratio that counts, so a pass holds whichever a platform draws.
public struct ContrastMeasurement: Hashable, Sendable {
    /// The foreground as declared (possibly translucent).
    public var rawForeground: SRGBColor
    public var foreground: SRGBColor
    public var background: SRGBColor
    public var foreground8: SRGBColor
    public var background8: SRGBColor

    /// nil when the background is still translucent after compositing (nothing opaque beneath).
    public init?(foreground: SRGBColor, background: SRGBColor, over surface: SRGBColor? = nil) {
        let bg = surface.map { background.composited(over: $0) } ?? background
        guard bg.alpha >= 1 else { return nil }
        let bg8 = bg.quantized
        rawForeground = foreground
        self.foreground = foreground.composited(over: bg)
        self.background = bg
        foreground8 = foreground.composited(over: bg8).quantized
        background8 = bg8
    }

    public var exactRatio: ContrastRatio { ContrastRatio(foreground, background) }
    public var quantizedRatio: ContrastRatio { ContrastRatio(foreground8, background8) }
    /// The ratio requirements are compared with.
    public var ratio: ContrastRatio { min(exactRatio, quantizedRatio) }

    /// The nearest opaque foreground that passes against both the exact and the 8-bit background.
    public func foregroundSuggestion(minimum: Double) -> NearestPassingColor.Suggestion? {
        NearestPassingColor.find(for: rawForeground, against: [background, background8], minimum: minimum)
    }
}
