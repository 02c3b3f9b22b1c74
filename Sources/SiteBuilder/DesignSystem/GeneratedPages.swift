import Mustache
import StylebookKit

/// Pages the build writes from the design system, as Markdown that uses directives, so they go
/// through exactly the same pipeline (navigation, outline, link checks) as pages people write.
/// Every word of them is a theme template under `generated/`; Swift only works out the values.
enum GeneratedPages {
    struct Source: Sendable {
        var relativePath: String
        var markdown: String
    }

    /// The theme's templates of the generated pages, each Markdown with directives.
    static let tokensTemplate = "generated/tokens.md"
    static let contrastTemplate = "generated/contrast.md"
    static let templateNames = [tokensTemplate, contrastTemplate, componentsTemplate, componentTemplate,
                                foundationsTemplate, foundationTemplate, foundationTitleTemplate, foundationSummaryTemplate,
                                changesTemplate]

    /// A template missing from `templates` (it does not parse: an error already) leaves out the
    /// pages it makes, and only those.
    static func sources(for outputs: DesignSystemOutputs, templates: [String: MustacheTemplate], modes: String,
                        stateNames: [ComponentState: String]) -> [Source] {
        let system = outputs.system
        let words = ModeWords(modeSwitch: ModeSwitch.isNeeded(for: system), modes: modes)
        var sources: [Source] = []
        if let template = templates[tokensTemplate] {
            sources.append(Source(relativePath: "tokens/index.md", markdown: template.render(values: words)))
        }
        if let template = templates[contrastTemplate] {
            sources.append(Source(relativePath: "contrast/index.md", markdown: template.render(values: words)))
        }
        return sources + componentPages(system, templates: templates, words: words, stateNames: stateNames) + foundationPages(system, templates: templates, words: words)
            + changesPages(outputs, templates: templates, words: words)
    }

    /// The theme's partials that name the modes ("light and dark mode", "the modes light, dark
    /// and dim"): the contrast directive's template uses them, and the generated pages get their
    /// words as `modes`, so a team rewords the phrase in one place.
    static let modeNamesTemplates = ["directives/mode-names.html", "directives/and-list.html"]
    /// The partial that names a component's state: the directives use it, and a component page
    /// gets each state's words as `label`.
    static let stateNameTemplates = ["directives/state-name.html"]

    /// The page's own values with the mode words beside them.
    static func modeValues<Page: TemplateContext>(_ words: ModeWords, _ page: Page) -> MergedValues<ModeWords, Page> {
        MergedValues(words, page)
    }

    /// What a page that speaks of the modes receives: `modeSwitch`, true when the system has
    /// modes other than light and dark, and `modes`, the phrase naming them.
    struct ModeWords: TemplateContext {
        var modeSwitch: Bool
        var modes: String
    }
}

/// Two contexts' fields in one object, the second's winning, as a dictionary merge would.
struct MergedValues<First: TemplateContext, Second: TemplateContext>: TemplateContext {
    var first: First
    var second: Second

    init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    init(from decoder: any Decoder) throws {
        first = try First(from: decoder)
        second = try Second(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try first.encode(to: encoder)
        try second.encode(to: encoder)
    }
}

extension MustacheTemplate {
    /// Renders typed values, as swift-mustache takes them.
    func render(values: some Encodable) -> String {
        render(TemplateEncoder.value(values).mustacheValue)
    }
}
