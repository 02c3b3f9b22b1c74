import StylebookKit

/// A role matrix's outcomes in one context, worked out without making a check: what the audit
/// counts for the millions of matrix checks it does not list (Primer: 4.6 million). Every
/// colour the matrix uses gets a number, and each combination of numbers is measured once.
/// The verdict is `ContrastAudit.evaluate`'s: the same composite, ratio and requirement.
struct MatrixVerdicts {
    enum Verdict: UInt8 {
        case pass, fail, skipped
    }

    private let texts: [Int]
    private let surfaces: [Int]
    /// By report order (`opaqueByName`) and by declaration order (`opaque`).
    private let beneathByName: [Int]
    private let beneath: [Int]
    private let colors: [SRGBColor]
    /// Relative luminance of each colour as given and in 8 bits, for opaque colours.
    private let luminance: [(exact: Double, quantized: Double)?]
    private let requirement: ContrastRequirement
    /// A translucent surface composited over each colour beneath it, by surface position and
    /// colour number: the luminances of the result as given and in 8 bits; NaN not yet worked
    /// out, -1 still translucent.
    private var backdrops: [(exact: Double, quantized: Double)]
    private var known: [Int: Verdict] = [:]

    /// Colour number for a token without a colour in this context.
    private static let missing = -1

    init(_ plan: RoleMatrixPairSource.Plan, colors table: ColorTable, requirement: ContrastRequirement) {
        var numbers: [SRGBColor: Int] = [:]
        var colors: [SRGBColor] = []
        func number(_ path: TokenPath?) -> Int {
            guard let path, let color = table[path] else { return Self.missing }
            if let known = numbers[color] { return known }
            numbers[color] = colors.count
            colors.append(color)
            return colors.count - 1
        }
        texts = plan.texts.map { number($0.path) }
        surfaces = plan.surfaces.map { number($0.path) }
        beneathByName = plan.opaqueByName.map(number)
        beneath = plan.opaque.map(number)
        self.colors = colors
        backdrops = Array(repeating: (.nan, .nan), count: surfaces.count * colors.count)
        luminance = colors.map { $0.alpha == 1 ? ($0.relativeLuminance, $0.quantized.relativeLuminance) : nil }
        self.requirement = requirement
    }

    mutating func verdict(_ index: RoleMatrixPairSource.Plan.Index) -> Verdict {
        let foreground = texts[index.text], background = surfaces[index.surface]
        let under = index.beneath < 0 ? Self.missing : (index.inReportOrder ? beneathByName : beneath)[index.beneath]
        // A missing colour is skipped, as `evaluate` skips it.
        guard foreground != Self.missing, background != Self.missing, index.beneath < 0 || under != Self.missing else {
            return .skipped
        }
        // Two opaque colours: what `ContrastMeasurement` computes, without compositing (a no-op).
        if index.beneath < 0, let text = luminance[foreground], let surface = luminance[background] {
            let ratio = min(Self.ratio(text.exact, surface.exact), Self.ratio(text.quantized, surface.quantized))
            return ratio >= requirement.minimum ? .pass : .fail
        }
        // An opaque text on a translucent surface over an opaque one: the composite is the same
        // for every text, so it is worked out once.
        if let text = luminance[foreground], under != Self.missing {
            let slot = index.surface * colors.count + under
            if backdrops[slot].exact.isNaN {
                let composite = colors[background].composited(over: colors[under])
                backdrops[slot] = composite.alpha >= 1 ? (composite.relativeLuminance, composite.quantized.relativeLuminance) : (-1, -1)
            }
            let surface = backdrops[slot]
            guard surface.exact >= 0 else { return .skipped }
            let ratio = min(Self.ratio(text.exact, surface.exact), Self.ratio(text.quantized, surface.quantized))
            return ratio >= requirement.minimum ? .pass : .fail
        }
        let count = colors.count
        let key = (foreground * count + background) * (count + 1) + under + 1
        if let verdict = known[key] { return verdict }
        let verdict: Verdict
        if let measured = ContrastMeasurement(foreground: colors[foreground], background: colors[background],
                                              over: under == Self.missing ? nil : colors[under]) {
            verdict = requirement.isMet(by: measured.ratio) ? .pass : .fail
        } else {
            verdict = .skipped
        }
        known[key] = verdict
        return verdict
    }

    /// `ContrastRatio`'s formula, on luminances.
    private static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
}
