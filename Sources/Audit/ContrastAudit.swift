import StylebookKit

/// Checks every pair from its sources in every colour mode, and state colours under
/// colour-vision deficiencies.
///
/// Compositing follows `ContrastMeasurement`: exact and 8-bit composites, the lower ratio counts.
public struct ContrastAudit: Sendable {
    public var system: DesignSystem
    public var policy: ContrastPolicy
    public var sources: [any PairSource]

    public init(system: DesignSystem, policy: ContrastPolicy = .standard,
                sources: [any PairSource] = [.components, .declared, .roleMatrix]) {
        self.system = system
        self.policy = policy
        self.sources = sources
    }

    public func run() -> AuditResult {
        var checks: [ContrastCheck] = []
        var diagnostics: [Diagnostic] = []
        for pair in collectPairs() {
            if let problem = unresolvable(pair) {
                diagnostics.append(problem)
                continue
            }
            for mode in ColorMode.allCases.sorted() {
                let check = evaluate(pair, mode: mode)
                checks.append(check)
                if let diagnostic = diagnostic(for: check) { diagnostics.append(diagnostic) }
                if check.outcome == .skipped(Self.translucentReason) {
                    diagnostics.append(.error("contrast/translucent-background",
                        "\(pair.declaration.label) (\(mode.rawValue)): the background is still translucent, so its contrast depends on what lies beneath",
                        at: pair.location, hint: "Declare the opaque surface it sits on with `over:`."))
                }
            }
        }
        let vision = ColorVisionCheck(system: system, policy: policy).findings()
        diagnostics += vision.map { diagnostic(for: $0) }
        return AuditResult(checks: checks, colorVision: vision, diagnostics: diagnostics.sortedForDisplay())
    }

    /// All pairs, sorted by origin then paths; role-matrix pairs that another source already
    /// declares for the same colours are dropped (the declaration's kind and exemption win).
    func collectPairs() -> [AuditPair] {
        let all = sources.flatMap { $0.pairs(in: system) }
        let covered = Set(all.filter { $0.origin != .roleMatrix }.map(\.key))
        var seen = Set<AuditPair>()
        return all
            .filter { $0.origin != .roleMatrix || !covered.contains($0.key) }
            .filter { seen.insert($0).inserted }
            .sorted(by: Self.order)
    }

    static func order(_ a: AuditPair, _ b: AuditPair) -> Bool {
        let (x, y) = (a.declaration, b.declaration)
        if a.origin != b.origin { return a.origin < b.origin }
        if x.foreground != y.foreground { return x.foreground < y.foreground }
        if x.background != y.background { return x.background < y.background }
        if x.over != y.over { return (x.over?.dotted ?? "") < (y.over?.dotted ?? "") }
        if x.kind != y.kind { return x.kind < y.kind }
        return a.location < b.location
    }

    /// A pair naming a token that is not a colour token cannot be measured in any mode.
    func unresolvable(_ pair: AuditPair) -> Diagnostic? {
        let d = pair.declaration
        let paths = [d.foreground, d.background] + (d.over.map { [$0] } ?? [])
        guard let missing = paths.first(where: { system.token($0)?.colorRole == nil }) else { return nil }
        let what = system.token(missing) == nil ? "no token is named `\(missing)`" : "`\(missing)` is not a colour token"
        return .error("contrast/unknown-token", "Contrast pair \(d.label) cannot be checked: \(what)",
                      at: pair.location, hint: "Name an existing colour token in the pair declaration.")
    }

    func evaluate(_ pair: AuditPair, mode: ColorMode) -> ContrastCheck {
        let d = pair.declaration
        let requirement = policy.requirement(for: d.kind)
        var check = ContrastCheck(pair: pair, mode: mode, requirement: requirement, outcome: .skipped(""))
        let unresolved = [d.foreground, d.background] + (d.over.map { [$0] } ?? [])
        if let bad = unresolved.first(where: { system.resolvedColor($0, mode: mode) == nil }) {
            check.outcome = .skipped("`\(bad)` has no valid \(mode.rawValue) colour (see the tokens/ diagnostics)")
            return check
        }
        guard let colors = composite(d, mode: mode) else {
            check.outcome = .skipped(Self.translucentReason)
            return check
        }
        check.foregroundHex = colors.foreground8.hex
        check.backgroundHex = colors.background8.hex
        let ratio = colors.ratio
        check.ratio = ratio
        if let exemption = d.exemption {
            check.outcome = .skipped(exemption.summary)
            return check
        }
        guard requirement.isMet(by: ratio) else {
            check.outcome = .fail
            check.diagnosticID = Self.diagnosticID(kind: d.kind, ratio: ratio)
            check.suggestion = colors.foregroundSuggestion(minimum: requirement.minimum)
            // Only fills and other coloured backgrounds get a suggestion: moving a page surface
            // to fix one pair would break every other pair on it.
            if d.over == nil, colors.rawForeground.alpha >= 1, system.token(d.background)?.colorRole != .surface {
                check.backgroundSuggestion = NearestPassingColor.find(
                    for: colors.background, against: colors.rawForeground, minimum: requirement.minimum)
            }
            return check
        }
        check.outcome = .pass
        return check
    }

    static let translucentReason = "background stays translucent: no opaque surface beneath it"

    static func diagnosticID(kind: ContrastKind, ratio: ContrastRatio) -> String {
        if !ContrastRequirement(kind: kind, level: .aa).isMet(by: ratio) {
            return kind == .nonText ? "contrast/non-text-below-aa" : "contrast/text-below-aa"
        }
        return "contrast/below-aaa"
    }

    /// The colours a pair compares in one mode; nil when the background stays translucent
    /// (a translucent `over`, say).
    func composite(_ d: ContrastPairDeclaration, mode: ColorMode) -> ContrastMeasurement? {
        guard let fg = system.resolvedColor(d.foreground, mode: mode),
              let bg = system.resolvedColor(d.background, mode: mode) else { return nil }
        return ContrastMeasurement(foreground: fg, background: bg, over: d.over.flatMap { system.resolvedColor($0, mode: mode) })
    }
}
