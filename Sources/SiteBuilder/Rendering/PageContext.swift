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

    func values() -> LayoutContext {
        let route = page.route
        let home = HomeLayout(page.frontMatter)
        let outline = body.headings.filter { $0.level == 2 || $0.level == 3 }.map {
            PageFields.Heading(text: $0.text, id: $0.id, level: $0.level, isSubsection: $0.level == 3)
        }
        let own = PageFields.Own(
            title: page.title, url: route.path, source: page.item.relativePath, content: body.html, home: home.map(homeValues),
            // A hero with a name or text is the page's h1.
            showTitle: !page.hasOwnTitleHeading && (home?.name ?? home?.text) == nil,
            editURL: site.editURL(for: page.item), lastUpdated: lastUpdated, outline: outline, hasOutline: !outline.isEmpty,
            // Front matter `wide: true` (the design-system pages): wide tables get the outline's room.
            wide: page.frontMatter.values["wide"] == .bool(true))
        // Absent when empty: an empty <meta name="description"> tells a search engine nothing.
        let fields = PageFields(meta: FrontMatterFields(page.frontMatter.values), own: own,
                                description: TemplateEncoder.nonEmpty(page.description))
        let breadcrumbs = navigation.ancestors(of: route).map { link(title: $0.title, to: $0.route) }
        var previous: LayoutContext.Link?, next: LayoutContext.Link?
        if let position = navigation.position(of: route) {
            if position > 0 { previous = neighbour(navigation.readingOrder[position - 1]) }
            if position + 1 < navigation.readingOrder.count { next = neighbour(navigation.readingOrder[position + 1]) }
        }
        return LayoutContext(
            site: site.context(rootPrefix: route.rootPrefix), page: fields, root: route.rootPrefix, isHome: route.path.isEmpty,
            sidebar: sidebars.html(for: route, sourcePath: page.item.relativePath), sidebarIndex: sidebars.indexLink(for: route),
            breadcrumbs: breadcrumbs, hasBreadcrumbs: !breadcrumbs.isEmpty, previous: previous, next: next,
            hasPager: previous != nil || next != nil)
    }

    /// `page.home`: the hero and features with every link as the built site needs it.
    private func homeValues(_ home: HomeLayout) -> PageFields.Home {
        func href(_ link: String) -> String {
            switch resolver?.resolve(link, from: page.route, sourcePath: page.item.relativePath) {
            case .page(let href, _, _)?, .asset(let href)?: href
            // Broken links fail the build's link check; external ones stay as written.
            default: link
            }
        }
        let actions = home.actions.map { PageFields.Home.Action(text: $0.text, href: href($0.link), isBrand: $0.isBrand) }
        let features = home.features.map { feature in
            PageFields.Home.Feature(icon: TemplateEncoder.nonEmpty(feature.icon), title: feature.title,
                                    details: TemplateEncoder.nonEmpty(feature.details), href: feature.link.map(href),
                                    linkText: TemplateEncoder.nonEmpty(feature.linkText))
        }
        return PageFields.Home(
            name: TemplateEncoder.nonEmpty(home.name), text: TemplateEncoder.nonEmpty(home.text), tagline: TemplateEncoder.nonEmpty(home.tagline),
            image: home.image.map { PageFields.Home.Image(src: href($0.src), alt: $0.alt) },
            actions: actions, hasActions: !actions.isEmpty, features: features, hasFeatures: !features.isEmpty)
    }

    private func neighbour(_ target: PageRoute) -> LayoutContext.Link {
        link(title: pagesByRoute[target]?.title ?? target.path, to: target)
    }

    private func link(title: String, to target: PageRoute?) -> LayoutContext.Link {
        LayoutContext.Link(title: title, href: target.map { page.route.relativeLink(to: $0.path) })
    }
}
