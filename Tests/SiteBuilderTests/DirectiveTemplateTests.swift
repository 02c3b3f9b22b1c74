import Foundation
import ModesFixture
import Testing
@testable import SiteBuilder
import StylebookKit

/// Directives render through the theme's `directives/NAME.html`, which a project overrides
/// like any theme file; each template's values match its documented schema.
@Suite("Directive templates")
struct DirectiveTemplateTests {
    private static let everyDirective = """
        # All

        ```tokens color.state
        ```

        ```tokens spacing
        ```

        ```tokens shadow
        ```

        ```component inline-banner
        ```

        ```component status-row
        ```

        ```anatomy inline-banner
        ```

        ```anatomy status-row
        ```

        ```contrast
        ```

        ```contrast inline-banner
        ```

        ```do-dont
        do: Say what went wrong
        dont: Blame the person
        ```

        ```token-downloads
        ```

        ```changes
        ```
        """

    @Test func aProjectOverridesADirectiveTemplateAndACSSRule() async throws {
        let builtIn = try #require(Theme.builtInDirectory)
        let css = try String(contentsOf: builtIn.appendingPathComponent("assets/site.css"), encoding: .utf8)
        let rule = ".do-dont-dont { border-style: dashed; }"
        #expect(css.contains(rule))
        let site = try TestSite([
            "Content/index.md": "# Advice\n\n```do-dont\ndo: Say what went wrong\ndont: Blame the person\n```\n",
            "Templates/directives/do-dont.html": "<ol class=\"team-advice\">{{#panels}}{{#items}}<li data-kind=\"{{kind}}\">{{text}}</li>{{/items}}{{/panels}}</ol>\n",
            "Templates/assets/site.css": css.replacingOccurrences(of: rule, with: ".do-dont-dont { border-style: dotted; }"),
        ], templates: [:])
        defer { site.remove() }
        var options = site.options
        options.designSystem = FixtureSystem.system
        let report = await site.build(options)
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("index.html"))
        #expect(html.contains("<ol class=\"team-advice\"><li data-kind=\"do\">Say what went wrong</li><li data-kind=\"dont\">Blame the person</li></ol>"))
        #expect(!html.contains("class=\"do-dont\""))
        let stylesheets = try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("_site/assets").path)
            .filter { $0.hasPrefix("site.") && $0.hasSuffix(".css") }
        let published = try #require(stylesheets.first.flatMap { site.output("assets/\($0)") })
        #expect(published.contains(".do-dont-dont { border-style: dotted; }"))
        #expect(html.contains("assets/\(stylesheets[0])"))
    }

    @Test func anOverrideNamingAValueTheDirectiveDoesNotProvideIsAnError() async throws {
        let site = try TestSite([
            "Content/index.md": "# Advice\n",
            "Templates/directives/do-dont.html": "{{#panels}}{{titel}}{{/panels}}\n",
        ])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.errorSummaries == ["template/unknown-variable @ do-dont.html:1"])
        #expect(report.diagnostics.first?.hint == "did you mean '{{title}}'?")
    }

    @Test func theBuiltInDirectiveTemplatesLintClean() throws {
        let builtIn = try #require(Theme.builtInDirectory)
        let theme = Theme(overrides: builtIn.appendingPathComponent("none"), builtIn: builtIn)
        for (template, _) in DirectiveRegistry.standard.templateSchemas {
            #expect(theme.file(template + ".html") != nil, "\(template)")
        }
        #expect(TemplateLint.check(theme, frontMatterKeys: []).isEmpty)
    }

    /// A theme that lacks a directive's template (a broken installation) does not load, naming
    /// the file, rather than leave the directive's blocks blank or worded by the Swift.
    @Test func aThemeWithoutADirectivesTemplateIsAnError() async throws {
        let builtIn = try #require(Theme.builtInDirectory)
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: builtIn, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.removeItem(at: copy.appendingPathComponent("directives/do-dont.html"))
        let site = try TestSite(["Content/index.md": "# Advice\n\n```do-dont\ndo: Say what went wrong\ndont: Blame the person\n```\n"],
                                templates: [:])
        defer { site.remove() }
        var options = site.options
        options.builtInTheme = copy
        let report = await site.build(options)
        #expect(report.errorSummaries == ["template/missing-partial @ -"])
        #expect(report.diagnostics.first?.message.hasSuffix("/directives/do-dont.html' exists") == true)
        #expect(!report.wroteOutput)
    }

    /// What every directive passes to its template is exactly what its schema documents.
    @Test func valuesMatchEachDirectivesSchema() throws {
        let site = try TestSite(["Content/page.md": Self.everyDirective])
        defer { site.remove() }
        let page = try #require(site.pages().first)
        var produced: [String: [String: Set<String>]] = [:]
        // A light | dark system, a multi-mode one (which alone gets mode switches) and one with a
        // deprecated token (which alone gets a deprecation and a link to its replacement) and a
        // shadow (which alone has layers).
        var deprecating = FixtureSystem.system
        deprecating.tokens.append(.dimension("spacing.gap", 12, "Old gap.", deprecated: .init("Renamed.", replacedBy: "spacing.md", removedIn: "2.0")))
        deprecating.tokens.append(.shadow("shadow.card", [ShadowLayer(color: SRGBColor(hex: "#00000033")!, offsetX: 0, offsetY: 1, blur: 2)], "Cards."))
        var outputsToCheck = [FixtureSystem.system, ModesFixture.system, deprecating].map { DesignSystemOutputs(system: $0, policy: .standard) }
        // A failing system, whose contrast page shows `fix contrast`'s proposals; and the notes a
        // conflict gives, with and without a repair of the declared pairs alone (set by hand:
        // each would otherwise need a system of its own).
        let failing = DesignSystem(name: "F", tokens: [
            .color("color.surface.page", "#FFFFFF", role: .surface, "Page."),
            .color("color.text.muted", "#8A8A8A", role: .text, "Muted."),
        ], pairs: [.text("color.text.muted", on: "color.surface.page")])
        let repaired = DesignSystemOutputs(system: failing, policy: .standard, roleMatrix: nil)
        let failure = repaired.audit.checks.first { $0.isFailure }
        let check = try #require(failure)
        var conflicting = repaired
        conflicting.repair = .conflict(check: check, reason: "no lightness", constraints: [check.name, "another check"])
        conflicting.repairWithoutMatrix = repaired.repair
        var conflictingTwice = conflicting
        conflictingTwice.repairWithoutMatrix = conflicting.repair
        outputsToCheck += [repaired, conflicting, conflictingTwice]
        // A version with one of every change since the one before, and a token history.
        outputsToCheck.append(DesignSystemOutputs(system: VersionChangesTests.head, policy: .standard,
                                                  changes: VersionChangesTests.changes, tokenHistory: VersionChangesTests.history))
        for outputs in outputsToCheck {
            let context = DirectiveContext(outputs: outputs, rootPrefix: "../")
            try #require(page.document).root.forEach { node in
                guard case .codeBlock(let info, let literal) = node.kind,
                      let (directive, argument) = DirectiveRegistry.standard.directive(forInfo: info),
                      let values = directive.values(argument: argument, body: literal, context: context) else { return }
                let schema = type(of: directive).templateSchema
                let encoded = try #require(TemplateEncoder.value(values).mustacheValue as? [String: Any])
                Self.collect(encoded, as: schema.rootType, schema: schema, into: &produced[type(of: directive).name, default: [:]])
            }
        }
        for (template, schema) in DirectiveRegistry.standard.templateSchemas {
            let name = String(template.dropFirst("directives/".count))
            #expect(produced[name] == schema.types.mapValues { Set($0.keys) }, "\(name)")
        }
    }

    @Test func tokenEntriesAreAnchorsThatLinksAndSearchFind() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n\nSee [danger](page.md#token-color-state-danger).\n",
            "Content/page.md": "# Colours\n\n```tokens color.state\n```\n",
        ])
        defer { site.remove() }
        var options = site.options
        options.designSystem = FixtureSystem.system
        let report = await site.build(options)
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("page/index.html"))
        #expect(html.contains("<section class=\"token-entry\" id=\"token-color-state-danger\""))
        #expect(html.contains("<dt>Android resource</dt><dd><code>@color/fixture_color_state_danger</code>"))
        let chunk = try #require(site.output("search/pages/0.json"))
        #expect(chunk.contains("[\"token-color-state-danger\",\"color.state.danger\"]"))
    }

    private static func collect(_ value: [String: Any], as type: String, schema: TemplateSchema,
                                into produced: inout [String: Set<String>]) {
        produced[type, default: []].formUnion(value.keys)
        for (key, child) in value {
            switch schema.types[type]?[key] {
            case .object(let childType)?:
                if let object = child as? [String: Any] { collect(object, as: childType, schema: schema, into: &produced) }
            case .list(let childType)?:
                for element in child as? [[String: Any]] ?? [] { collect(element, as: childType, schema: schema, into: &produced) }
            default: break
            }
        }
    }
}
