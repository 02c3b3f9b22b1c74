import StylebookKit

/// Every part property of every component on both sides whose bound token (renames aside) or
/// resolved value changed, per mode for colours, for each variant and state head draws; the
/// variants and states with the same change are reported together.
enum ComponentComparison {
    private struct Instance: Hashable {
        var part: String
        var property: BindingProperty
        var changes: [DiffReport.BindingChange]
    }

    static func compare(base: SideReading, head: SideReading, match: TokenMatch) -> DiffReport.ComponentChanges {
        var result = DiffReport.ComponentChanges()
        let old = Dictionary(base.system.components.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(head.system.components.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        result.added = new.keys.filter { old[$0] == nil }.sorted()
        result.removed = old.keys.filter { new[$0] == nil }.sorted()
        for id in new.keys.sorted() {
            guard let before = old[id], let after = new[id] else { continue }
            result.parts += parts(before, after, base: base, head: head, match: match)
        }
        return result
    }

    private static func parts(_ before: ComponentSpec, _ after: ComponentSpec, base: SideReading, head: SideReading,
                              match: TokenMatch) -> [DiffReport.PartChange] {
        let oldParts = Dictionary(before.namedParts.map { ($0.name, $0.part) }, uniquingKeysWith: { first, _ in first })
        // Instance → variant → states with that change.
        var found: [Instance: [String?: [ComponentState]]] = [:]
        var order: [Instance] = []
        for (name, part) in after.namedParts {
            let oldPart = oldParts[name]
            for variant in after.variantIDs {
                for state in after.states {
                    let now = part.resolvedBindings(variant: variant, state: state)
                    let was = oldPart?.resolvedBindings(variant: variant, state: state) ?? [:]
                    for property in Set(now.keys).union(was.keys).sorted() {
                        let changes = bindingChanges(was[property]?.token, now[property]?.token, property: property,
                                                     base: base, head: head, match: match)
                        guard !changes.isEmpty else { continue }
                        let instance = Instance(part: name, property: property, changes: changes)
                        if found[instance] == nil { order.append(instance) }
                        found[instance, default: [:]][variant, default: []].append(state)
                    }
                }
            }
        }
        // Variants with the same states are one entry, so each entry is every variant × every state it names.
        var entries: [DiffReport.PartChange] = []
        for instance in order {
            let byVariant = found[instance]!
            var groups: [[ComponentState]: [String]] = [:]
            var groupOrder: [[ComponentState]] = []
            for variant in after.variantIDs {
                guard let states = byVariant[variant] else { continue }
                if groups[states] == nil { groupOrder.append(states) }
                groups[states, default: []] += variant.map { [$0] } ?? []
            }
            for states in groupOrder {
                entries.append(DiffReport.PartChange(component: after.id, part: instance.part, property: instance.property.rawValue,
                                                     variants: groups[states]!, states: states.map(\.rawValue),
                                                     changes: instance.changes))
            }
        }
        return entries
    }

    /// Per mode for colour properties, once otherwise; empty when nothing changed.
    private static func bindingChanges(_ oldToken: TokenPath?, _ newToken: TokenPath?, property: BindingProperty,
                                       base: SideReading, head: SideReading, match: TokenMatch) -> [DiffReport.BindingChange] {
        let rebound = oldToken.map { match.headPath[$0] ?? $0 } != newToken
        let modes: [String?] = property.expectedKind == .color ? head.modes.map(\.name) : [nil]
        return modes.compactMap { name in
            let was = oldToken.map { DiffReport.Bound(token: $0.dotted, value: base.boundValue($0, name.flatMap(base.mode))) }
            let now = newToken.map { DiffReport.Bound(token: $0.dotted, value: head.boundValue($0, name.flatMap(head.mode))) }
            guard rebound || was?.value != now?.value else { return nil }
            return DiffReport.BindingChange(mode: name, before: was, after: now)
        }
    }
}
