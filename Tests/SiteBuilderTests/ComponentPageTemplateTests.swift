import Foundation
import Testing
@testable import SiteBuilder
import StylebookKit

/// A component's generated page is the theme's `generated/component.md` (Markdown with
/// directives), replaced like any theme file; under serve an edit of it shows at once.
@Suite("component page template")
struct ComponentPageTemplateTests {
    static let override = """
        ---
        title: {{{title}}}
        ---
        Spec of {{{id}}}{{#hasVariants}} with variants{{/hasVariants}}.

        ```anatomy {{{id}}}
        ```

        """

    private func options(_ site: TestSite) -> BuildOptions {
        var options = site.options
        options.designSystem = FixtureSystem.system
        return options
    }

    @Test func anOverrideMakesEveryComponentPage() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Templates/generated/component.md": Self.override])
        defer { site.remove() }
        let report = await site.build(options(site))
        #expect(report.succeeded, "\(report.diagnostics)")
        for component in FixtureSystem.system.components {
            let page = try #require(site.output("components/\(component.id)/index.html"))
            #expect(page.contains("<p>Spec of \(component.id)\(component.variants.isEmpty ? "" : " with variants").</p>"))
            #expect(page.contains("class=\"component-anatomy\""))
            #expect(!page.contains("When to use it"))
        }
    }

    @Test func anOverrideThatDoesNotParseIsAnErrorAtItsLine() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Templates/generated/component.md": "---\ntitle: x\n---\n{{#id}}open\n"])
        defer { site.remove() }
        let report = await site.build(options(site))
        #expect(report.errorSummaries.contains { $0.hasPrefix("template/syntax-error @ component.md:") }, "\(report.diagnostics)")
        #expect(!site.exists("_site"))
    }

    @Test func serveShowsAnEditedTemplateAsABuildWould() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n"])
        defer { site.remove() }
        var served = options(site)
        served.outputDirectory = site.root.appendingPathComponent("served")
        let session = SiteSession(options: served)
        #expect(await session.start().succeeded)
        let path = "components/\(FixtureSystem.banner.id)/index.html"
        #expect(site.output(path, in: "served")?.contains("When to use it") == true)

        try site.write(Self.override, to: "Templates/generated/component.md")
        let update = await session.update([site.root.appendingPathComponent("Templates/generated/component.md")])
        #expect(update.succeeded, "\(update.diagnostics)")
        #expect(await site.build(options(site)).succeeded)
        let page = try #require(site.output(path, in: "served"))
        #expect(page.contains("<p>Spec of \(FixtureSystem.banner.id)"))
        #expect(page == site.output(path))
    }
}
