import StylebookKit
import StylebookMarkdown

/// A loaded Markdown page (`Page.Fields` lists what it holds; `page.title` reads a field).
/// Rendering produces `RenderedMarkdown` from its document.
///
/// A value with its fields in one shared box, copied on write: the pipeline hands pages to the
/// navigation, the link table and the site-wide checks, and copying a dozen strings, arrays and
/// dictionaries field by field was a tenth of a one-page build at 10,000 pages.
@dynamicMemberLookup
struct Page: Sendable {
    struct Fields {
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
    }

    private var box: Box

    init(item: ContentItem, route: PageRoute, frontMatter: FrontMatter, document: MarkdownDocument?, headingIDs: [String],
         title: String, description: String?, order: Double?, hasOwnTitleHeading: Bool, usesPartials: Bool = false) {
        box = Box(Fields(item: item, route: route, frontMatter: frontMatter, document: document, headingIDs: headingIDs,
                         title: title, description: description, order: order, hasOwnTitleHeading: hasOwnTitleHeading,
                         usesPartials: usesPartials))
    }

    subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: field] }
        set {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            box.fields[keyPath: field] = newValue
        }
    }

    /// The name in the sidebar: `sidebar_label`, else the title.
    var navigationTitle: String { box.fields.frontMatter.navigationLabel ?? box.fields.title }

    /// Shared between copies and never changed while shared (see the subscript), so it is safe to send.
    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
}
