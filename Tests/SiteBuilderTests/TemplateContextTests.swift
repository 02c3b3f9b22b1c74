import Foundation
import Testing
@testable import SiteBuilder

/// Typed template values: how they reach Mustache, and the schema the lint reads from them.
@Suite("template contexts")
struct TemplateContextTests {
    struct Link: TemplateContext {
        var title: String
        var href: String?
    }

    struct Entry: TemplateContext {
        var title: String
        var children: [Entry]
        var parent: Link?
    }

    struct Page: TemplateContext {
        var title: String
        var href: String
        var count: Int
        var ratio: Double
        var isWide: Bool
        var links: [Link]
        var tags: [String]
        var next: Link?
        var entries: [Entry]
        var meta: FrontMatterFields
    }

    private func templates(_ layout: String) throws -> TemplateSet {
        let site = try TestSite([:], templates: ["Templates/layout.html": layout])
        defer { site.remove() }
        return try TemplateSet.load(Theme(overrides: site.root.appendingPathComponent("Templates"))).get()
    }

    private let page = Page(
        title: "Outer", href: "../", count: 3, ratio: 1.5, isWide: false,
        links: [Link(title: "Home", href: "./"), Link(title: "Draft", href: nil)], tags: ["a", "<b>"], next: nil,
        entries: [Entry(title: "Guide", children: [Entry(title: "Intro", children: [], parent: nil)], parent: Link(title: "Top", href: nil))],
        meta: FrontMatterFields(["author": .string("me"), "order": .int(2)]))

    /// A nil is false, not absent: `{{#href}}` inside a link must not find an enclosing `href`,
    /// and `{{^title}}` must not find the page's title.
    @Test func aNilIsFalseSoTheLookupStopsThere() throws {
        let set = try templates("""
            {{#links}}{{title}}:{{#href}}{{href}}{{/href}}{{^href}}none{{/href}};{{/links}} \
            {{#next}}next{{/next}}{{^next}}last{{/next}} {{#entries}}{{#parent}}{{^href}}{{title}} unlinked{{/href}}{{/parent}}{{/entries}}
            """)
        #expect(set.render(page) == "Home:./;Draft:none; last Top unlinked")
    }

    /// Numbers print as Swift prints them, lists iterate, open objects keep their keys, and the
    /// fast renderer and swift-mustache agree on the encoded values.
    @Test func valuesRenderAsSwiftMustacheWouldRenderThem() throws {
        let layout = """
            {{title}} {{count}} {{ratio}} {{#isWide}}wide{{/isWide}}{{^isWide}}narrow{{/isWide}} \
            {{#tags}}[{{.}}]{{/tags}} {{meta.author}} {{meta.order}} \
            {{#entries}}{{title}}({{#children}}{{title}}{{/children}}){{/entries}}
            """
        let set = try templates(layout)
        let value = TemplateEncoder.value(page)
        let fast = try #require(set.compiled?.render(value, template: TemplateSet.layoutName))
        #expect(fast == "Outer 3 1.5 narrow [a][&lt;b&gt;] me 2 Guide(Intro)")
        #expect(fast == set.library.render(value.mustacheValue, withTemplate: TemplateSet.layoutName))
    }

    /// Every stored property is a field, with its kind; a recursive list refers to its own type;
    /// an optional struct is an object; a list of strings is a value; front matter is open.
    @Test func theSchemaIsReadFromTheTypes() throws {
        let schema = TemplateSchema(deriving: Page.self)
        let root = try #require(schema.types[schema.rootType])
        #expect(Set(root.keys) == ["title", "href", "count", "ratio", "isWide", "links", "tags", "next", "entries", "meta"])
        #expect(root["title"] == .value && root["count"] == .value && root["isWide"] == .value && root["tags"] == .value)
        #expect(root["meta"] == .open)
        guard case .list(let link)? = root["links"], case .object(let next)? = root["next"], case .list(let entry)? = root["entries"] else {
            Issue.record("links, next and entries are not lists and objects: \(root)")
            return
        }
        #expect(link == next)
        #expect(schema.types[link] == ["title": .value, "href": .value])
        #expect(schema.types[entry] == ["title": .value, "children": .list(entry), "parent": .object(link)])
        #expect(schema.objectType(at: "next") == link)
        #expect(schema.objectType(at: "title") == nil)
    }

    /// The lint checks a theme against the derived schema: a misspelt field is reported.
    @Test func theLintRejectsANameTheTypeDoesNotHave() throws {
        let site = try TestSite([:], templates: ["Templates/layout.html": "{{#links}}{{titel}}{{/links}}"])
        defer { site.remove() }
        let theme = Theme(overrides: site.root.appendingPathComponent("Templates"))
        let problems = TemplateLint.check(theme, frontMatterKeys: [], schema: TemplateSchema(deriving: Page.self), directives: DirectiveRegistry(directives: []))
        #expect(problems.map(\.kind) == [.templateUnknownVariable], "\(problems)")
        #expect(problems.first?.hint?.contains("title") == true, "\(problems)")
    }
}
