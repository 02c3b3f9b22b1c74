/// Tokens Studio's token sets under its themes. A theme marks each set `enabled` (its tokens
/// are the theme's), `source` (its tokens only answer references) or `disabled`. Picking one
/// theme per group reads every set some picked theme uses: `source` sets first, then
/// `enabled` ones, each in `$metadata.json`'s order, a later token replacing an earlier one, so
/// an enabled set always wins over a source set (sd-transforms' `permutateThemes` puts source
/// sets first; the Figma plugin orders by `tokenSetOrder`).
struct ThemedSets: Sendable {
    enum Status: String, Sendable { case enabled, source, disabled }

    /// Every set, in `tokenSetOrder`, with its tokens marked reference-only for use as a source.
    let sets: [(name: String, tree: TokenSource.Tree, asSource: TokenSource.Tree)]
    /// Group → theme → set → status.
    let selections: [String: [String: [String: Status]]]

    init(sets: [(name: String, tree: TokenSource.Tree)], selections: [String: [String: [String: Status]]]) {
        self.sets = sets.map { name, tree in
            var asSource = tree
            asSource.tokens = tree.tokens.map { token in
                var token = token
                token.referenceOnly = true
                return token
            }
            return (name, tree, asSource)
        }
        self.selections = selections
    }

    /// The trees a choice of one theme per group reads, source sets' tokens marked reference-only.
    func trees(for chosen: [String: String]) -> [TokenSource.Tree] {
        let picked = selections.compactMap { group, themes in chosen[group].flatMap { themes[$0] } }
        var sources: [TokenSource.Tree] = []
        var enabled: [TokenSource.Tree] = []
        for (name, tree, asSource) in sets {
            let statuses = picked.compactMap { $0[name] }
            if statuses.contains(.enabled) {
                enabled.append(tree)
            } else if statuses.contains(.source) {
                sources.append(asSource)
            }
        }
        return sources + enabled
    }

    /// Files of the sets whose status differs between the themes of one of these groups.
    func filesVarying(with groups: Set<String>) -> Set<String> {
        var files = Set<String>()
        for group in groups {
            guard let themes = selections[group] else { continue }
            for (name, tree, _) in sets {
                let statuses = Set(themes.values.map { $0[name] ?? .disabled })
                if statuses.count > 1 { files.insert(tree.file) }
            }
        }
        return files
    }
}
