import StylebookKit

/// ```` ```anatomy inline-banner ````: the parts and what each is for, then every binding,
/// part → property → token, with the token's value in each mode.
struct AnatomyDirective: Directive {
    static let name = "anatomy"
    static let usage = DirectiveUsage(
        renders: "The component's parts and the tokens bound to them, per variant, state and mode.",
        argument: "A component id (required).", body: "Empty.", example: "```anatomy inline-banner\n```")

    static let templateSchema = TemplateSchema(rootType: "anatomy", types: [
        "anatomy": ["component": .object("component"), "parts": .list("part"), "bindings": .list("binding"),
                    "modes": .list("modeColumn"), "modeCount": .value, "modeSwitch": .object("modeSwitch")],
        "modeColumn": ["mode": .value, "modeName": .value, "contexts": .value],
        "component": ComponentLookup.schemaType,
        "part": ["name": .value, "summary": .value],
        "binding": ["part": .value, "property": .value, "appliesTo": .value, "token": .object("token"),
                    "isDeclared": .value, "isColor": .value, "modes": .list("mode"), "value": .value],
        "token": TokenReference.schemaType,
        "namePart": TokenReference.partSchemaType,
        "mode": TokenDisplay.modeSchemaType,
        "attribute": Mode.attributeSchemaType,
    ].merging(ModeSwitch.schemaTypes) { first, _ in first })

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        ComponentLookup.problems(directive: Self.name, argument: argument, context: context)
    }

    func values(argument: String, body: String, context: DirectiveContext) -> [String: Any]? {
        guard let (component, system) = ComponentLookup.find(argument, in: context) else { return nil }
        let bindings: [[String: Any]] = component.allBindings.map { part, binding in
            var values: [String: Any] = [
                "part": part, "property": binding.property.rawValue, "appliesTo": scope(binding, in: component),
                "token": TokenReference.values(binding.token, context: context),
                "isDeclared": false, "isColor": false, "modes": [[String: Any]](), "value": "",
            ]
            guard let token = system.token(binding.token) else { return values }
            values["isDeclared"] = true
            if token.kind == .color {
                values["isColor"] = true
                values["modes"] = TokenDisplay.modeValues(token, in: system, context.exportSettings)
            } else {
                values["value"] = TokenDisplay.value(token, mode: system.mode(.light), in: system)
            }
            return values
        }
        return [
            "component": ComponentLookup.values(component),
            "parts": component.namedParts.map { ["name": $0.0, "summary": $0.1.summary] },
            "bindings": bindings,
            "modes": system.modes.map { ["mode": $0.name, "modeName": $0.title, "contexts": ModeSwitch.contexts($0, in: system)] },
            "modeCount": system.modes.count,
            "modeSwitch": bindings.contains { $0["isColor"] as? Bool == true } ? ModeSwitch.values(for: system) : false,
        ]
    }

    private func scope(_ binding: TokenBinding, in component: ComponentSpec) -> String {
        let variant = binding.variant.map { id in component.variants.first { $0.id == id }?.name ?? id }
        let parts = [variant, binding.state?.label].compactMap { $0 }
        var text = parts.isEmpty ? "All" : parts.joined(separator: ", ")
        if let exemption = binding.exemption { text += " (exempt from contrast, \(exemption.summary))" }
        return text
    }
}
