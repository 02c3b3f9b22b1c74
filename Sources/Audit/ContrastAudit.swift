import GeneratorSupport
import StylebookKit

/// Checks every pair from its sources in every context (light and dark mode for a Swift
/// system; every context of a DTCG token set), and state colours under colour-vision
/// deficiencies.
///
/// Compositing follows `ContrastMeasurement`: exact and 8-bit composites, the lower ratio counts.
/// Identical colour pairs are measured once, and nearest passing colours are searched only for
/// the failures that are reported, once per colour pair and requirement.
public struct ContrastAudit: Sendable {
    public var system: DesignSystem
    public var policy: ContrastPolicy
    public var sources: [any PairSource]
    /// Where pairs are measured; light and dark mode of `system` unless set.
    public var contexts: [AuditContext]
    /// Stop after this many failures (errors); the rest is left unchecked and the result says so.
    public var maxFailures: Int?
    /// A role matrix with more checks than this is counted, not listed: only its failures are
    /// kept, up to this many, so memory follows the failures reported rather than texts ×
    /// surfaces × modes.
    public var matrixListLimit = 10_000
    /// Whether failures get the nearest passing colour (the slowest part of a failing check):
    /// `fix contrast`, which audits again after every move, needs only the verdicts.
    public var suggests = true
    /// True when `contexts` are the light and dark modes of `system` itself.
    private let contextsAreModes: Bool

    /// What a design system's check and build audit: component and declared pairs, and the
    /// role matrix unless `matrix` is nil (`check --matrix off`), its failures at that severity.
    public static func designSystemSources(matrix: Diagnostic.Severity? = .error) -> [any PairSource] {
        [.components, .declared] + (matrix.map { [RoleMatrixPairSource(severity: $0)] } ?? [])
    }

    public init(system: DesignSystem, policy: ContrastPolicy = .standard,
                sources: [any PairSource] = [.components, .declared, .roleMatrix],
                contexts: [AuditContext]? = nil, maxFailures: Int? = nil) {
        self.system = system
        self.policy = policy
        self.sources = sources
        self.contexts = contexts ?? AuditContext.modes(of: system, policy: policy)
        contextsAreModes = contexts == nil
        self.maxFailures = maxFailures
    }

    /// Runs the audit, handing each check to `each` as soon as it is measured. A role matrix
    /// too large to list hands over only the checks it lists; the rest are counted.
    public func run(_ each: (ContrastCheck) -> Void = { _ in }) -> AuditResult {
        var checks: [ContrastCheck] = []
        var diagnostics: [Diagnostic] = []
        var unlisted = AuditResult.Tally()
        let tables = contexts.map(ColorTable.init)
        var memo = Memo()
        var failures = 0
        var unchecked = 0
        let (pairs, matrix, covered) = plannedPairs()
        let matrixPairs = matrix.map { $0.count - covered.filter($0.contains).count } ?? 0
        let total = pairs.count + matrixPairs
        // A matrix too large to list keeps only its failures (the first `matrixListLimit`), and counts the rest.
        let listsWholeMatrix = matrixPairs * contexts.count <= matrixListLimit
        var matrixListed = 0
        var index = 0

        /// Measures one pair in every context; false once `maxFailures` stops the audit.
        func measure(_ pair: AuditPair) -> Bool {
            defer { index += 1 }
            if let problem = unresolvable(pair) {
                diagnostics.append(problem)
                return true
            }
            for (position, (context, table)) in zip(contexts, tables).enumerated() {
                if let max = maxFailures, failures >= max {
                    unchecked = (total - index) * contexts.count - position
                    return false
                }
                var check = evaluate(pair, in: context, colors: table, memo: &memo)
                let listed = pair.origin != .roleMatrix || listsWholeMatrix || (check.outcome != .pass && matrixListed < matrixListLimit)
                if check.outcome == .fail {
                    if check.isFailure { failures += 1 }
                    if listed {
                        if suggests { suggest(&check, colors: table, memo: &memo) }
                        if let diagnostic = diagnostic(for: check) { diagnostics.append(diagnostic) }
                    }
                }
                if listed, check.outcome == .skipped(Self.translucentReason) {
                    diagnostics.append(Diagnostic(.contrastTranslucentBackground, severity: pair.severity,
                        "\(pair.declaration.label) (\(context.name)): the background is still translucent, so its contrast depends on what lies beneath",
                        at: check.location, hint: "Declare the opaque surface it sits on with `over:`."))
                }
                each(check)
                if listed {
                    checks.append(check)
                    if pair.origin == .roleMatrix, !listsWholeMatrix { matrixListed += 1 }
                } else {
                    unlisted.add(check)
                }
            }
            return true
        }

        /// A matrix pair no context of which will be listed: counted from its verdicts alone,
        /// with no check made. False when it is listed somewhere, or once `maxFailures` stops.
        func count(_ at: RoleMatrixPairSource.Plan.Index, _ verdicts: inout [MatrixVerdicts], severity: Diagnostic.Severity) -> Bool? {
            let outcomes = verdicts.indices.map { verdicts[$0].verdict(at) }
            if matrixListed < matrixListLimit, outcomes.contains(where: { $0 != .pass }) { return false }
            defer { index += 1 }
            for (position, outcome) in outcomes.enumerated() {
                if let max = maxFailures, failures >= max {
                    unchecked = (total - index) * contexts.count - position
                    return nil
                }
                switch outcome {
                case .pass: unlisted.passed += 1
                case .skipped: unlisted.skipped += 1
                case .fail where severity == .error: unlisted.failed += 1; failures += 1
                case .fail: unlisted.warned += 1
                }
            }
            return true
        }

        var going = true
        for pair in pairs where going { going = measure(pair) }
        if going, let matrix {
            if listsWholeMatrix {
                matrix.forEachPair(excluding: covered) { pair in if going { going = measure(pair) } }
            } else {
                // Millions of checks nobody reads one by one: only those listed are made.
                var verdicts = zip(contexts, tables).map { context, table in
                    MatrixVerdicts(matrix, colors: table, requirement: ContrastRequirement(kind: .text, level: context.level(under: policy)))
                }
                matrix.forEachIndex(excluding: covered) { at in
                    guard going else { return }
                    switch count(at, &verdicts, severity: matrix.source.severity) {
                    case true?: break
                    case false?: going = measure(matrix.pair(at))
                    case nil: going = false
                    }
                }
            }
        }
        if unlisted.failed + unlisted.warned > 0, let matrix {
            diagnostics.append(unlistedDiagnostic(unlisted, matrix: matrix, checks: matrixPairs * contexts.count))
        }
        var vision: [ColorVisionFinding] = []
        if contextsAreModes {
            vision = ColorVisionCheck(system: system, policy: policy).findings()
        } else {
            for context in contexts {
                vision += ColorVisionCheck(system: context.system, policy: policy, modes: [context.mode], context: context.name).findings()
            }
        }
        diagnostics += vision.map { diagnostic(for: $0) }
        return AuditResult(checks: checks, colorVision: vision, diagnostics: diagnostics.sortedForDisplay(), unchecked: unchecked,
                           unlisted: unlisted)
    }

    /// The pairs of every source but the role matrix, sorted and deduplicated as `pairs()`
    /// gives them; the role matrix's plan, walked after them without holding its pairs; and
    /// the colours those pairs cover, which the matrix leaves out. More than one role-matrix
    /// source is listed like any other.
    func plannedPairs() -> (pairs: [AuditPair], matrix: RoleMatrixPairSource.Plan?, covered: Set<PairKey>) {
        let matrices = sources.compactMap { $0 as? RoleMatrixPairSource }
        guard matrices.count == 1 else { return (collectPairs(), nil, []) }
        let others = collectPairs(from: sources.filter { !($0 is RoleMatrixPairSource) })
        return (others, RoleMatrixPairSource.Plan(matrices[0], system: system), Set(others.map(\.key)))
    }

    /// All pairs, sorted by origin then paths; role-matrix and convention pairs that a more
    /// precise source already declares for the same colours are dropped (the declaration's
    /// kind and exemption win).
    public func pairs() -> [AuditPair] { collectPairs() }

    func collectPairs(from sources: [any PairSource]? = nil) -> [AuditPair] {
        let all = (sources ?? self.sources).flatMap { $0.pairs(in: system) }
        var seen = Set<AuditPair>()
        var covered = Set<PairKey>()
        var result: [AuditPair] = []
        for pair in all.sorted(by: Self.order) {
            if pair.origin >= .convention, covered.contains(pair.key) { continue }
            if seen.insert(pair).inserted { result.append(pair) }
            covered.insert(pair.key)
        }
        return result
    }

    static func order(_ a: AuditPair, _ b: AuditPair) -> Bool {
        let (x, y) = (a.declaration, b.declaration)
        if a.origin != b.origin { return a.origin < b.origin }
        if x.foreground != y.foreground { return x.foreground < y.foreground }
        if x.background != y.background { return x.background < y.background }
        if x.over != y.over { return (x.over?.dotted ?? "") < (y.over?.dotted ?? "") }
        if x.kind != y.kind { return x.kind < y.kind }
        if a.location != b.location { return a.location < b.location }
        return (a.rule ?? "") < (b.rule ?? "")
    }

    /// A pair naming a token that is not a colour token cannot be measured in any mode.
    func unresolvable(_ pair: AuditPair) -> Diagnostic? {
        let d = pair.declaration
        let paths = [d.foreground, d.background] + (d.over.map { [$0] } ?? [])
        guard let missing = paths.first(where: { system.token($0)?.colorRole == nil }) else { return nil }
        var what = system.token(missing) == nil ? "no token is named `\(missing)`" : "`\(missing)` is not a colour token"
        var hint = "Name an existing colour token in the pair declaration."
        if system.token(missing) == nil {
            let colors = system.tokens.filter { $0.kind == .color }.map(\.path.dotted)
            if let near = Suggestion.closest(to: missing.dotted, in: colors) { hint = "Did you mean `\(near)`?" }
            if colors.contains(where: { $0.hasPrefix(missing.dotted + ".") }) {
                what += " (it is a group without a `$root` token)"
            }
        }
        return Diagnostic(.contrastUnknownToken, "Contrast pair \(d.label) cannot be checked: \(what)",
                      at: pair.location, hint: hint)
    }

    /// One pair in one mode of `system` (the contrast page's grid measures this way).
    public func evaluate(_ pair: AuditPair, mode: Mode) -> ContrastCheck {
        evaluate([pair], mode: mode)[0]
    }

    /// Many pairs in one mode: the mode's colours are resolved once, not once a pair (a
    /// contrast page's grid has up to 10,000 cells a mode).
    public func evaluate(_ pairs: [AuditPair], mode: Mode) -> [ContrastCheck] {
        let context = AuditContext(name: mode.name, system: system, mode: mode, level: policy.level(for: mode, axes: system.axes))
        let colors = ColorTable(context)
        var memo = Memo()
        return pairs.map { pair in
            var check = evaluate(pair, in: context, colors: colors, memo: &memo)
            if check.outcome == .fail, suggests { suggest(&check, colors: colors, memo: &memo) }
            return check
        }
    }

    func evaluate(_ pair: AuditPair, in context: AuditContext, colors: ColorTable, memo: inout Memo) -> ContrastCheck {
        let d = pair.declaration
        let requirement = ContrastRequirement(kind: d.kind, level: context.level(under: policy))
        var check = ContrastCheck(pair: pair, context: context, requirement: requirement, outcome: .skipped(""))
        if pair.origin.locatesAtForegroundValue, let token = context.system.token(d.foreground) {
            check.location = token.location
        }
        let unresolved = [d.foreground, d.background] + (d.over.map { [$0] } ?? [])
        if let bad = unresolved.first(where: { colors[$0] == nil }) {
            let why = context.system.token(bad) == nil ? "is not defined in \(context.name)" : "has no valid \(context.name) colour (see the tokens/ diagnostics)"
            check.outcome = .skipped("`\(bad)` \(why)")
            return check
        }
        guard let colors = memo.measure(colors[d.foreground]!, colors[d.background]!, d.over.flatMap { colors[$0] }) else {
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
            check.failureKind = Self.failureKind(kind: d.kind, ratio: ratio)
            return check
        }
        check.outcome = .pass
        return check
    }

    /// The nearest passing foreground, and for coloured backgrounds the nearest passing
    /// background; searched only for failures that are reported.
    func suggest(_ check: inout ContrastCheck, colors: ColorTable, memo: inout Memo) {
        let d = check.declaration
        guard let fg = colors[d.foreground], let bg = colors[d.background],
              let measured = memo.measure(fg, bg, d.over.flatMap { colors[$0] }) else { return }
        let minimum = check.requirement.minimum
        check.suggestion = memo.suggestion(for: measured.rawForeground, against: [measured.background, measured.background8], minimum: minimum)
        // Only fills and other coloured backgrounds get a suggestion: moving a page surface
        // to fix one pair would break every other pair on it.
        if d.over == nil, measured.rawForeground.alpha >= 1, system.token(d.background)?.colorRole != .surface {
            check.backgroundSuggestion = memo.suggestion(for: measured.background, against: [measured.rawForeground], minimum: minimum)
        }
    }

    static let translucentReason = "background stays translucent: no opaque surface beneath it"

    static func failureKind(kind: ContrastKind, ratio: ContrastRatio) -> GradedDiagnosticKind {
        if !ContrastRequirement(kind: kind, level: .aa).isMet(by: ratio) {
            return kind == .nonText ? .contrastNonTextBelowAA : .contrastTextBelowAA
        }
        return .contrastBelowAAA
    }

    /// The colours a pair compares in one mode; nil when the background stays translucent
    /// (a translucent `over`, say).
    func composite(_ d: ContrastPairDeclaration, mode: Mode) -> ContrastMeasurement? {
        guard let fg = system.resolvedColor(d.foreground, mode: mode),
              let bg = system.resolvedColor(d.background, mode: mode) else { return nil }
        return ContrastMeasurement(foreground: fg, background: bg, over: d.over.flatMap { system.resolvedColor($0, mode: mode) })
    }
}

/// Measurements and suggestions already computed in one run: the same colours on the same
/// background are measured once, whichever tokens and contexts they come from.
struct Memo {
    private struct Colors: Hashable {
        var foreground: SRGBColor
        var background: SRGBColor
        var over: SRGBColor?
    }

    private struct Search: Hashable {
        var color: SRGBColor
        var against: [SRGBColor]
        var minimum: Double
    }

    private var measurements: [Colors: ContrastMeasurement?] = [:]
    private var suggestions: [Search: NearestPassingColor.Suggestion?] = [:]

    mutating func measure(_ foreground: SRGBColor, _ background: SRGBColor, _ over: SRGBColor?) -> ContrastMeasurement? {
        let key = Colors(foreground: foreground, background: background, over: over)
        if let known = measurements[key] { return known }
        let measured = ContrastMeasurement(foreground: foreground, background: background, over: over)
        measurements[key] = .some(measured)
        return measured
    }

    mutating func suggestion(for color: SRGBColor, against backgrounds: [SRGBColor], minimum: Double) -> NearestPassingColor.Suggestion? {
        let key = Search(color: color, against: backgrounds, minimum: minimum)
        if let known = suggestions[key] { return known }
        let found = NearestPassingColor.find(for: color, against: backgrounds, minimum: minimum)
        suggestions[key] = .some(found)
        return found
    }
}
