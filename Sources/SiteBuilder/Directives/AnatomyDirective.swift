import StylebookKit

/// ```` ```anatomy inline-banner ````: the parts and what each is for, then every binding,
/// part → property → token, with the token's value in each mode.
struct AnatomyDirective: Directive {
    static let name = "anatomy"
    static let usage = DirectiveUsage(
        renders: "The component's parts and the tokens bound to them, per variant, state and mode.",
        argument: "A component id (required).", body: "Empty.", example: "```anatomy inline-banner\n```")

    struct Values: TemplateContext {
        struct ModeColumn: TemplateContext {
            var mode: String
            var modeName: String
            var contexts: String?
        }

        struct Part: TemplateContext {
            var name: String
            var summary: String
        }

        /// The variant and state a binding is for (both false: every one), and why it is exempt
        /// from the contrast check, if it is.
        struct AppliesTo: TemplateContext {
            var variant: String?
            var state: CaseFlags<ComponentState>?
            var exemption: String?
        }

        struct Binding: TemplateContext {
            var part: String
            var property: String
            var appliesTo: AppliesTo
            var token: TokenReference.Values
            var isDeclared = false
            var isColor = false
            var modes: [TokenDisplay.ModeValue] = []
            var value: TokenDisplay.Value?
        }

        var component: ComponentLookup.Values
        var parts: [Part]
        var bindings: [Binding]
        var modes: [ModeColumn]
        var modeCount: Int
        var modeSwitch: ModeSwitch.Values?
    }

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        ComponentLookup.problems(directive: Self.name, argument: argument, context: context)
    }

    func values(argument: String, body: String, context: DirectiveContext) -> Values? {
        guard let (component, system) = ComponentLookup.find(argument, in: context) else { return nil }
        let bindings = component.allBindings.map { part, binding in
            var values = Values.Binding(part: part, property: binding.property.rawValue, appliesTo: scope(binding, in: component),
                                        token: TokenReference.values(binding.token, context: context))
            guard let token = system.token(binding.token) else { return values }
            values.isDeclared = true
            if token.kind == .color {
                values.isColor = true
                values.modes = TokenDisplay.modeValues(token, in: system, context.exportSettings)
            } else {
                values.value = TokenDisplay.value(token, mode: system.mode(.light), in: system)
            }
            return values
        }
        return Values(
            component: ComponentLookup.values(component),
            parts: component.namedParts.map { Values.Part(name: $0.0, summary: $0.1.summary) },
            bindings: bindings,
            modes: system.modes.map { Values.ModeColumn(mode: $0.name, modeName: $0.title, contexts: ModeSwitch.contexts($0, in: system)) },
            modeCount: system.modes.count,
            modeSwitch: bindings.contains { $0.isColor } ? ModeSwitch.values(for: system) : nil)
    }

    private func scope(_ binding: TokenBinding, in component: ComponentSpec) -> Values.AppliesTo {
        let variant = binding.variant.map { id in component.variants.first { $0.id == id }?.name ?? id }
        return Values.AppliesTo(variant: variant, state: binding.state.map(CaseFlags.init), exemption: binding.exemption?.summary)
    }
}
