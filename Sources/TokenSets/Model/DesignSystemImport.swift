import GeneratorSupport
import StylebookKit

/// Maps a resolved token source onto `DesignSystem`.
///
/// - Modifiers become the system's axes (`AxisPlan`): light/dark is appearance, light/dark with
///   high-contrast contexts is appearance × contrast, any other colour modifier an axis of its
///   own; modifiers that change no colour are held at their default or the given context.
/// - Each mode is one resolution of the source; a colour gets a value per mode, written with as
///   few contexts as the fallback order allows (`ColorValues`).
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

    public static func build(_ source: TokenSource, name: String? = nil, context: [String: String] = [:],
                             roles: RoleOverrides = RoleOverrides(), pairs: [ContrastPairDeclaration] = []) -> ImportedSystem {
        var diagnostics = source.loadDiagnostics
        let varied = Set(ContextPlan(source: source).varied.map(\.name))
        let plan = AxisPlan(source: source, context: context, varied: varied)
        diagnostics += plan.diagnostics
        var resolved: [[String: String]: TokenSet] = [:]
        var sets: [(mode: Mode, tokens: TokenSet)] = []
        for (mode, input) in plan.inputs {
            if resolved[input] == nil {
                let resolution = source.resolve(input)
                diagnostics += resolution.diagnostics.map(leftOut) + resolution.tokens.untypedColorWarnings  // repeats are dropped by `unique`
                resolved[input] = resolution.tokens
            }
            sets.append((mode, resolved[input]!))
        }
        var builder = TokenMapping(sets: sets, roles: roles, purpose: .declarations)
        let tokens = builder.tokens()
        diagnostics += builder.diagnostics
        let system = DesignSystem(name: name ?? source.name, axes: plan.axes, tokens: tokens, pairs: pairs)
        let modeSources = plan.inputs.map { mode, input in
            ImportedSystem.ModeSource(mode: mode.name, contexts: source.modifiers.compactMap { modifier in
                guard plan.held[modifier.name] == nil, let context = input[modifier.name] else { return nil }
                return ImportedSystem.Context(modifier: modifier.name, context: context)
            })
        }
        return ImportedSystem(system: system, diagnostics: unique(diagnostics), context: plan.held,
                              modeSources: source.modifiers.isEmpty ? [] : modeSources,
                              resolutions: Dictionary(sets.map { ($0.mode.name, $0.tokens) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The colours of one resolution as a system whose two modes are the same: what the audit
    /// measures in one context. `$root` tokens are named by their group.
    public static func auditSystem(_ tokens: TokenSet, name: String, roles: RoleOverrides = RoleOverrides()) -> DesignSystem {
        let modes = DesignSystem(name: name, tokens: []).modes
        var mapping = TokenMapping(sets: modes.map { ($0, tokens) }, roles: roles, purpose: .audit)
        return DesignSystem(name: name, tokens: mapping.tokens())
    }

    /// A token that cannot be read (a reference to nothing, a cycle, a malformed value) is left
    /// out with a warning: a few such tokens never stop a set from being imported. A modifier
    /// context that does not exist still stops it: no mode could be read.
    static func leftOut(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity == .error, diagnostic.kind != .importUnknownContext else { return diagnostic }
        var warning = diagnostic.reported(as: .warning)
        warning.message += "; the token is left out"
        return warning
    }

    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
