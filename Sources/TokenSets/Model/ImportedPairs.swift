import Audit
import GeneratorSupport
import StylebookKit

/// The pairs `check --tokens` would check on a token set (naming conventions, `$extensions`
/// backgrounds and a pairs file, less its exclusions), as pairs of the imported system: so
/// `check` on the Swift package measures what `check --tokens` measured on the JSON.
enum ImportedPairs {
    static func pairs(input: String, pairsPath: String?, system: DesignSystem) -> (pairs: [ContrastPairDeclaration], diagnostics: [Diagnostic]) {
        let prepared = TokenSetAudit(path: input, pairsPath: pairsPath).prepare()
        // The audit already reported what reading found; keep what only pairing finds.
        let problems = prepared.diagnostics.filter { diagnostic in
            diagnostic.kind == .importMalformedBackgrounds || (pairsPath != nil && diagnostic.location?.path == pairsPath)
        }
        // The audit names a group's `$root` token by the group; the Swift declarations call it `root`.
        func declared(_ path: TokenPath) -> TokenPath {
            if system.token(path) != nil { return path }
            let root = TokenPath(components: path.components + ["root"])
            return system.token(root) != nil ? root : path
        }
        let pairs = (prepared.audit?.pairs() ?? []).map { pair in
            var declaration = pair.declaration
            declaration.foreground = declared(declaration.foreground)
            declaration.background = declared(declaration.background)
            declaration.over = declaration.over.map(declared)
            declaration.inference = inference(pair, declaration, in: system)
            return declaration
        }
        return (pairs, problems)
    }

    /// Why the audit pairs two colours nobody declared together: the rule, and what gave each
    /// colour its role. nil for a pair the pairs file declares.
    static func inference(_ pair: AuditPair, _ declaration: ContrastPairDeclaration, in system: DesignSystem) -> PairInference? {
        let rule: String
        switch pair.origin {
        case .declared, .component: return nil
        case .extensions: rule = "$extensions"
        case .convention: rule = pair.rule ?? "naming"
        case .roleMatrix: rule = "role matrix"
        }
        return PairInference(rule: rule, roles: RoleOrigin.reasons(foreground: system.token(declaration.foreground),
                                                                   background: system.token(declaration.background)))
    }
}
