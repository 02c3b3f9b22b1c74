import StylebookMarkdown

/// What `layout.html` and its partials see for one page. Documented in the manual
/// (Content/guide/templates-and-theme.md); keys are stable. The template lint's schema is
/// derived from these types (`PageContext.schema`).
struct LayoutContext: TemplateContext {
    struct Link: TemplateContext {
        var title: String
        /// Always set: Mustache would otherwise find an enclosing entry's href.
        var href: String?
    }

    /// The link to `sections/` when the sidebar lists only the page's own top-level entry.
    struct SidebarIndex: TemplateContext {
        var href: String
        var count: String
        var isCurrent: Bool
    }

    var site: SiteContext
    var page: PageFields
    var root: String
    var isHome: Bool
    var sidebar: String
    var sidebarIndex: SidebarIndex?
    var breadcrumbs: [Link]
    var hasBreadcrumbs: Bool
    var previous: Link?
    var next: Link?
    var hasPager: Bool
    // Set by SitePublishing: hashed theme files, a site's versions, and the 404 page's own values.
    var assets: AssetURLs?
    var versions: VersionsContext?
    var baseHref: String?
    var isNotFound: Bool?
}

/// `site.*`: the configuration's values, the logo's path relative to the page.
struct SiteContext: TemplateContext {
    struct NavLink: TemplateContext {
        var text: String
        var url: String
    }

    var name: String
    var language: String
    var logo: String?
    var footer: String?
    var nav: [NavLink]
    var hasNav: Bool
    var repository: String?
    var tokensStylesheet: String?
    var modeSwitch: Bool
}

/// `page.*`: every front-matter key, then the values the build works out (which win), and
/// the front matter alone again as `page.meta`.
struct PageFields: TemplateContext {
    struct Heading: TemplateContext {
        var text: String
        var id: String
        var level: Int
        var isSubsection: Bool
    }

    /// `layout: home` (HomeLayout): its hero and features, every link as the built site needs it.
    struct Home: TemplateContext {
        struct Image: TemplateContext {
            var src: String
            var alt: String
        }

        struct Action: TemplateContext {
            var text: String
            var href: String
            var isBrand: Bool
        }

        struct Feature: TemplateContext {
            var icon: String?
            var title: String
            var details: String?
            var href: String?
            var linkText: String?
        }

        var name: String?
        var text: String?
        var tagline: String?
        var image: Image?
        var actions: [Action]
        var hasActions: Bool
        var features: [Feature]
        var hasFeatures: Bool
    }

    /// The values the build works out for every page.
    struct Own: TemplateContext {
        var title: String
        var url: String
        var source: String
        var content: String
        var home: Home?
        var showTitle: Bool
        var editURL: String?
        var lastUpdated: String?
        var outline: [Heading]
        var hasOutline: Bool
        var wide: Bool
    }

    var meta: FrontMatterFields
    var own: Own
    /// Absent rather than false: `{{page.description}}` prints nothing for a page without one.
    var description: String?

    private enum Key: String, CodingKey { case meta, description }

    init(meta: FrontMatterFields, own: Own, description: String?) {
        self.meta = meta
        self.own = own
        self.description = description
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        meta = try container.decode(FrontMatterFields.self, forKey: .meta)
        description = try container.decode(String.self, forKey: .description)
        own = try Own(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try meta.encode(to: encoder, except: ["description"])
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(meta, forKey: .meta)
        if let description { try container.encode(description, forKey: .description) }
        try own.encode(to: encoder)
    }
}

/// A page's front matter as templates see it: any key, its value as written (null as "").
struct FrontMatterFields: TemplateContext {
    var values: [String: FrontMatterValue]

    init(_ values: [String: FrontMatterValue]) {
        self.values = values
    }

    init(from decoder: any Decoder) throws {
        _ = try decoder.singleValueContainer().decode(OpenTemplateShape.self)
        values = [:]
    }

    func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, except: [])
    }

    func encode(to encoder: any Encoder, except skipped: Set<String>) throws {
        var container = encoder.container(keyedBy: TemplateKey.self)
        for (key, value) in values where !skipped.contains(key) {
            try container.encode(Self.templateValue(value), forKey: TemplateKey(key))
        }
    }

    static func templateValue(_ value: FrontMatterValue) -> TemplateValue {
        switch value {
        case .string(let text): .text(text)
        case .int(let number): .other(number)
        case .double(let number): .other(number)
        case .bool(let flag): .flag(flag)
        // `original`: as swift-mustache saw front-matter lists before, `[Any]`.
        case .array(let items): .list(items.map(templateValue), original: items.map { templateValue($0).mustacheValue })
        case .dictionary(let map): .object(map.mapValues(templateValue))
        case .null: .text("")
        }
    }
}

/// `assets.KEY`: each theme file under `assets/` by its hashed name, relative to the page.
struct AssetURLs: TemplateContext {
    var urls: [String: String]

    init(_ urls: [String: String]) {
        self.urls = urls
    }

    init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: TemplateKey.self)
        urls = [:]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TemplateKey.self)
        for (key, url) in urls { try container.encode(url, forKey: TemplateKey(key)) }
    }
}
