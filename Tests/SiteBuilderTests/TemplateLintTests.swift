import Foundation
import Testing
@testable import SiteBuilder
import StylebookKit

@Suite("template lint")
struct TemplateLintTests {
    private func lint(_ templates: [String: String], frontMatterKeys: Set<String> = []) throws -> [String] {
        let site = try TestSite([:], templates: templates)
        defer { site.remove() }
        return TemplateLint.check(Theme(overrides: site.root.appendingPathComponent("Templates"), builtIn: nil),
                           frontMatterKeys: frontMatterKeys).map {
            "\($0.id) @ \(($0.location?.path as NSString?)?.lastPathComponent ?? "-"):\($0.location?.line ?? 0) \($0.hint ?? "")"
        }
    }

    @Test func theShippedAndTestTemplatesAreClean() throws {
        #expect(try lint(TestSite.minimalTemplates).isEmpty)
        let builtIn = try #require(Theme.builtInDirectory)
        #expect(TemplateLint.check(Theme(overrides: builtIn.appendingPathComponent("none"), builtIn: builtIn),
                                   frontMatterKeys: []).isEmpty)
    }

    @Test func namesInsideASectionResolveInnermostFirstThenOutwards() throws {
        let problems = try lint(["Templates/layout.html": """
            {{#breadcrumbs}}{{title}} {{href}} {{root}} {{site.name}} {{page.title}}{{#href}}{{.}}{{/href}}{{/breadcrumbs}}
            {{#page.outline}}{{text}} {{level}}{{/page.outline}}
            {{#previous}}{{title}}{{/previous}}{{^next}}{{isHome}}{{/next}}
            {{#breadcrumbs}}{{text}}{{/breadcrumbs}}
            """])
        // `text` belongs to an outline heading, not to a breadcrumb; no breadcrumb key is close.
        #expect(problems == ["template/unknown-variable @ layout.html:4 did you mean '{{next}}'?"])
    }

    @Test func dottedNamesDoNotFallBackOnceTheFirstPartMatched() throws {
        let problems = try lint(["Templates/layout.html": "{{page.titel}}\n{{site.title}}\n"])
        #expect(problems == [
            "template/unknown-variable @ layout.html:1 did you mean '{{page.title}}'?",
            "template/unknown-variable @ layout.html:2 'site' has footer, hasNav, language, logo, modeSwitch, name, nav, repository, tokensStylesheet",
        ])
    }

    @Test func frontMatterKeysAndMetaAreOpen() throws {
        let layout = ["Templates/layout.html": "{{page.author}} {{page.meta.anything.below}} {{#page.tags}}{{.}} {{name}}{{/page.tags}}"]
        #expect(try lint(layout, frontMatterKeys: ["author", "tags"]).isEmpty)
        #expect(try lint(layout).map { $0.prefix(36) } == [
            "template/unknown-variable @ layout.h", "template/unknown-variable @ layout.h", "template/unknown-variable @ layout.h",
        ])
    }

    @Test func partialsAreCheckedWhereTheyAreIncluded() throws {
        let problems = try lint([
            "Templates/layout.html": "{{#breadcrumbs}}{{> entry}}{{/breadcrumbs}}\n{{> entry}}\n{{> footr}}\n",
            "Templates/entry.html": "{{title}}{{#href}}{{> entry}}{{/href}}",
            "Templates/footer.html": "{{site.name}}",
        ])
        // Included at the top level, the entry partial's `title` and `href` mean nothing.
        #expect(problems == [
            "template/unknown-variable @ entry.html:1 did you mean '{{site}}'?",
            "template/unknown-variable @ entry.html:1 see the template values in Stylebook's manual (Templates and theme overrides); front-matter keys are page.KEY",
            "template/missing-partial @ layout.html:3 did you mean '{{> footer}}'?",
        ])
    }

    @Test func transformsAndSetDelimitersAndComments() throws {
        let problems = try lint(["Templates/layout.html": """
            {{! {{notAName}} }}{{uppercased(page.title)}}{{#first(breadcrumbs)}}{{title}}{{/first(breadcrumbs)}}{{count(breadcrumbs)}}
            {{#breadcrumbs}}{{index()}}{{/breadcrumbs}}{{=<% %>=}}<% site.name %><% sitename %>
            <%={{ }}=%>{{shout(page.title)}}
            """])
        #expect(problems.map { String($0.prefix(44)) } == [
            "template/unknown-variable @ layout.html:2 di",
            "template/unknown-transform @ layout.html:3 s",
        ])
    }

    @Test func assetKeysComeFromTheThemeFiles() throws {
        let problems = try lint([
            "Templates/layout.html": "{{assets.site_css}}\n{{assets.site_cs}}\n",
            "Templates/assets/site.css": "body {}\n",
        ])
        #expect(problems == ["template/unknown-variable @ layout.html:2 did you mean '{{assets.site_css}}'?"])
    }

    @Test func tripleMustachesAreLinted() throws {
        #expect(try lint(["Templates/layout.html": "{{{page.contnt}}}{{& page.content}}"])
            == ["template/unknown-variable @ layout.html:1 did you mean '{{page.content}}'?"])
    }

    /// The schema the lint trusts must match what templates actually receive.
    @Test func schemaListsExactlyTheKeysPageContextProduces() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\n## Part\n\n### Sub\n",
            // A description, which is left out of the context when a page has none.
            "Content/guide/index.md": "---\ntitle: Guide\ndescription: What the guide covers\nauthor: me\n---\nText\n",
            "Content/guide/a.md": "# A\n",
            "Content/guide/b.md": "# B\n",
            // Every value of the home layout set.
            "Content/start.md": """
            ---
            layout: home
            hero: {name: N, text: T, tagline: L, image: {src: a.svg, alt: A}, actions: [{theme: brand, text: Go, link: guide/a.md}]}
            features: [{icon: I, title: F, details: D, link: guide/b.md, linkText: More}]
            ---
            Body
            """,
        ])
        defer { site.remove() }
        let pages = site.pages()
        let navigation = Navigation(pages: pages)
        let byRoute = Dictionary(pages.map { ($0.route, $0) }, uniquingKeysWith: { a, _ in a })
        var produced: [String: Set<String>] = [:]
        // Every context the build renders: each page's, and the 404 page's, with the asset manifest merged in.
        let manifest = AssetManifest(assets: [.init(source: "site.css", output: "assets/site.0.css", data: Data())])
        // Every optional site value set, so every declared key is produced.
        let siteValues = SiteValues(name: "S", logo: "logo.svg", footer: "F", nav: [.init(text: "GitHub", url: "https://example.com")],
                                    repository: .init(url: "https://example.com/repo"))
        let templates = try TemplateSet.load(Theme(overrides: site.root.appendingPathComponent("Templates"))).get()
        let sidebars = SidebarCache(navigation: navigation, templates: templates)
        var contexts = [try #require(NotFoundPage(baseURL: "https://example.com/docs/").context(
            contentDirectory: site.options.contentDirectory, navigation: navigation, site: siteValues, pagesByRoute: byRoute,
            sidebars: sidebars, templates: templates))]
        for page in pages {
            let body = MarkdownRendering(resolver: LinkResolver(index: SiteIndex(pages: pages, assets: [], generatedFiles: [])),
                                         directives: .standard, outputs: nil).render(page, document: try #require(page.document))
            contexts.append(PageContext(page: page, body: body, navigation: navigation, site: siteValues, pagesByRoute: byRoute,
                                        sidebars: sidebars).values())
        }
        // A sidebar that lists only the page's own section links to the list of all (`SectionsIndex`).
        let collapsed = SidebarCache(navigation: navigation, templates: templates, limit: 0)
        let page = try #require(pages.first)
        contexts.append(PageContext(page: page, body: SitePipeline.emptyBody, navigation: navigation, site: siteValues,
                                    pagesByRoute: byRoute, sidebars: collapsed).values())
        // And a site with versions, seen from an old version (which has the banner).
        let versions = SiteVersions(entries: [.init(label: "Latest", folder: "", routes: [""]), .init(label: "v1", folder: "v1/", routes: [""])], current: 1)
        for var merged in contexts {
            merged.assets = manifest.templateValues(rootPrefix: "")
            merged.versions = versions.templateValues(route: "", rootPrefix: "")
            Self.collect(try #require(TemplateEncoder.value(merged).mustacheValue as? [String: Any]),
                         as: PageContext.schema.rootType, into: &produced)
        }
        var declared = PageContext.schema.types.mapValues { Set($0.keys) }
        // Front-matter keys reach templates as they are (page.KEY).
        declared[try #require(PageContext.schema.objectType(at: "page"))]?.formUnion(["author", "layout", "hero", "features"])
        declared[try #require(PageContext.schema.objectType(at: "assets"))] = ["site_css"]
        #expect(produced == declared)
    }

    private static func collect(_ value: [String: Any], as type: String, into produced: inout [String: Set<String>]) {
        produced[type, default: []].formUnion(value.keys)
        for (key, child) in value {
            switch PageContext.schema.types[type]?[key] {
            case .object(let childType)?:
                if let object = child as? [String: Any] { collect(object, as: childType, into: &produced) }
            case .list(let childType)?:
                for element in child as? [[String: Any]] ?? [] { collect(element, as: childType, into: &produced) }
            default: break
            }
        }
    }
}
