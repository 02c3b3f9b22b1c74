import StylebookKit

/// Value changes, attributed. A token whose own declaration changed in a mode (another literal,
/// or an alias naming another token) is a change; a token whose declaration is the same but
/// whose value moved is listed under the nearest token on its alias chain that changed itself.
struct ValueComparison {
    var changes: [DiffReport.ValueChange] = []
    /// Mode name → head path → the token whose own change moved it (itself when it changed).
    var causes: [String: [TokenPath: TokenPath]] = [:]

    init(match: TokenMatch, base: SideReading, head: SideReading) {
        var own: [TokenPath: [DiffReport.ModeChange]] = [:]
        var kinds: [TokenPath: TokenKind] = [:]
        var moves: [TokenPath: [TokenPath: [String]]] = [:]

        for (old, new) in match.matched where new.kind != .color && old.value != new.value {
            own[new.path] = [DiffReport.ModeChange(mode: nil, before: base.value(old, nil), after: head.value(new, nil))]
            kinds[new.path] = new.kind
        }
        for (name, headMode) in head.modes {
            guard let baseMode = base.mode(name) else { continue }
            var changed: Set<TokenPath> = []
            var moved: [(base: Token, head: Token)] = []
            for (old, new) in match.matched where new.kind == .color {
                let before = match.inHeadTerms(base.declared(old, baseMode)), after = head.declared(new, headMode)
                if before != after {
                    changed.insert(new.path)
                    own[new.path, default: []].append(DiffReport.ModeChange(mode: name, before: base.value(old, baseMode),
                                                                            after: head.value(new, headMode)))
                } else if base.resolved(old.path, baseMode) != head.resolved(new.path, headMode) {
                    moved.append((old, new))
                }
            }
            // A token that moved though nothing on its chain changed itself (a token it reached
            // was added or removed) counts as changed itself.
            for (old, new) in moved where Self.nearestChanged(from: new.path, in: head, mode: headMode, changed: changed) == nil {
                changed.insert(new.path)
                own[new.path, default: []].append(DiffReport.ModeChange(mode: name, before: base.value(old, baseMode),
                                                                        after: head.value(new, headMode)))
            }
            var cause = Dictionary(uniqueKeysWithValues: changed.map { ($0, $0) })
            for (_, new) in moved where !changed.contains(new.path) {
                let origin = Self.nearestChanged(from: new.path, in: head, mode: headMode, changed: changed)!
                cause[new.path] = origin
                moves[origin, default: [:]][new.path, default: []].append(name)
            }
            for path in changed { kinds[path] = .color }
            causes[name] = cause
        }
        changes = own.keys.sorted().map { path in
            let moved = (moves[path] ?? [:]).keys.sorted().map { DiffReport.Moved(path: $0.dotted, modes: moves[path]![$0]!) }
            return DiffReport.ValueChange(path: path.dotted, kind: kinds[path]!.rawValue, changes: own[path]!, moves: moved)
        }
    }

    /// Follows head's aliases from `path` to the first token that changed itself in this mode.
    static func nearestChanged(from path: TokenPath, in head: SideReading, mode: Mode, changed: Set<TokenPath>) -> TokenPath? {
        var visited: Set<TokenPath> = [path]
        var current = head.tokens[path].flatMap { head.declared($0, mode)?.aliasTarget }
        while let target = current, visited.insert(target).inserted {
            if changed.contains(target) { return target }
            current = head.tokens[target].flatMap { head.declared($0, mode)?.aliasTarget }
        }
        return nil
    }
}
