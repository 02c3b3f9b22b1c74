/// Perceptual colour distance used by the colour-vision check: ΔE OK (Euclidean OKLab)
/// scaled by 100, so it reads on the familiar ΔE scale (about 2 is just noticeable).
public enum ColorDistance {
    public static func deltaEOK(_ a: SRGBColor, _ b: SRGBColor) -> Double {
        OKLab(a.opaque).distance(to: OKLab(b.opaque)) * 100
    }

    /// Below this, two state colours count as confusable. Research suggests ΔE OK 0.07-0.10 for
    /// small marks that must be told apart at a glance; 8 (0.08) is the middle of that band.
    public static let confusableBelow = 8.0
}
