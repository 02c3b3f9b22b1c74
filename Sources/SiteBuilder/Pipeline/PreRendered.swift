import StylebookKit
import StylebookMarkdown

/// A page rendered while it was parsed, with its links still as written: everything the
/// render-Markdown step needs from the page's tree, so the tree can go at once.
struct PreRendered: Sendable {
    var body: RenderedMarkdown
    /// Its links in document order, for the link checks.
    var links: [(destination: String, range: SourceRange?)]
    var anchors: Set<String>
    var search: SearchDocument

    init(page: Page, document: MarkdownDocument, rendering: MarkdownRendering) {
        body = rendering.render(page, document: document, defersLinks: true)
        links = document.links()
        anchors = PageCheckFacts.anchors(document: document, body: body)
        search = SearchDocument(page: page, document: document, body: body)
    }

    /// The body with its links resolved, its check facts and search entry: what rendering the
    /// page's tree now would give.
    func finished(page: Page, rendering: MarkdownRendering) -> (RenderedMarkdown, PageCheckFacts, SearchDocument) {
        let facts = PageCheckFacts(page: page, links: links, anchors: anchors, resolver: rendering.resolver)
        let known = Dictionary(facts.links.map { ($0.destination, $0.resolution) }, uniquingKeysWith: { first, _ in first })
        return (rendering.resolvingLinks(body, on: page, known: known), facts, search)
    }
}
