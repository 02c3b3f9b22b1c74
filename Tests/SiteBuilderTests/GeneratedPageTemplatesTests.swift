import Foundation
import GeneratorSupport
import ModesFixture
import Testing
@testable import SiteBuilder
import StylebookKit

/// Every generated page's words are a theme template under `generated/` (tokens, contrast, the
/// components' index, the foundations' index and pages, a kind's title and summary), replaced like
/// any theme file; one that does not parse is an error, and serve shows an edit at once.
@Suite("generated page templates")
struct GeneratedPageTemplatesTests {
    static let contrastOverride = """
        ---
        title: Colour pairs
        ---
        Our pairs in {{{modes}}}{{#modeSwitch}}, one mode at a time{{/modeSwitch}}.

        ```contrast
        ```

        """

    private func options(_ site: TestSite) -> BuildOptions {
        var options = site.options
        options.designSystem = FixtureSystem.system
        return options
    }

    /// The generated Markdown the theme at `root` (built-in files under its `Templates/`) makes.
    private func generated(_ system: DesignSystem, templates root: URL) -> GeneratedItems {
        GeneratedItems(outputs: DesignSystemOutputs(system: system, policy: .standard), contentDirectory: root.appendingPathComponent("Content"),
                       theme: Theme(overrides: root.appendingPathComponent("Templates")))
    }

    @Test func anOverrideOfTheContrastPageGivesItsOwnWords() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Templates/generated/contrast.md": Self.contrastOverride])
        defer { site.remove() }
        let report = await site.build(options(site))
        #expect(report.succeeded, "\(report.diagnostics)")
        let page = try #require(site.output("contrast/index.html"))
        #expect(page.contains("<title>Colour pairs</title>"))
        #expect(page.contains("<p>Our pairs in light and dark mode.</p>"))
        #expect(!page.contains("Text needs a contrast ratio"))
        // The other generated pages keep the built-in words.
        #expect(site.output("tokens/index.html")?.contains("Take the format your platform needs") == true)
    }

    @Test func overridesOfTheComponentsAndFoundationsPagesGiveTheirOwnWords() async throws {
        let site = try TestSite([
            "Content/index.md": "# Home\n",
            "Templates/generated/components.md": "---\ntitle: Parts\n---\n{{#components}}\n- [{{{name}}}]({{{id}}}/index.md) ({{{id}}})\n{{/components}}\n",
            "Templates/generated/foundation-summary.md": "{{#colour}}Our palette.{{/colour}}{{^colour}}Other tokens.{{/colour}}\n",
            "Templates/generated/foundation-title.md": "{{#colour}}Color{{/colour}}{{^colour}}Kind{{/colour}}\n",
        ])
        defer { site.remove() }
        let report = await site.build(options(site))
        #expect(report.succeeded, "\(report.diagnostics)")
        let components = try #require(site.output("components/index.html"))
        #expect(components.contains("<title>Parts</title>"))
        #expect(components.contains("<a href=\"../components/inline-banner/\">Inline banner</a> (inline-banner)"))
        #expect(!components.contains("What it is for"))
        // One sentence per kind, said alike by the index and the kind's page.
        let index = try #require(site.output("foundations/index.html"))
        #expect(index.contains("<a href=\"../foundations/colour/\">Color</a>: Our palette."))
        let colour = try #require(site.output("foundations/colour/index.html"))
        #expect(colour.contains("<title>Color</title>"))
        #expect(colour.contains("<p>Our palette.</p>"))
        #expect(site.output("foundations/spacing/index.html")?.contains("<p>Other tokens.</p>") == true)
    }

    @Test func theBuiltInTemplatesSpeakOfTheSystemsModes() throws {
        let site = try TestSite([:], templates: [:])
        defer { site.remove() }
        let modes = generated(ModesFixture.system, templates: site.root)
        let plain = generated(FixtureSystem.system, templates: site.root)
        #expect(modes.problems.isEmpty && plain.problems.isEmpty)
        func text(_ made: GeneratedItems, _ path: String) -> String {
            made.items.first { $0.relativePath == path }?.generatedText ?? ""
        }
        #expect(text(modes, "tokens/index.md").hasSuffix("## Modes\n\nColour tokens carry a value for each of the modes light, light+zen, light+increased, light+increased+zen, dark, dark+zen, dark+increased and dark+increased+zen. Each format carries them in its platform's own mechanism."))
        #expect(text(plain, "tokens/index.md").contains("```\n\n## Light and dark\n\nColour tokens carry a light and a dark value."))
        #expect(text(modes, "components/index.md").contains("in every mode, lists"))
        #expect(text(plain, "components/index.md").contains("in light and dark mode, lists"))
        #expect(text(modes, "foundations/colour.md").hasPrefix("---\ntitle: Colour\ndescription: \"Every colour token with its value in each mode"))
        // The list of kinds gives each the summary its own page has.
        #expect(text(modes, "foundations/index.md").contains("- [Colour](colour.md): Every colour token with its value in each mode and the contrast of text on it.\n"))
        #expect(text(plain, "foundations/index.md").contains("- [Colour](colour.md): Every colour token with its light and dark value and the contrast of text on it.\n"))
        #expect(text(plain, "foundations/colour.md").contains("---\nEvery colour token with its light and dark value and the contrast of text on it.\n\n## `color.border`\n\n```tokens color.border\n```\n"))
    }

    @Test func aTemplateThatDoesNotParseLeavesOutOnlyItsPages() throws {
        let site = try TestSite(["Templates/generated/foundation.md": "---\ntitle: {{title}}\n---\n{{#sections}}open\n"], templates: [:])
        defer { site.remove() }
        let made = generated(FixtureSystem.system, templates: site.root)
        #expect(made.problems.map(\.id) == [DiagnosticKind.templateSyntaxError.id])
        #expect(made.problems.first?.location?.path.hasSuffix("Templates/generated/foundation.md") == true)
        let paths = Set(made.items.map(\.relativePath))
        #expect(!paths.contains("foundations/colour.md"))
        #expect(paths.isSuperset(of: ["foundations/index.md", "tokens/index.md", "contrast/index.md", "components/index.md"]))
    }

    /// A template that does not parse: the section left open. Component and contrast pages alike.
    @Test(arguments: [("component.md", "{{#id}}open"), ("contrast.md", "{{#modeSwitch}}open")])
    func anOverrideThatDoesNotParseIsAnErrorAndNothingIsWritten(template: String, body: String) async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Templates/generated/\(template)": "---\ntitle: x\n---\n\(body)\n"])
        defer { site.remove() }
        let report = await site.build(options(site))
        #expect(report.errorSummaries.contains { $0.hasPrefix("template/syntax-error @ \(template):") }, "\(report.diagnostics)")
        #expect(!site.exists("_site"))
    }

    /// Each template's page under serve: the built-in words, then the override's, as a build writes them.
    static let edits = [
        (template: "component.md", page: "components/\(FixtureSystem.banner.id)/index.html", builtIn: "When to use it",
         override: ComponentPageTemplateTests.override, expected: "<p>Spec of \(FixtureSystem.banner.id)"),
        (template: "contrast.md", page: "contrast/index.html", builtIn: "Text needs a contrast ratio",
         override: contrastOverride, expected: "<p>Our pairs in light and dark mode.</p>"),
    ]

    @Test(arguments: edits.indices)
    func serveShowsAnEditedTemplateAsABuildWould(edit: Int) async throws {
        let (template, path, builtIn, override, expected) = Self.edits[edit]
        let site = try TestSite(["Content/index.md": "# Home\n"])
        defer { site.remove() }
        var served = options(site)
        served.outputDirectory = site.root.appendingPathComponent("served")
        let session = SiteSession(options: served)
        #expect(await session.start().succeeded)
        #expect(site.output(path, in: "served")?.contains(builtIn) == true)

        try site.write(override, to: "Templates/generated/\(template)")
        let update = await session.update([site.root.appendingPathComponent("Templates/generated/\(template)")])
        #expect(update.succeeded, "\(update.diagnostics)")
        #expect(await site.build(options(site)).succeeded)
        let page = try #require(site.output(path, in: "served"))
        #expect(page.contains(expected))
        #expect(page == site.output(path))
    }
}
