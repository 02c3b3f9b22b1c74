import StylebookKit
import StylebookMarkdown

/// A parsed Markdown page. Immutable once loaded; rendering produces `RenderedPage`.
struct Page: Sendable {
    var item: ContentItem
    var route: PageRoute
    var frontMatter: FrontMatter
    var document: MarkdownDocument
    var title: String
    var description: String?
    var order: Double?
    /// True when the body has its own h1, so the layout must not add a second one.
    var hasOwnTitleHeading: Bool

    /// The name in the sidebar: `sidebar_label`, else the title.
    var navigationTitle: String { frontMatter.navigationLabel ?? title }
}
