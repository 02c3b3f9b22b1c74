import StylebookMarkdown

/// Renders one page's Markdown to HTML with its links rewritten to the built site's URLs and
/// its directive blocks rendered through the theme's directive templates.
struct MarkdownRendering: Sendable {
    var resolver: LinkResolver
    var directives: DirectiveRegistry
    var outputs: DesignSystemOutputs?
    var templates: TemplateSet?

    /// `defersLinks`: links are written as in the Markdown and recorded, for `resolvingLinks`
    /// once every page is known (a one-shot build renders each page as it parses it, so the
    /// parsed trees are never all alive at once).
    func render(_ page: Page, document: MarkdownDocument, defersLinks: Bool = false) -> RenderedMarkdown {
        var renderer = HTMLRenderer()
        let route = page.route
        renderer.highlightCode = { language, code in SyntaxHighlighter.highlight(language: language, code: code) }
        if defersLinks {
            renderer.defersLinks = true
        } else {
            let rendering = self
            renderer.rewriteLink = { destination, _ in rendering.href(destination, on: page) }
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

    /// A body rendered with `defersLinks`, its links now resolved; `known` are resolutions
    /// worked out already (the page's check facts), so no link is resolved twice.
    func resolvingLinks(_ body: RenderedMarkdown, on page: Page, known: [String: LinkResolver.Resolution] = [:]) -> RenderedMarkdown {
        body.resolvingLinks { destination, _ in
            known[destination].map { Self.href($0, destination: destination) } ?? href(destination, on: page)
        }
    }

    private func href(_ destination: String, on page: Page) -> String {
        Self.href(resolver.resolve(destination, from: page.route, sourcePath: page.item.relativePath), destination: destination)
    }

    private static func href(_ resolution: LinkResolver.Resolution, destination: String) -> String {
        switch resolution {
        case .page(let href, _, _), .asset(let href): return href
        case .external, .broken: return destination
        }
    }
}
