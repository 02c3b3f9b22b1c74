import GeneratorSupport
import Mustache

extension GeneratedPages {
    /// The theme's template of `changes/`: what changed since the version before, through the
    /// `changes` directive, so a page a team writes and this one render the list alike.
    static let changesTemplate = "generated/changes.md"

    /// `changes/index.md`, when the build knows the version before this one.
    static func changesPages(_ outputs: DesignSystemOutputs, templates: [String: MustacheTemplate], words: ModeWords) -> [Source] {
        guard let report = outputs.changes, let template = templates[changesTemplate] else { return [] }
        let values = modeValues(words, changesValues(label: report.head.label, baseLabel: report.base.label))
        return [Source(relativePath: "changes/index.md", markdown: template.render(values: values))]
    }

    /// What `generated/changes.md` receives: `label` (this version) and `baseLabel` (the one
    /// before) escaped for Markdown, and `yaml` with both escaped for a double-quoted front-matter
    /// string, so the template can put its own words around them.
    static func changesValues(label: String, baseLabel: String) -> ChangesValues {
        func quoted(_ text: String) -> String { String(MarkdownText.yaml(text).dropFirst().dropLast()) }
        return ChangesValues(label: MarkdownText.escape(label), baseLabel: MarkdownText.escape(baseLabel),
                             yaml: .init(label: quoted(label), baseLabel: quoted(baseLabel)))
    }

    struct ChangesValues: TemplateContext {
        struct Labels: TemplateContext {
            var label: String
            var baseLabel: String
        }

        var label: String
        var baseLabel: String
        var yaml: Labels
    }
}
