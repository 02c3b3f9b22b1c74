import StylebookKit

/// The YAML mapping between `---` lines at the very top of a page.
public struct FrontMatter: Hashable, Sendable {
    public var title: String?
    public var description: String?
    /// Position among siblings in navigation; lower comes first.
    public var order: Int?
    /// `order`, or else Docusaurus's `sidebar_position` or Hugo's `weight` (which may be fractional).
    public var position: Double?
    /// `sidebar_label` (Docusaurus): the page's name in navigation, when shorter than its title.
    public var navigationLabel: String?
    /// `draft: true`: the page is left out of the site.
    public var isDraft = false
    /// `slug` (Docusaurus): the page's URL instead of its file name; `/x` from the site root,
    /// `x` next to the file.
    public var slug: String?
    /// Every key, the known ones included, for templates.
    public var values: [String: FrontMatterValue]
    /// Where each top-level key is written, for diagnostics about it.
    public var keyLocations: [String: SourceLocation] = [:]

    /// Keys Stylebook reads itself; other keys are for templates (`page.KEY`).
    public static let knownKeys: Set<String> = [
        "title", "description", "order", "sidebar_position", "weight", "sidebar_label", "draft", "slug",
        // Docusaurus's per-page `md`/`mdx` (the site reads it when choosing how to parse).
        "format",
        // The layout gives a `wide: true` page (the design-system pages) the outline's room.
        "wide",
        // VitePress's home page (`layout: home`): the theme's `home.html` shows them.
        "hero", "features",
    ]

    /// Keys of VitePress, Docusaurus and Hugo that steer their own layout or tooling and have no
    /// meaning here; accepted without a warning so a moved page is not noisy.
    public static let otherGeneratorKeys: Set<String> = [
        // VitePress
        "layout", "outline", "aside", "editLink", "lastUpdated", "prev", "next", "pageClass", "head",
        "titleTemplate", "navbar", "sidebar", "footer", "search", "isHome",
        // Docusaurus
        "id", "tags", "keywords", "image", "hide_title", "hide_table_of_contents", "toc_min_heading_level",
        "toc_max_heading_level", "pagination_label", "pagination_next", "pagination_prev", "custom_edit_url",
        "parse_number_prefixes", "last_update", "sidebar_class_name", "sidebar_custom_props", "displayed_sidebar",
        "sidebar_key", "unlisted",
        // Starlight (`sidebar: {label, order}` is read; `hidden` and `badge` are not)
        "template", "tableOfContents", "banner", "pagefind", "editUrl",
        // Hugo, Jekyll
        "date", "lastmod", "categories", "aliases", "linkTitle", "type", "permalink",
    ]

    public init(title: String? = nil, description: String? = nil, order: Int? = nil, values: [String: FrontMatterValue] = [:]) {
        self.title = title
        self.description = description
        self.order = order
        self.position = order.map(Double.init)
        self.values = values
    }
}
