import GeneratorSupport
import Mustache
import StylebookKit

extension GeneratedPages {
    /// The theme's template of the components' index: a table of every component.
    static let componentsTemplate = "generated/components.md"
    /// The theme's template of a component's page: Markdown with directives.
    static let componentTemplate = "generated/component.md"

    /// `components/index.md` listing every component, and one page per component built from
    /// directives (preview, anatomy, contrast) and the spec's own words.
    static func componentPages(_ system: DesignSystem, templates: [String: MustacheTemplate], words: ModeWords,
                               stateNames: [ComponentState: String]) -> [Source] {
        guard !system.components.isEmpty else { return [] }
        var pages: [Source] = []
        if let index = templates[componentsTemplate] {
            pages.append(Source(relativePath: "components/index.md", markdown: index.render(values: componentsValues(system, words: words))))
        }
        if let template = templates[componentTemplate] {
            for (position, component) in system.components.enumerated() {
                pages.append(Source(relativePath: "components/\(component.id)/index.md",
                                    markdown: template.render(values: componentValues(component, order: position + 1, stateNames: stateNames))))
            }
        }
        return pages
    }

    /// What `generated/components.md` receives: `components` with `name` and `summary` escaped
    /// for Markdown and `id`, and the mode values.
    static func componentsValues(_ system: DesignSystem, words: ModeWords) -> MergedValues<ModeWords, ComponentsValues> {
        modeValues(words, ComponentsValues(components: system.components.map {
            ComponentsValues.Component(name: MarkdownText.escape($0.name), id: $0.id, summary: MarkdownText.escape($0.summary))
        }))
    }

    struct ComponentsValues: TemplateContext {
        struct Component: TemplateContext {
            var name: String
            var id: String
            var summary: String
        }

        var components: [Component]
    }

    struct ComponentValues: TemplateContext {
        struct Variant: TemplateContext {
            var name: String
            var summary: String
        }

        struct State: TemplateContext {
            var label: String
        }

        struct Accessibility: TemplateContext {
            var label: String
            var hint: String?
            var focus: String
            var notes: [String]
            var liveRegionOff: Bool
            var liveRegionPolite: Bool
            var liveRegionAssertive: Bool
        }

        var title: String
        var description: String
        var order: Int
        var id: String
        var summary: String
        var whenToUse: [String]
        var whenNotToUse: [String]
        var variants: [Variant]
        var hasVariants: Bool
        var states: [State]
        /// A component with only the default state lists none.
        var hasStates: Bool
        var accessibility: Accessibility
        var platforms: PlatformNames
    }

    /// What `generated/component.md` receives, every text escaped for Markdown (the template
    /// prints it with triple braces) and front-matter values quoted for YAML.
    static func componentValues(_ component: ComponentSpec, order: Int, stateNames: [ComponentState: String]) -> ComponentValues {
        let m = MarkdownText.escape
        let a = component.accessibility
        return ComponentValues(
            title: MarkdownText.yaml(component.name), description: MarkdownText.yaml(component.summary), order: order,
            id: component.id, summary: m(component.summary),
            whenToUse: component.whenToUse.map(m), whenNotToUse: component.whenNotToUse.map(m),
            variants: component.variants.map { .init(name: m($0.name), summary: m($0.summary)) },
            hasVariants: !component.variants.isEmpty,
            states: component.states.map { .init(label: m(stateNames[$0] ?? $0.rawValue)) },
            hasStates: component.states != [.default],
            accessibility: .init(label: m(a.label), hint: a.hint.map(m), focus: m(a.focus), notes: a.notes.map(m),
                                 liveRegionOff: a.liveRegion == .off, liveRegionPolite: a.liveRegion == .polite,
                                 liveRegionAssertive: a.liveRegion == .assertive),
            platforms: component.platforms)
    }
}
