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
            let stateNames = Dictionary(uniqueKeysWithValues: ComponentState.allCases.map { state in
                (state, Self.words(GeneratedPages.stateNameTemplates, CaseFlags(state), theme: theme))
            })
            sources = GeneratedPages.sources(for: outputs, templates: templates,
                                             modes: Self.words(GeneratedPages.modeNamesTemplates, ModeSwitch.names(outputs.system), theme: theme),
                                             stateNames: stateNames)
        }
        sources += reference?.sources ?? []
        items = sources.map {
            ContentItem(kind: .page, relativePath: $0.relativePath, url: contentDirectory.appendingPathComponent($0.relativePath),
                        displayPath: "(generated) " + $0.relativePath, generatedText: $0.markdown)
        }
    }

    /// `value` worded by the theme's partial `paths[0]` (with the partials it uses): the system's
    /// modes by `directives/mode-names.html`, a state by `directives/state-name.html`. A partial
    /// that does not parse gives no words: the build reports it when it loads the theme.
    private static func words(_ paths: [String], _ value: some TemplateContext, theme: Theme) -> String {
        var library = MustacheLibrary()
        for path in paths {
            guard let file = theme.file(path), case .success(let compiled) = TemplateSet.compile(file) else { return "" }
            library.register(compiled.template, named: String(path.dropLast(TemplateSet.fileExtension.count + 1)))
        }
        let name = String(paths[0].dropLast(TemplateSet.fileExtension.count + 1))
        return library.render(TemplateEncoder.value(value).mustacheValue, withTemplate: name) ?? ""
    }
}
