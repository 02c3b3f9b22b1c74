import StylebookMarkdown

/// Renders one page's Markdown to HTML with its links rewritten to the built site's URLs and
/// its directive blocks rendered through the theme's directive templates.
struct MarkdownRendering: Sendable {
    var resolver: LinkResolver
    var directives: DirectiveRegistry
    var outputs: DesignSystemOutputs?
    var templates: TemplateSet?

    func render(_ page: Page, document: MarkdownDocument) -> RenderedMarkdown {
        var renderer = HTMLRenderer()
        let resolver = self.resolver
        let route = page.route
        let source = page.item.relativePath
        renderer.highlightCode = { language, code in SyntaxHighlighter.highlight(language: language, code: code) }
        renderer.rewriteLink = { destination, _ in
            switch resolver.resolve(destination, from: route, sourcePath: source) {
            case .page(let href, _, _), .asset(let href): return href
            case .external, .broken: return destination
            }
        }
        let directives = self.directives
        let context = DirectiveContext(outputs: outputs, rootPrefix: route.rootPrefix, templates: templates)
        renderer.renderCodeBlock = { info, literal, _ in
            directives.render(info: info, literal: literal, context: context)
        }
        var rendered = renderer.render(document)
        rendered.anchors = directives.anchors(document, context: context).map {
            HeadingInfo(level: 3, text: $0.text, id: $0.id, range: nil)
        }
        return rendered
    }
}
