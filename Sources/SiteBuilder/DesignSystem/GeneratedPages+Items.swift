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
            sources = GeneratedPages.sources(for: outputs, templates: templates, modes: Self.modeNames(outputs.system, theme: theme))
        }
        sources += reference?.sources ?? []
        items = sources.map {
            ContentItem(kind: .page, relativePath: $0.relativePath, url: contentDirectory.appendingPathComponent($0.relativePath),
                        displayPath: "(generated) " + $0.relativePath, generatedText: $0.markdown)
        }
    }

    /// The system's modes named by the theme's `directives/mode-names.html`. A partial that does
    /// not parse gives no words: the build reports it when it loads the theme.
    private static func modeNames(_ system: DesignSystem, theme: Theme) -> String {
        var library = MustacheLibrary()
        for path in GeneratedPages.modeNamesTemplates {
            guard let file = theme.file(path), case .success(let compiled) = TemplateSet.compile(file) else { return "" }
            library.register(compiled.template, named: String(path.dropLast(TemplateSet.fileExtension.count + 1)))
        }
        let name = String(GeneratedPages.modeNamesTemplates[0].dropLast(TemplateSet.fileExtension.count + 1))
        return library.render(TemplateEncoder.value(ModeSwitch.names(system)).mustacheValue, withTemplate: name) ?? ""
    }
}
