import StylebookKit

/// Maps a resolved token source onto `DesignSystem`.
///
/// - A modifier with contexts named light and dark (any case) supplies the two colour modes;
///   without one, both modes get the same values.
/// - Other modifiers use the given context, else their default; the result says which.
/// - Kinds: color → colour (role from `$extensions.dev.stylebook.role`, pairs.yml, or the
///   name); dimension; number in 0...1 → opacity; typography; transition → motion; the icons
///   in the root `$extensions.dev.stylebook.icons`. Other types have no Stylebook kind and are
///   left out with a warning naming their JSON path.
public enum DesignSystemImport {
    public enum Purpose: Sendable {
        /// Everything the Swift model can hold, warning about the rest.
        case declarations
        /// Colours only: what the contrast audit needs. Other tokens are not reported.
        case audit
    }

    static let extensionKey = "dev.stylebook"

    /// The modifier whose contexts are light and dark, with their exact names.
    public static func modeModifier(of source: TokenSource) -> (name: String, light: String, dark: String)? {
        for modifier in source.modifiers {
            if let light = modifier.contexts.first(where: { $0.lowercased() == "light" }),
               let dark = modifier.contexts.first(where: { $0.lowercased() == "dark" }) {
                return (modifier.name, light, dark)
            }
        }
        return nil
    }

    /// One combination of contexts per modifier other than the light/dark one.
    public static func otherPermutations(of source: TokenSource) -> [[String: String]] {
        let mode = modeModifier(of: source)?.name
        return source.modifiers.filter { $0.name != mode }.reduce([[:]]) { partial, modifier in
            partial.flatMap { input in modifier.contexts.map { input.merging([modifier.name: $0]) { $1 } } }
        }
    }

    public static func build(_ source: TokenSource, name: String? = nil, context: [String: String] = [:],
                             roles: RoleOverrides = RoleOverrides(), pairs: [ContrastPairDeclaration] = [],
                             purpose: Purpose = .declarations) -> ImportedSystem {
        var diagnostics = source.loadDiagnostics
        let mode = modeModifier(of: source)
        var chosen = context
        for modifier in source.modifiers where modifier.name != mode?.name && chosen[modifier.name] == nil {
            guard let fallback = modifier.defaultContext ?? modifier.contexts.first else { continue }
            chosen[modifier.name] = fallback
            if purpose == .declarations {
                diagnostics.append(.warning("import/modifier-context",
                    "modifier '\(modifier.name)' has contexts \(modifier.contexts.joined(separator: ", ")); imported '\(fallback)' only",
                    at: SourceLocation(path: source.path), hint: "Stylebook models light and dark modes only; import other contexts into separate folders"))
            }
        }
        if !source.modifiers.isEmpty, mode == nil, purpose == .declarations {
            diagnostics.append(.warning("import/no-mode-modifier", "no modifier has contexts named light and dark; both modes get the same colours",
                                        at: SourceLocation(path: source.path)))
        }
        let light = source.resolve(chosen.merging(mode.map { [$0.name: $0.light] } ?? [:]) { $1 })
        let dark = mode.map { source.resolve(chosen.merging([$0.name: $0.dark]) { $1 }) } ?? light
        diagnostics += light.diagnostics + dark.diagnostics  // the shared ones are dropped by `unique`

        var builder = TokenMapping(light: light.tokens, dark: dark.tokens, roles: roles, purpose: purpose)
        let tokens = builder.tokens()
        diagnostics += builder.diagnostics
        let system = DesignSystem(name: name ?? source.name, tokens: tokens, pairs: pairs)
        return ImportedSystem(system: system, diagnostics: unique(diagnostics), context: chosen)
    }

    /// The colours of one resolution as a system whose two modes are the same: what the audit
    /// measures in one context. `$root` tokens are named by their group.
    public static func auditSystem(_ tokens: TokenSet, name: String, roles: RoleOverrides = RoleOverrides()) -> DesignSystem {
        var mapping = TokenMapping(light: tokens, dark: tokens, roles: roles, purpose: .audit)
        return DesignSystem(name: name, tokens: mapping.tokens())
    }

    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
