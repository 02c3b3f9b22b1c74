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

    // A template that does not parse, and an edit under serve: GeneratedPageTemplatesTests, for every generated page's template.
}
