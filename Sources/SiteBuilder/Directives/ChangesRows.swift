import StylebookKit
import SystemDiff

/// The changes directive's rows, one per entry of `stylebook diff`'s report, in its words
/// (`DiffWording`). Tokens are `TokenReference`s: a token this version declares links to its
/// entry; one it no longer has (removed, or a rename's old name) is a name alone.
struct ChangesRows {
    var report: DiffReport
    var system: DesignSystem
    var context: DirectiveContext

    typealias Token = TokenReference.Values

    /// One of the modes a row's value is for; `name` is false for a value every mode shares.
    struct ModeName: TemplateContext {
        var name: String?
        var isFirst: Bool

        static func list(_ modes: [String?]) -> [ModeName] {
            modes.enumerated().map { ModeName(name: $1, isFirst: $0 == 0) }
        }
    }

    /// A side's ratio and outcome (`pass`, `fail`, `skipped`); false when that side did not check the pair.
    struct Measured: TemplateContext {
        var display: String
        var outcome: String
    }

    struct Added: TemplateContext {
        struct Value: TemplateContext {
            var modes: [ModeName]
            var value: String
        }

        var token: Token
        var kind: String
        var values: [Value]
    }

    struct Removed: TemplateContext {
        var token: Token
        var kind: String
        var deprecation: String?
        var removedIn: String?
    }

    struct Renamed: TemplateContext {
        var from: Token
        var to: Token
        var kind: String
    }

    struct TypeChanged: TemplateContext {
        var token: Token
        var from: String
        var to: String
    }

    struct Deprecated: TemplateContext {
        var token: Token
        var message: String
        var replacement: Token?
        var removedIn: String?
    }

    struct Changed: TemplateContext {
        struct InModes: TemplateContext {
            var modes: [ModeName]
            var before: String
            var after: String
        }

        var token: Token
        var kind: String
        var modes: [InModes]
        var moves: [Token]
        var moveCount: Int?
    }

    struct Pair: TemplateContext {
        typealias Swatch = TokenDisplay.Swatch

        var foreground: Token
        var background: Token
        var over: Token?
        var kind: String?
        var mode: String
        var status: String
        var change: CaseFlags<DiffReport.PairChange.Status>
        var isNewFailure: Bool
        var before: Measured?
        var after: Measured?
        var result: String
        var needs: String
        var swatch: Swatch?
        var causes: [Token]
        var hasCauses: Bool
    }

    struct Component: TemplateContext {
        var name: String
        var href: String?
    }

    struct Part: TemplateContext {
        struct Binding: TemplateContext {
            var modes: [ModeName]
            var before: Bound?
            var after: Bound?
        }

        /// nil (false) when the property was unbound on that side.
        struct Bound: TemplateContext {
            var token: Token
            var value: String?
        }

        var component: Component
        var part: String
        var property: String
        var instances: String?
        var changes: [Binding]
    }

    func token(_ path: String) -> Token { TokenReference.values(TokenPath(path), context: context) }

    func added(_ token: DiffReport.AddedToken) -> Added {
        let values = DiffWording.groupedByMode(token.values.map { ($0.mode, $0.value) }).map { group in
            Added.Value(modes: ModeName.list(group.modes), value: DiffWording.value(group.change))
        }
        return Added(token: self.token(token.path), kind: token.kind, values: values)
    }

    func removed(_ token: DiffReport.RemovedToken) -> Removed {
        Removed(token: self.token(token.path), kind: token.kind,
                deprecation: TemplateEncoder.nonEmpty(token.deprecation), removedIn: TemplateEncoder.nonEmpty(token.removedIn))
    }

    func renamed(_ rename: DiffReport.Rename) -> Renamed {
        Renamed(from: token(rename.from), to: token(rename.to), kind: rename.kind)
    }

    func typeChanged(_ change: DiffReport.TypeChange) -> TypeChanged {
        TypeChanged(token: token(change.path), from: change.from, to: change.to)
    }

    func deprecated(_ token: DiffReport.NewDeprecation) -> Deprecated {
        Deprecated(token: self.token(token.path), message: token.message,
                   replacement: token.replacedBy.map(self.token), removedIn: TemplateEncoder.nonEmpty(token.removedIn))
    }

    func changed(_ change: DiffReport.ValueChange) -> Changed {
        let modes = DiffWording.groupedByMode(change.changes.map { ($0.mode, Transition($0.before, $0.after)) }).map { group in
            Changed.InModes(modes: ModeName.list(group.modes), before: DiffWording.value(group.change.before), after: DiffWording.value(group.change.after))
        }
        return Changed(token: token(change.path), kind: change.kind, modes: modes,
                       moves: change.moves.map { token($0.path) }, moveCount: change.moves.isEmpty ? nil : change.moves.count)
    }

    func pair(_ change: DiffReport.PairChange) -> Pair {
        // The colours as this version draws them; a pair it no longer checks has none.
        var swatch: Pair.Swatch?
        if let foreground = change.after?.foreground, let background = change.after?.background {
            swatch = Pair.Swatch(foreground: foreground, background: background)
        }
        return Pair(
            foreground: token(change.foreground), background: token(change.background), over: change.over.map(token),
            // As `DiffWording.pair` says it: text is the default and goes unnamed.
            kind: TemplateEncoder.nonEmpty(change.kind == "text" ? nil : change.kind),
            mode: change.mode, status: change.status.rawValue, change: CaseFlags(change.status),
            isNewFailure: change.status == .newFailure,
            before: measured(change.before), after: measured(change.after),
            result: change.after?.outcome ?? "removed", needs: (change.after ?? change.before)?.requirement ?? "",
            swatch: swatch, causes: change.causes.map(token), hasCauses: !change.causes.isEmpty)
    }

    private func measured(_ measured: DiffReport.Measured?) -> Measured? {
        measured.map { Measured(display: $0.display ?? "–", outcome: $0.outcome) }
    }

    /// A component by its name in this version, linked to its page; a removed one by its id.
    func component(_ id: String, linked: Bool) -> Component {
        let spec = linked ? system.components.first { $0.id == id } : nil
        return Component(name: spec?.name ?? id, href: TemplateEncoder.nonEmpty(spec.map { context.rootPrefix + "components/\($0.id)/" }))
    }

    func part(_ part: DiffReport.PartChange) -> Part {
        let changes = DiffWording.groupedByMode(part.changes.map { ($0.mode, BoundTransition($0.before, $0.after)) }).map { group in
            Part.Binding(modes: ModeName.list(group.modes), before: bound(group.change.before), after: bound(group.change.after))
        }
        return Part(component: component(part.component, linked: true), part: part.part, property: part.property,
                    instances: TemplateEncoder.nonEmpty(DiffWording.instances(part)), changes: changes)
    }

    private func bound(_ bound: DiffReport.Bound?) -> Part.Bound? {
        bound.map { Part.Bound(token: token($0.token), value: TemplateEncoder.nonEmpty($0.value)) }
    }
}
