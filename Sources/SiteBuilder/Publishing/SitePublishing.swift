import Foundation
import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// The files a published site needs besides its pages: hashed theme assets, the search index,
/// the 404 page, and sitemap.xml + robots.txt when the base URL is known. The build's publish
/// step, run after the pages are rendered into the staging folder.
struct SitePublishing {
    var options: BuildOptions
    var assets: AssetManifest

    /// The files this step writes at fixed paths, with why. A content file published at one of
    /// them is an error: two sources for one file would take turns from build to build.
    static func fixedFiles(baseURL: String?) -> [String: String] {
        var files = [NotFoundPage.outputFile: "the page shown for a missing URL"]
        if baseURL != nil {
            files["sitemap.xml"] = "the sitemap, written because a base URL is set"
            files["robots.txt"] = "robots.txt naming the sitemap, written because a base URL is set"
        }
        return files
    }

    /// Per-page template values this step adds: `assets.*` and `versions`.
    func addingValues(to context: LayoutContext, for route: PageRoute) -> LayoutContext {
        var context = context
        context.assets = assets.templateValues(rootPrefix: route.rootPrefix)
        context.versions = options.versions?.templateValues(route: route.path, rootPrefix: route.rootPrefix)
        return context
    }

    /// Copies each version site built beforehand into its folder, its hidden files (the output
    /// marker) left out.
    func writeMountedSites(into output: any SiteOutput) throws {
        for site in options.mountedSites {
            for file in try FileTree.files(under: site.site.path).sorted() where !file.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                try output.copy(site.site.appendingPathComponent(file), to: site.folder + "/" + file)
            }
        }
    }

    /// Theme assets, sitemap, 404 page and, on a site with more top-level sections than the
    /// sidebar lists, the list of them all. The search index is written by the pipeline, which
    /// keeps each page's entry between runs.
    func write(pages: [Page], navigation: Navigation, templates: TemplateSet, into output: any SiteOutput) throws -> [Diagnostic] {
        try assets.write(into: output)
        let listsSections = SectionsIndex.applies(to: navigation, limit: options.sidebarSections)
        if let baseURL = options.baseURL, options.writesSitemap {
            let sitemap = Sitemap(baseURL: baseURL, routes: pages.map(\.route) + (listsSections ? [SectionsIndex.route] : []))
            try output.write(Data(sitemap.xml.utf8), to: "sitemap.xml")
            try output.write(Data(sitemap.robots.utf8), to: "robots.txt")
        }
        let pagesByRoute = Dictionary(pages.map { ($0.route, $0) }, uniquingKeysWith: { first, _ in first })
        let sidebars = SidebarCache(navigation: navigation, templates: templates, limit: options.sidebarSections)
        guard let context = NotFoundPage(baseURL: options.baseURL).context(
            contentDirectory: options.contentDirectory, navigation: navigation, site: options.site, pagesByRoute: pagesByRoute,
            sidebars: sidebars, templates: templates) else {
            return [Diagnostic(.templateRenderFailed, "the 404 page could not be rendered with the not-found template",
                           hint: "the theme needs not-found.html; `stylebook theme eject not-found.html` copies the built-in one")]
        }
        guard let html = templates.render(addingValues(to: context, for: PageRoute(path: ""))) else {
            return [Diagnostic(.templateRenderFailed, "the 404 page could not be rendered with the layout template")]
        }
        try output.write(Data(html.utf8), to: NotFoundPage.outputFile)
        if listsSections {
            guard let context = SectionsIndex(navigation: navigation).context(
                contentDirectory: options.contentDirectory, site: options.site, pagesByRoute: pagesByRoute, sidebars: sidebars,
                templates: templates) else {
                return [Diagnostic(.templateRenderFailed, "the list of all sections could not be rendered with the sections and layout templates",
                               hint: "the theme needs sections.html; `stylebook theme eject sections.html` copies the built-in one")]
            }
            guard let html = templates.render(addingValues(to: context, for: SectionsIndex.route)) else {
                return [Diagnostic(.templateRenderFailed, "the list of all sections could not be rendered with the layout template")]
            }
            try output.write(Data(html.utf8), to: SectionsIndex.route.outputFile)
        }
        return []
    }
}
