extension SRGBColor {
    /// Source-over compositing in gamma-encoded sRGB, as browsers and axe blend:
    /// αo = αs + αb(1 − αs), Co = (αs·Cs + αb(1 − αs)·Cb) / αo.
    /// The result keeps exact floating-point channels; call `quantized` for the 8-bit colour
    /// a renderer would store. (Policy for the audit lives in ContrastAudit.)
    public func composited(over backdrop: SRGBColor) -> SRGBColor {
        let outAlpha = alpha + backdrop.alpha * (1 - alpha)
        guard outAlpha > 0 else { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ source: Double, _ below: Double) -> Double {
            (alpha * source + backdrop.alpha * (1 - alpha) * below) / outAlpha
        }
        return SRGBColor(
            red: mix(red, backdrop.red), green: mix(green, backdrop.green),
            blue: mix(blue, backdrop.blue), alpha: outAlpha
        )
    }

    /// This colour with its alpha multiplied, e.g. a state colour at 12 % for a tint.
    public func withAlpha(_ factor: Double) -> SRGBColor {
        SRGBColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}
