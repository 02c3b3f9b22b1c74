import StylebookMarkdown

/// The values a template sees for one page. Documented in the manual (Content/guide/templates-and-theme.md); keys are stable.
struct PageContext {
    var page: Page
    var body: RenderedMarkdown
    var navigation: Navigation
    var site: SiteValues
    var pagesByRoute: [PageRoute: Page]
    /// Shared by the pages of one render, so each folder's sidebar is rendered once.
    var sidebars: SidebarCache
    /// Turns a home page's hero and feature links into the site's URLs; nil for pages the
    /// build makes itself (404, sections), which have none.
    var resolver: LinkResolver? = nil
    /// The date of the last commit that touched the page's file (`2026-11-28`), when known.
    var lastUpdated: String? = nil

    func dictionary() -> [String: Any] {
        let route = page.route
        var pageValues: [String: Any] = [:]
        for (key, value) in page.frontMatter.values { pageValues[key] = Self.templateValue(value) }
        pageValues["meta"] = pageValues
        pageValues["title"] = page.title
        // Absent rather than empty: `{{#page.description}}` takes an empty string as present,
        // and an empty <meta name="description"> tells a search engine nothing.
        pageValues["description"] = page.description.flatMap { $0.isEmpty ? nil : $0 }
        pageValues["url"] = route.path
        pageValues["source"] = page.item.relativePath
        pageValues["content"] = body.html
        let home = HomeLayout(page.frontMatter)
        pageValues["home"] = home.map(homeValues) ?? false
        // A hero with a name or text is the page's h1.
        pageValues["showTitle"] = !page.hasOwnTitleHeading && (home?.name ?? home?.text) == nil
        pageValues["editURL"] = site.editURL(for: page.item) ?? false
        pageValues["lastUpdated"] = lastUpdated ?? false
        let outline = body.headings.filter { $0.level == 2 || $0.level == 3 }.map {
            ["text": $0.text, "id": $0.id, "level": $0.level, "isSubsection": $0.level == 3] as [String: Any]
        }
        pageValues["outline"] = outline
        pageValues["hasOutline"] = !outline.isEmpty
        // Front matter `wide: true` (the design-system pages): wide tables get the outline's room.
        pageValues["wide"] = page.frontMatter.values["wide"] == .bool(true)

        let ancestors = navigation.ancestors(of: route)
        var context: [String: Any] = [
            "site": site.dictionary(rootPrefix: route.rootPrefix),
            "page": pageValues,
            "root": route.rootPrefix,
            "isHome": route.path.isEmpty,
            "sidebar": sidebars.html(for: route, sourcePath: page.item.relativePath),
            "sidebarIndex": sidebars.indexLink(for: route),
        ]
        let breadcrumbs = ancestors.map { link(title: $0.title, to: $0.route) }
        context["breadcrumbs"] = breadcrumbs
        context["hasBreadcrumbs"] = !breadcrumbs.isEmpty
        if let position = navigation.position(of: route) {
            if position > 0 { context["previous"] = neighbour(navigation.readingOrder[position - 1]) }
            if position + 1 < navigation.readingOrder.count { context["next"] = neighbour(navigation.readingOrder[position + 1]) }
        }
        context["hasPager"] = context["previous"] != nil || context["next"] != nil
        return context
    }

    /// `page.home`: the hero and features with every link as the built site needs it.
    private func homeValues(_ home: HomeLayout) -> [String: Any] {
        func href(_ link: String) -> String {
            switch resolver?.resolve(link, from: page.route, sourcePath: page.item.relativePath) {
            case .page(let href, _, _)?, .asset(let href)?: href
            // Broken links fail the build's link check; external ones stay as written.
            default: link
            }
        }
        let actions = home.actions.map { ["text": $0.text, "href": href($0.link), "isBrand": $0.isBrand] as [String: Any] }
        let features = home.features.map { feature -> [String: Any] in
            ["icon": optionalText(feature.icon), "title": feature.title, "details": optionalText(feature.details),
             "href": feature.link.map(href) ?? false, "linkText": optionalText(feature.linkText)]
        }
        return [
            "name": optionalText(home.name), "text": optionalText(home.text), "tagline": optionalText(home.tagline),
            "image": home.image.map { ["src": href($0.src), "alt": $0.alt] as [String: Any] } ?? false,
            "actions": actions, "hasActions": !actions.isEmpty, "features": features, "hasFeatures": !features.isEmpty,
        ]
    }

    private func neighbour(_ target: PageRoute) -> [String: Any] {
        link(title: pagesByRoute[target]?.title ?? target.path, to: target)
    }

    private func link(title: String, to target: PageRoute?) -> [String: Any] {
        var values: [String: Any] = ["title": title]
        // Always set: Mustache would otherwise find an enclosing entry's href.
        values["href"] = target.map { page.route.relativeLink(to: $0.path) } ?? false
        return values
    }

    static func templateValue(_ value: FrontMatterValue) -> Any {
        switch value {
        case .string(let text): return text
        case .int(let number): return number
        case .double(let number): return number
        case .bool(let flag): return flag
        case .array(let items): return items.map(templateValue)
        case .dictionary(let map): return map.mapValues(templateValue)
        case .null: return ""
        }
    }
}
