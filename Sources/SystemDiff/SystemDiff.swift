import Audit
import Foundation
import StylebookKit

/// One state of a design system to compare: its system and the pairs its audit checks (those
/// `check` checks: components, declarations and the role matrix for a Swift package; the pairs
/// `check --tokens` finds for a DTCG set, whose import carries them as declarations).
public struct DiffSide: Sendable {
    public var label: String
    public var system: DesignSystem
    public var pairSources: [any PairSource]
    /// The side's own `stylebook.yml` `contrast.levels`: a branch that raises a level sees the
    /// pairs it makes fail as new failures.
    public var contrastLevels: [ContrastPolicy.LevelEntry]

    public init(label: String, system: DesignSystem, pairSources: [any PairSource] = [.components, .declared, .roleMatrix],
                contrastLevels: [ContrastPolicy.LevelEntry] = []) {
        self.label = label
        self.system = system
        self.pairSources = pairSources
        self.contrastLevels = contrastLevels
    }
}

/// `stylebook diff`: what changed from `base` to `head`, by meaning (see `DiffReport`). Tokens
/// are matched by path, then renames (`TokenMatch`); values are compared per mode as declared
/// and after aliases (`ValueComparison`); the contrast audit runs on both sides
/// (`ContrastComparison`); component bindings are resolved per variant, state and mode
/// (`ComponentComparison`). Declaration order, files and source lines are never compared.
public struct SystemDiff: Sendable {
    public var base: DiffSide
    public var head: DiffSide
    public var policy: ContrastPolicy

    public init(base: DiffSide, head: DiffSide, policy: ContrastPolicy = .standard) {
        self.base = base
        self.head = head
        self.policy = policy
    }

    public func run() -> DiffReport {
        let baseNames = Set(base.system.modes.map(\.name))
        let headNames = head.system.modes.map(\.name)
        let common = headNames.filter(baseNames.contains)
        let before = SideReading(base.system, modeNames: common), after = SideReading(head.system, modeNames: common)
        let match = TokenMatch(base: before, head: after)
        let values = ValueComparison(match: match, base: before, head: after)
        let audits = auditBothSides()
        let contrast = ContrastComparison.compare(base: audits.base, head: audits.head, match: match, modes: common, causes: values.causes)

        var tokens = DiffReport.TokenChanges()
        tokens.added = match.added.map { token in
            let modes: [Mode?] = token.kind == .color ? head.system.modes : [nil]
            return DiffReport.AddedToken(path: token.path.dotted, kind: token.kind.rawValue,
                                         values: modes.map { DiffReport.ModeValue(mode: $0?.name, value: after.value(token, $0)) })
        }
        tokens.removed = match.removed.map { token in
            DiffReport.RemovedToken(path: token.path.dotted, kind: token.kind.rawValue,
                                    deprecation: TokenDeprecation(token)?.text, removedIn: TokenDeprecation(token)?.removedIn)
        }
        tokens.renamed = match.renamed.map { DiffReport.Rename(from: $0.base.path.dotted, to: $0.head.path.dotted, kind: $0.head.kind.rawValue) }
            .sorted { ($0.to, $0.from) < ($1.to, $1.from) }
        tokens.typeChanged = match.typeChanged.map { DiffReport.TypeChange(path: $0.head.path.dotted, from: $0.base.kind.rawValue, to: $0.head.kind.rawValue) }
        tokens.deprecated = match.matched.compactMap { old, new in
            guard TokenDeprecation(old) == nil, let now = TokenDeprecation(new) else { return nil }
            return DiffReport.NewDeprecation(path: new.path.dotted, message: now.text, replacedBy: now.replacedBy, removedIn: now.removedIn)
        }

        return DiffReport(
            base: DiffReport.Side(label: base.label, system: base.system.name, modes: base.system.modes.map(\.name)),
            head: DiffReport.Side(label: head.label, system: head.system.name, modes: headNames),
            modes: DiffReport.ModeChanges(added: headNames.filter { !baseNames.contains($0) },
                                          removed: base.system.modes.map(\.name).filter { !headNames.contains($0) }),
            tokens: tokens, values: values.changes, contrast: contrast,
            components: ComponentComparison.compare(base: before, head: after, match: match))
    }

    /// The two audits are independent: measured side by side.
    private func auditBothSides() -> (base: AuditResult, head: AuditResult) {
        let sides = [base, head]
        let results = UnsafeResults(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let side = sides[index]
            let policy = policy.with(levels: policy.levels + side.contrastLevels)
            results.set(index, ContrastAudit(system: side.system, policy: policy, sources: side.pairSources).run())
        }
        return (results.values[0]!, results.values[1]!)
    }
}

/// The two audits' results, each written once by its own thread.
private final class UnsafeResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [AuditResult?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: AuditResult) { lock.withLock { slots[index] = value } }
    var values: [AuditResult?] { lock.withLock { slots } }
}
