import StylebookKit
import StylebookMarkdown

/// A loaded Markdown page (`Page.Fields` and `Page.Saved` list what it holds; `page.title`
/// reads a field). Rendering produces `RenderedMarkdown` from its document. What the build cache
/// keeps of it is `Saved`, whose codec sits beside it (`Cache/Page+Saved.swift`).
///
/// Its fields sit in one box shared by copies and copied on write (`SharedFields`): the pipeline
/// hands pages to the navigation, the link table and the site-wide checks, and copying them field
/// by field was a tenth of a one-page build at 10,000 pages.
@dynamicMemberLookup
struct Page: Sendable {
    /// The file it came from and its tree, which only this process can use, and what the build
    /// cache keeps (`saved`).
    struct Fields {
        var item: ContentItem
        /// The parsed body; nil for a page restored from the build cache, and in a one-shot build,
        /// which renders each page as it parses it (the trees are most of a large site's memory).
        /// The pipeline parses the page again when it has to render it.
        var document: MarkdownDocument?
        /// The body inlines partials (`<Warning />`), whose files it depends on too.
        var usesPartials = false
        var saved: Saved
    }

    private var fields: SharedFields<Fields>

    init(item: ContentItem, route: PageRoute, frontMatter: FrontMatter, document: MarkdownDocument?, headingIDs: [String],
         title: String, description: String?, order: Double?, hasOwnTitleHeading: Bool, usesPartials: Bool = false) {
        self.init(item: item, document: document, saved: Saved(
            route: route, frontMatter: frontMatter, headingIDs: headingIDs, title: title, description: description,
            order: order, hasOwnTitleHeading: hasOwnTitleHeading), usesPartials: usesPartials)
    }

    /// A page as the build cache kept it, without its tree.
    init(item: ContentItem, document: MarkdownDocument? = nil, saved: Saved, usesPartials: Bool = false) {
        fields = SharedFields(Fields(item: item, document: document, usesPartials: usesPartials, saved: saved))
    }

    subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { fields.value[keyPath: field] }
        set { fields.write { $0[keyPath: field] = newValue } }
    }

    subscript<Value>(dynamicMember field: WritableKeyPath<Saved, Value>) -> Value {
        get { fields.value.saved[keyPath: field] }
        set { fields.write { $0.saved[keyPath: field] = newValue } }
    }

    /// The name in the sidebar: `sidebar_label`, else the title.
    var navigationTitle: String { fields.value.saved.frontMatter.navigationLabel ?? fields.value.saved.title }
}
