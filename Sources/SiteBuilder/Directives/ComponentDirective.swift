import GeneratorSupport
import StylebookKit

/// ```` ```component inline-banner ````: the component's live preview in each mode.
struct ComponentDirective: Directive {
    static let name = "component"
    static let usage = DirectiveUsage(
        renders: "The component's live preview, in a frame per mode (light and dark; with more modes, every combination and a switch per axis), styled only by the exported CSS custom properties.",
        argument: "A component id (required).", body: "Empty.", example: "```component inline-banner\n```")

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        ComponentLookup.problems(directive: Self.name, argument: argument, context: context)
    }

    struct Values: TemplateContext {
        var component: ComponentLookup.Values
        var frames: [ComponentPreview.Frame]
        var modeSwitch: ModeSwitch.Values?
    }

    func values(argument: String, body: String, context: DirectiveContext) -> Values? {
        guard let (component, system) = ComponentLookup.find(argument, in: context) else { return nil }
        return Values(component: ComponentLookup.values(component),
                      frames: ComponentPreview(component: component, system: system, settings: context.exportSettings).frames(),
                      modeSwitch: ModeSwitch.values(for: system))
    }
}

/// Shared checks for directives that name a component.
enum ComponentLookup {
    static func find(_ id: String, in context: DirectiveContext) -> (ComponentSpec, DesignSystem)? {
        guard let system = context.outputs?.system, let component = system.components.first(where: { $0.id == id }) else { return nil }
        return (component, system)
    }

    /// A component as templates name it.
    struct Values: TemplateContext {
        var id: String
        var name: String
        var lowercaseName: String
    }

    static func values(_ component: ComponentSpec) -> Values {
        Values(id: component.id, name: component.name, lowercaseName: component.name.lowercased())
    }

    static func problems(directive: String, argument: String, context: DirectiveContext) -> [DirectiveProblem] {
        guard let system = context.outputs?.system else { return [.needsDesignSystem(directive)] }
        let ids = system.components.map(\.id)
        if argument.isEmpty {
            return [DirectiveProblem(message: "the \(directive) directive needs a component id, such as ```\(directive) \(ids.first ?? "inline-banner")",
                                     hint: "known components: \(ids.joined(separator: ", "))")]
        }
        guard !ids.contains(argument) else { return [] }
        let hint = Suggestion.closest(to: argument, in: ids).map { "did you mean '\($0)'?" }
            ?? "known components: \(ids.joined(separator: ", "))"
        return [DirectiveProblem(message: "unknown component '\(argument)' in the \(directive) directive", hint: hint)]
    }
}
