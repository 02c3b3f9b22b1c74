import Foundation
import Testing
@testable import SiteBuilder

/// The fast template renderer must give exactly what swift-mustache gives, or step aside.
@Suite("compiled templates")
struct CompiledTemplatesTests {
    private func templateSet(_ templates: [String: String], builtIn: URL? = nil) throws -> TemplateSet {
        let site = try TestSite([:], templates: templates.mapKeys { "Templates/" + $0 })
        defer { site.remove() }
        let theme = Theme(overrides: site.root.appendingPathComponent("Templates"), builtIn: builtIn)
        return try TemplateSet.load(theme).get()
    }

    /// Renders with both and expects the compiled renderer to take part and agree.
    private func expectSame(_ templates: TemplateSet, _ context: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let compiled = try #require(templates.compiled, sourceLocation: sourceLocation)
        let fast = try #require(compiled.render(context, template: TemplateSet.layoutName), sourceLocation: sourceLocation)
        #expect(fast == templates.library.render(context, withTemplate: TemplateSet.layoutName), sourceLocation: sourceLocation)
    }

    private static var pageContexts: [[String: Any]] {
        let outline: [[String: Any]] = [
            ["text": "Tokens & <roles>", "id": "tokens", "level": 2, "isSubsection": false],
            ["text": "Ça \"marche\" l'été", "id": "ca", "level": 3, "isSubsection": true],
        ]
        let site: [String: Any] = [
            "name": "Acme <DS>", "language": "en", "logo": false, "footer": "© Acme", "hasNav": true,
            "nav": [["text": "GitHub", "url": "https://example.com/?a=1&b=2"]], "repository": false,
            "tokensStylesheet": "../tokens/tokens.css",
        ]
        let page: [String: Any] = [
            "title": "Colour \"roles\"", "description": "", "url": "guide/colour", "source": "guide/colour.md",
            "content": "<h2 id=\"tokens\">Tokens</h2>\n<p>Body &amp; more</p>\n", "showTitle": true, "editURL": false,
            "outline": outline, "hasOutline": true, "wide": false, "meta": ["order": 3, "weight": 1.5, "tags": ["a", "b"]],
        ]
        let full: [String: Any] = [
            "site": site, "page": page, "root": "../", "isHome": false, "sidebar": "<ul><li>x</li></ul>",
            "breadcrumbs": [["title": "Guide", "href": "../guide/"], ["title": "Colour", "href": false]] as [[String: Any]],
            "hasBreadcrumbs": true, "previous": ["title": "Intro", "href": "../intro/"], "hasPager": true,
            "assets": ["site_css": "../assets/site.abc.css", "site_js": "../assets/site.abc.js", "favicon_svg": "../assets/favicon.svg"],
        ]
        var bare = full
        bare["breadcrumbs"] = [[String: Any]]()
        bare["hasBreadcrumbs"] = false
        bare["previous"] = nil
        bare["hasPager"] = false
        bare["isHome"] = true
        var barePage = page
        barePage["outline"] = [[String: Any]]()
        barePage["hasOutline"] = false
        barePage["editURL"] = "https://example.com/edit"
        barePage["description"] = "A page about <colour>."
        bare["page"] = barePage
        return [full, bare]
    }

    @Test func theBuiltInThemeRendersAsSwiftMustacheDoes() throws {
        guard let builtIn = Theme.builtInDirectory else {
            Issue.record("the built-in theme's resource folder is missing")
            return
        }
        let templates = try templateSet([:], builtIn: builtIn)
        for context in Self.pageContexts { try expectSame(templates, context) }
    }

    @Test func standaloneLinesIndentationAndLookupsMatch() throws {
        let templates = try templateSet([
            "layout.html": """
                <ul>
                  {{#page.outline}}
                  <li>{{text}} {{level}} {{root}} {{page.title}}{{#isSubsection}} sub{{/isSubsection}}</li>
                  {{/page.outline}}
                </ul>
                  {{> part}}
                {{! a comment on its own line }}
                x {{> part}} y
                {{^page.outline}}none{{/page.outline}}{{^missing}}no value{{/missing}}
                {{#page.meta}}{{order}}/{{weight}}/{{tags}}{{/page.meta}} {{#page.meta.tags}}[{{.}}]{{/page.meta.tags}}
                {{{page.content}}}{{&page.title}} {{ page.title }} {{.page}} {{nothing.here}} {{> missing}}
                {{#isHome}}home{{/isHome}}{{^isHome}}not home{{/isHome}} {{#site}}{{name}}{{/site}}\r
                \t{{#breadcrumbs}}
                \t{{title}}{{#href}}→{{href}}{{/href}}
                \t{{/breadcrumbs}}
                end {{#site.nav}}{{text}} {{url}}{{/site.nav}}
                """,
            "part.html": "line one {{page.title}}\n{{#page.outline}}\n  nested {{id}}\n{{/page.outline}}\n  last\n",
        ])
        for context in Self.pageContexts { try expectSame(templates, context) }
    }

    /// Values other than strings, flags, dictionaries and lists of dictionaries take the same
    /// branches as in swift-mustache: a null stops the lookup yet renders as missing, a struct's
    /// fields are found by name, other sequences are iterated, an empty list of any type is empty.
    @Test func valuesOfEveryOtherKindMatch() throws {
        struct Card { var title: String; var note: String?; var count: Int }
        let templates = try templateSet([
            "layout.html": """
                [{{gap}}]{{#gap}}shown{{/gap}}{{^gap}}hidden{{/gap}} {{#inner}}[{{gap}}]{{/inner}}
                {{#card}}{{title}} {{note}} {{count}}{{/card}} {{card.title}} {{card.note}} {{card.missing}}
                {{#words}}<{{.}}>{{/words}}{{^none}}no words{{/none}} {{#set}}{{.}}{{/set}} {{words}} {{none}}
                {{#number}}n={{.}}{{/number}} {{number}} {{ratio}} {{#ratio}}{{.}}{{/ratio}} {{maybe}} {{#flag}}{{.}}{{/flag}}
                {{#cards}}{{title}};{{/cards}} {{#outer}}{{#inner}}{{gap}}|{{name}}{{/inner}}{{/outer}}
                """,
        ])
        let context: [String: Any] = [
            "gap": NSNull(), "inner": ["name": "inner"], "outer": ["gap": "outer gap", "inner": ["gap": NSNull(), "name": "n"]],
            "card": Card(title: "A & B", note: "with <note>", count: 3), "cards": [Card(title: "one", note: nil, count: 1)],
            "words": ["alpha", "<beta>"], "none": [String](), "set": Set(["only"]), "number": 42, "ratio": 1.5,
            "maybe": Optional<String>.some("wrapped") as Any, "flag": true,
        ]
        try expectSame(templates, context)
    }

    @Test func featuresItLeavesToSwiftMustacheFallBack() throws {
        for layout in ["{{=<% %>=}}<% root %>", "{{uppercased(root)}}", "{{%CONTENT_TYPE:TEXT}}{{root}}",
                       "{{<part}}{{$b}}x{{/b}}{{/part}}", "{{>*root}}"] {
            let templates = try templateSet(["layout.html": layout, "part.html": "{{$b}}default{{/b}}"])
            #expect(templates.compiled == nil, "\(layout)")
            #expect(templates.render(TemplateValue(Self.pageContexts[0])) == templates.library.render(Self.pageContexts[0], withTemplate: "layout"))
        }
    }
}

private extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
