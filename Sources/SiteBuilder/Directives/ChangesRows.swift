import StylebookKit
import SystemDiff

/// The changes directive's rows, one per entry of `stylebook diff`'s report, in its words
/// (`DiffWording`). Tokens are `TokenReference`s: a token this version declares links to its
/// entry; one it no longer has (removed, or a rename's old name) is a name alone.
struct ChangesRows {
    var report: DiffReport
    var system: DesignSystem
    var context: DirectiveContext

    func token(_ path: String) -> [String: Any] { TokenReference.values(TokenPath(path), context: context) }

    func added(_ token: DiffReport.AddedToken) -> [String: Any] {
        let values = DiffWording.grouped(token.values.map { ($0.mode, $0.value) }).map { group -> [String: Any] in
            ["modes": group.modes, "value": DiffWording.value(group.change)]
        }
        return ["token": self.token(token.path), "kind": token.kind, "values": values]
    }

    func removed(_ token: DiffReport.RemovedToken) -> [String: Any] {
        ["token": self.token(token.path), "kind": token.kind,
         "deprecation": optionalText(token.deprecation), "removedIn": optionalText(token.removedIn)]
    }

    func renamed(_ rename: DiffReport.Rename) -> [String: Any] {
        ["from": token(rename.from), "to": token(rename.to), "kind": rename.kind]
    }

    func typeChanged(_ change: DiffReport.TypeChange) -> [String: Any] {
        ["token": token(change.path), "from": change.from, "to": change.to]
    }

    func deprecated(_ token: DiffReport.NewDeprecation) -> [String: Any] {
        ["token": self.token(token.path), "message": token.message,
         "replacement": token.replacedBy.map(self.token) ?? false, "removedIn": optionalText(token.removedIn)]
    }

    func changed(_ change: DiffReport.ValueChange) -> [String: Any] {
        let modes = DiffWording.grouped(change.changes.map { ($0.mode, Transition($0.before, $0.after)) }).map { group -> [String: Any] in
            ["modes": group.modes, "before": DiffWording.value(group.change.before), "after": DiffWording.value(group.change.after)]
        }
        return ["token": token(change.path), "kind": change.kind, "modes": modes,
                "moves": change.moves.map { token($0.path) }, "moveCount": change.moves.isEmpty ? false : change.moves.count]
    }

    func pair(_ change: DiffReport.PairChange) -> [String: Any] {
        // The colours as this version draws them; a pair it no longer checks has none.
        var swatch: Any = false
        if let foreground = change.after?.foreground, let background = change.after?.background {
            swatch = ["foreground": foreground, "background": background]
        }
        return [
            "foreground": token(change.foreground), "background": token(change.background),
            "over": change.over.map(token) ?? false,
            // As `DiffWording.pair` says it: text is the default and goes unnamed.
            "kind": optionalText(change.kind == "text" ? nil : change.kind),
            "mode": change.mode, "status": change.status.rawValue, "statusLabel": DiffWording.statusTitle[change.status] ?? change.status.rawValue,
            "isNewFailure": change.status == .newFailure,
            "before": DiffWording.measured(change.before), "after": DiffWording.measured(change.after),
            "result": change.after?.outcome ?? "removed", "needs": (change.after ?? change.before)?.requirement ?? "",
            "swatch": swatch, "causes": change.causes.map(token), "hasCauses": !change.causes.isEmpty,
        ]
    }

    /// A component by its name in this version, linked to its page; a removed one by its id.
    func component(_ id: String, linked: Bool) -> [String: Any] {
        let spec = linked ? system.components.first { $0.id == id } : nil
        return ["name": spec?.name ?? id, "href": optionalText(spec.map { context.rootPrefix + "components/\($0.id)/" })]
    }

    func part(_ part: DiffReport.PartChange) -> [String: Any] {
        let changes = DiffWording.grouped(part.changes.map { ($0.mode, BoundTransition($0.before, $0.after)) }).map { group -> [String: Any] in
            ["modes": group.modes, "before": bound(group.change.before), "after": bound(group.change.after)]
        }
        return ["component": component(part.component, linked: true), "part": part.part, "property": part.property,
                "instances": optionalText(DiffWording.instances(part)), "changes": changes]
    }

    /// false when the property was unbound on that side.
    private func bound(_ bound: DiffReport.Bound?) -> Any {
        guard let bound else { return false }
        return ["token": token(bound.token), "value": optionalText(bound.value)] as [String: Any]
    }
}
