extension PageContext {
    /// Every key `dictionary()` can produce, per object. Keep the two in step: a test compares
    /// them, and the template lint rejects any name not listed here. A value that other code
    /// merges into the context before rendering must be listed too (`.open` when its keys depend
    /// on the site, as a manifest of asset files would).
    static let schema = TemplateSchema(rootType: "context", types: [
        "context": [
            "site": .object("site"), "page": .object("page"), "root": .value, "isHome": .value,
            "sidebar": .value, "sidebarIndex": .object("sidebarIndex"), "breadcrumbs": .list("link"), "hasBreadcrumbs": .value,
            "previous": .object("link"), "next": .object("link"), "hasPager": .value,
            // Merged in by SitePublishing: hashed theme files, and the 404 page's own values.
            "assets": .object("assets"), "baseHref": .value, "isNotFound": .value,
            // Merged in by SitePublishing on a site with `versions:`; false on others.
            "versions": .object("versions"),
        ],
        "versions": ["current": .value, "list": .list("version"), "banner": .object("versionBanner")],
        "version": ["label": .value, "href": .value, "isCurrent": .value, "hasPage": .value],
        "versionBanner": ["label": .value, "latest": .value, "href": .value, "hasPage": .value],
        // One key per file under Templates/assets/; `TemplateLint` fills them in per site.
        "assets": [:],
        "site": [
            "name": .value, "language": .value, "logo": .value, "footer": .value,
            "nav": .list("navLink"), "hasNav": .value, "repository": .value, "tokensStylesheet": .value,
            "modeSwitch": .value,
        ],
        "navLink": ["text": .value, "url": .value],
        // The link to `sections/` when the sidebar lists only the page's own top-level entry.
        "sidebarIndex": ["href": .value, "count": .value, "isCurrent": .value],
        "page": [
            "title": .value, "description": .value, "url": .value, "source": .value, "content": .value,
            "showTitle": .value, "editURL": .value, "lastUpdated": .value, "outline": .list("heading"), "hasOutline": .value, "wide": .value, "meta": .open,
            "home": .object("home"),
        ],
        // `layout: home` (HomeLayout); false on every other page.
        "home": [
            "name": .value, "text": .value, "tagline": .value, "image": .object("homeImage"),
            "actions": .list("homeAction"), "hasActions": .value, "features": .list("homeFeature"), "hasFeatures": .value,
        ],
        "homeImage": ["src": .value, "alt": .value],
        "homeAction": ["text": .value, "href": .value, "isBrand": .value],
        "homeFeature": ["icon": .value, "title": .value, "details": .value, "href": .value, "linkText": .value],
        "heading": ["text": .value, "id": .value, "level": .value, "isSubsection": .value],
        "link": ["title": .value, "href": .value],
    ])
}
