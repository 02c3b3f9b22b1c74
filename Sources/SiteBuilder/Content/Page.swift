import StylebookKit
import StylebookMarkdown

/// A loaded Markdown page. Rendering produces `RenderedMarkdown` from its document.
struct Page: Sendable {
    var item: ContentItem
    var route: PageRoute
    var frontMatter: FrontMatter
    /// The parsed body; nil for a page restored from the build cache, and in a one-shot build,
    /// which renders each page as it parses it (the trees are most of a large site's memory).
    /// The pipeline parses the page again when it has to render it.
    var document: MarkdownDocument?
    /// The ids of its headings, which links from other pages may name.
    var headingIDs: [String]
    var title: String
    var description: String?
    var order: Double?
    /// True when the body has its own h1, so the layout must not add a second one.
    var hasOwnTitleHeading: Bool
    /// The body inlines partials (`<Warning />`), whose files it depends on too.
    var usesPartials = false

    /// The name in the sidebar: `sidebar_label`, else the title.
    var navigationTitle: String { frontMatter.navigationLabel ?? title }
}
