import GeneratorSupport
import StylebookKit

/// How a token source's modifiers become a design system's axes (`ModeAxis`), and which
/// resolution of the source gives each mode.
///
/// - A modifier whose contexts change no colour (sizes, breakpoints) is held at its default, or
///   at the context asked for: Stylebook's axes vary colours only.
/// - A colour modifier with contexts light and dark becomes the appearance axis; when its
///   contexts also mark high contrast (`light_ax`, `dark-hc`, `light-high-contrast`) it becomes
///   appearance × contrast (standard | increased).
/// - Any other colour modifier becomes an axis of its own name and contexts (`brand`, Fluent's
///   `theme: default | inverted`).
/// - Modifiers given a context (`--context brand=acme`) are held at it.
struct AxisPlan {
    var axes: [ModeAxis]
    /// For every mode of `axes`, in `Mode.all` order, the context each modifier takes.
    var inputs: [(mode: Mode, input: [String: String])]
    /// Modifiers held at one context, and that context.
    var held: [String: String]
    var diagnostics: [Diagnostic] = []

    init(source: TokenSource, context: [String: String], varied: Set<String>) {
        var held: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        // Each axis, with how its contexts map back to the modifier's: [axis context: modifier context].
        var axes: [(axis: ModeAxis, modifier: String, contexts: [[String]: String])] = []
        var usedContexts = Set<String>()
        for modifier in source.modifiers {
            if let chosen = context.first(where: { $0.key.lowercased() == modifier.name.lowercased() })?.value {
                held[modifier.name] = chosen
                continue
            }
            let fallback = modifier.defaultContext ?? modifier.contexts.first
            guard varied.contains(modifier.name), modifier.contexts.count > 1, let fallback else {
                if let fallback { held[modifier.name] = fallback }
                if modifier.contexts.count > 1 {
                    diagnostics.append(Diagnostic(.importModifierContext,
                        "modifier '\(modifier.name)' (\(modifier.contexts.joined(separator: ", "))) changes no colour, so it is no axis; imported '\(fallback ?? "")', and what its other contexts give non-colour tokens is left out",
                        at: modifier.location ?? SourceLocation(path: source.path), hint: "pass --context \(modifier.name)=CONTEXT to import another context"))
                }
                continue
            }
            let hasAppearance = axes.contains { $0.axis.name == ModeAxis.appearance.name }
            if !hasAppearance, let split = Self.appearanceAndContrast(modifier.contexts) {
                let increased = split.values.contains { $0.increased }
                var defaultAppearance = split[fallback]?.appearance ?? "light"
                if !["light", "dark"].contains(defaultAppearance) { defaultAppearance = "light" }
                let appearance = ModeAxis(ModeAxis.appearance.name, contexts: ["light", "dark"], default: defaultAppearance)
                var map: [[String]: String] = [:]
                for (context, parts) in split { map[[parts.appearance] + (parts.increased ? ["increased"] : [])] = context }
                axes.insert((appearance, modifier.name, map), at: 0)
                if increased { axes.insert((.contrast, modifier.name, [:]), at: 1) }
                usedContexts.formUnion(["light", "dark"] + (increased ? ModeAxis.contrast.contexts : []))
                continue
            }
            // An axis of its own: contexts must be unique across axes and free of spaces and '+'.
            var renamed: [String] = []
            var map: [[String]: String] = [:]
            for context in modifier.contexts {
                var name = context.replacingOccurrences(of: "+", with: "-").split(whereSeparator: \.isWhitespace).joined(separator: "-")
                if name.isEmpty || usedContexts.contains(name) || renamed.contains(name) {
                    let original = name
                    name = "\(modifier.name)-\(name)"
                    diagnostics.append(Diagnostic(.importContextRenamed,
                        "modifier '\(modifier.name)': context '\(context)' is named '\(name)' in Swift, since another axis has a context '\(original)'",
                        at: modifier.location ?? SourceLocation(path: source.path), hint: "each context name may belong to one axis only"))
                }
                renamed.append(name)
                map[[name]] = context
            }
            let defaultName = renamed[modifier.contexts.firstIndex(of: fallback) ?? 0]
            usedContexts.formUnion(renamed)
            axes.append((ModeAxis(modifier.name, contexts: renamed, default: defaultName), modifier.name, map))
        }
        if axes.isEmpty {
            axes = [(.appearance, "", [:])]
            if !source.modifiers.isEmpty {
                diagnostics.append(Diagnostic(.importNoModeModifier, "no modifier changes a colour; light and dark get the same colours",
                                            at: SourceLocation(path: source.path)))
            }
        } else if axes.first?.axis.name != ModeAxis.appearance.name {
            diagnostics.append(Diagnostic(.importNoModeModifier,
                "no modifier has contexts named light and dark, so the package has no appearance axis; its axes are \(axes.map(\.axis.name).joined(separator: ", "))",
                at: SourceLocation(path: source.path), hint: "name a modifier's contexts light and dark to import them as appearance"))
        }
        self.axes = axes.map(\.axis)
        self.held = held
        self.diagnostics = diagnostics
        inputs = Mode.all(of: axes.map(\.axis)).map { mode in
            var input = held
            var byModifier: [String: [String]] = [:]
            for (axis, context) in zip(axes, mode.contexts) where !axis.modifier.isEmpty {
                // The contrast axis (no contexts of its own to map) marks the appearance it shares a modifier with.
                if axis.contexts.isEmpty {
                    if context != axis.axis.defaultContext { byModifier[axis.modifier, default: []].append("increased") }
                } else {
                    byModifier[axis.modifier, default: []].append(context)
                }
            }
            for (axis, _) in zip(axes, mode.contexts) where !axis.modifier.isEmpty && !axis.contexts.isEmpty {
                let key = byModifier[axis.modifier] ?? []
                // A combination the set does not declare (dark-hc without light-hc) reads its base context.
                input[axis.modifier] = axis.contexts[key] ?? axis.contexts[Array(key.prefix(1))] ?? input[axis.modifier]
            }
            return (mode, input)
        }
    }

    /// light/dark contexts, each maybe marked high contrast: `light`, `light_ax`, `dark-hc`,
    /// `darkHighContrast`. Nil unless every context is one, each once, with both appearances.
    static func appearanceAndContrast(_ contexts: [String]) -> [String: (appearance: String, increased: Bool)]? {
        var result: [String: (appearance: String, increased: Bool)] = [:]
        var seen = Set<String>()
        for context in contexts {
            let words = TokenPath.words(in: context)
            guard let first = words.first, ["light", "dark"].contains(first) else { return nil }
            let rest = words.dropFirst()
            let increased = !rest.isEmpty
            if increased, !ContextPlan.isHighContrast(rest.joined(separator: "-")) { return nil }
            guard seen.insert("\(first) \(increased)").inserted else { return nil }
            result[context] = (first, increased)
        }
        guard Set(result.values.map(\.appearance)) == ["light", "dark"] else { return nil }
        return result
    }
}
