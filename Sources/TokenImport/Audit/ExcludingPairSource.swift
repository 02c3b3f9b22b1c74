import Audit
import StylebookKit

/// The pairs of other sources minus those a pairs file's `exclude:` names.
struct ExcludingPairSource: PairSource {
    var sources: [any PairSource]
    var exclusions: [PairsFile.Exclusion]

    func pairs(in system: DesignSystem) -> [AuditPair] {
        all(in: system).filter { pair in !exclusions.contains { $0.matches(pair.declaration.foreground, pair.declaration.background) } }
    }

    private func all(in system: DesignSystem) -> [AuditPair] {
        sources.flatMap { $0.pairs(in: system) }
    }

    func excludedCount(in system: DesignSystem) -> Int {
        exclusions.isEmpty ? 0 : all(in: system).count - pairs(in: system).count
    }

    /// An exclusion whose names match no colour token is an error at its line.
    func unmatched(in system: DesignSystem) -> [Diagnostic] {
        let colors = system.tokens.filter { $0.kind == .color }.map(\.path)
        return exclusions.compactMap { exclusion in
            let sides = [exclusion.foreground, exclusion.background].compactMap { $0 }
            guard let missing = sides.first(where: { side in !colors.contains { PairsFile.Exclusion.match(side, $0) } }) else { return nil }
            let near = Suggestion.closest(to: missing, in: colors.map(\.dotted))
            return .error("import/unknown-pair-token", "exclude: '\(missing)' matches no colour token", at: exclusion.location,
                          hint: near.map { "did you mean '\($0)'?" } ?? "write a colour token's path, or a prefix ending in *")
        }
    }
}
