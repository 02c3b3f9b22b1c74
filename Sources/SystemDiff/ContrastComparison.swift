import Audit
import StylebookKit

/// Compares the contrast audit of both sides (the audit `check` runs, not a second one): every
/// pair, in every mode both sides have, whose ratio, outcome or requirement changed, and pairs
/// only one side checks. A pair is its foreground, background, surface beneath and kind, with
/// base's tokens named as head names them, so a rename changes no pair.
enum ContrastComparison {
    struct Key: Hashable {
        var foreground: TokenPath
        var background: TokenPath
        var over: TokenPath?
        var kind: ContrastKind
        var mode: String
    }

    struct Entry {
        var check: ContrastCheck
        var components: Set<String>
    }

    static func compare(base: AuditResult, head: AuditResult, match: TokenMatch, modes: [String],
                        causes: [String: [TokenPath: TokenPath]]) -> [DiffReport.PairChange] {
        let compared = Set(modes)
        let before = entries(base, compared) { match.headPath[$0] ?? $0 }
        let after = entries(head, compared) { $0 }
        var changes: [DiffReport.PairChange] = []
        for key in Set(before.keys).union(after.keys) {
            let old = before[key], new = after[key]
            let (was, now) = (old.map { measured($0.check) }, new.map { measured($0.check) })
            if let was, let now, was == now { continue }
            let status: DiffReport.PairChange.Status
            switch (old?.check.outcome, new?.check.outcome) {
            case (.fail?, .fail?): status = .stillFailing
            case (_, .fail?): status = .newFailure
            case (.fail?, _?): status = .fixed
            case (nil, _?): status = .added
            case (_?, nil): status = .removed
            default: status = .changed
            }
            let moved = [key.foreground, key.background] + (key.over.map { [$0] } ?? [])
            let origins = Set(moved.compactMap { causes[key.mode]?[$0] }).map(\.dotted).sorted()
            changes.append(DiffReport.PairChange(
                status: status, foreground: key.foreground.dotted, background: key.background.dotted, over: key.over?.dotted,
                kind: key.kind.rawValue, mode: key.mode, before: was, after: now, causes: origins,
                components: (new ?? old)!.components.sorted()))
        }
        let order = Dictionary(modes.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        return changes.sorted { a, b in
            if a.status != b.status { return a.status < b.status }
            if a.mode != b.mode { return order[a.mode, default: 0] < order[b.mode, default: 0] }
            return (a.foreground, a.background, a.over ?? "", a.kind) < (b.foreground, b.background, b.over ?? "", b.kind)
        }
    }

    /// The checks of one side in the compared modes, by pair; the components drawing a pair gathered.
    private static func entries(_ result: AuditResult, _ modes: Set<String>, _ name: (TokenPath) -> TokenPath) -> [Key: Entry] {
        var entries: [Key: Entry] = [:]
        for check in result.checks where modes.contains(check.mode.name) {
            let d = check.declaration
            let key = Key(foreground: name(d.foreground), background: name(d.background), over: d.over.map(name), kind: d.kind, mode: check.mode.name)
            let components = Set(check.pair.component.map { [$0] } ?? [])
            if entries[key] == nil { entries[key] = Entry(check: check, components: components) }
            else { entries[key]!.components.formUnion(components) }
        }
        return entries
    }

    static func measured(_ check: ContrastCheck) -> DiffReport.Measured {
        DiffReport.Measured(ratio: check.ratio?.value, display: check.ratio?.display, outcome: check.outcome.label,
                            requirement: check.requirement.label, foreground: check.foregroundHex, background: check.backgroundHex)
    }
}
