import Foundation
import GeneratorSupport
import Mustache
import StylebookKit

/// The generated pages (the design system's and Stylebook's reference) as content items, named
/// the way a build names them, and what kept any from being made.
struct GeneratedItems: Sendable {
    var items: [ContentItem]
    /// Theme templates of generated pages that do not parse; each leaves out the pages it makes.
    var problems: [Diagnostic]

    init(outputs: DesignSystemOutputs?, reference: StylebookReference? = nil, contentDirectory: URL, theme: Theme) {
        var sources: [GeneratedPages.Source] = []
        problems = []
        if let outputs {
            var templates: [String: MustacheTemplate] = [:]
            for name in GeneratedPages.templateNames {
                guard let file = theme.file(name) else { continue }
                switch TemplateSet.compile(file) {
                case .success(let compiled): templates[name] = compiled.template
                case .failure(let problem): problems.append(problem)
                }
            }
            let words = Self.wordPartials(theme)
            let stateNames = Dictionary(uniqueKeysWithValues: ComponentState.allCases.map { state in
                (state, Self.render(CaseFlags(state), GeneratedPages.stateNameTemplates, with: words))
            })
            sources = GeneratedPages.sources(for: outputs, templates: templates,
                                             modes: Self.render(ModeSwitch.names(outputs.system), GeneratedPages.modeNamesTemplates, with: words),
                                             stateNames: stateNames)
        }
        sources += reference?.sources ?? []
        items = sources.map {
            ContentItem(kind: .page, relativePath: $0.relativePath, url: contentDirectory.appendingPathComponent($0.relativePath),
                        displayPath: "(generated) " + $0.relativePath, generatedText: $0.markdown)
        }
    }

    /// The theme's partials that word values for the generated pages, compiled once, with the
    /// names of those that do not parse (the build reports them when it loads the theme).
    private static func wordPartials(_ theme: Theme) -> (library: MustacheLibrary, broken: Set<String>) {
        var library = MustacheLibrary()
        var broken: Set<String> = []
        for path in Set(GeneratedPages.modeNamesTemplates + GeneratedPages.stateNameTemplates) {
            guard let file = theme.file(path), case .success(let compiled) = TemplateSet.compile(file) else {
                broken.insert(path)
                continue
            }
            library.register(compiled.template, named: String(path.dropLast(TemplateSet.fileExtension.count + 1)))
        }
        return (library, broken)
    }

    /// `value` worded by the partial `paths[0]` (with the partials it uses): the system's modes by
    /// `directives/mode-names.html`, a state by `directives/state-name.html`. No words when one
    /// of them does not parse.
    private static func render(_ value: some TemplateContext, _ paths: [String],
                               with partials: (library: MustacheLibrary, broken: Set<String>)) -> String {
        guard partials.broken.isDisjoint(with: paths) else { return "" }
        let name = String(paths[0].dropLast(TemplateSet.fileExtension.count + 1))
        return partials.library.render(TemplateEncoder.value(value).mustacheValue, withTemplate: name) ?? ""
    }
}
