import Foundation
import Testing
@testable import SiteBuilder
import StylebookKit

@Suite("Generated component and foundation pages")
struct GeneratedPagesTests {
    private func build() async throws -> (TestSite, BuildReport) {
        let site = try TestSite(["Content/index.md": "Home: [components](components/index.md), [foundations](foundations/index.md).\n"])
        var options = site.options
        options.designSystem = FixtureSystem.system
        return (site, await site.build(options))
    }

    @Test func everyComponentHasAPageLinkedFromTheIndexAndTheSidebar() async throws {
        let (site, report) = try await build()
        defer { site.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let index = try #require(site.output("components/index.html"))
        let home = try #require(site.output("index.html"))
        for component in FixtureSystem.system.components {
            let page = try #require(site.output("components/\(component.id)/index.html"), "\(component.id)")
            #expect(page.contains("<title>\(component.name)</title>"))
            #expect(page.contains("class=\"component-preview\""))
            #expect(page.contains("class=\"component-anatomy\""))
            #expect(page.contains("<code>\(component.platforms.swiftUI)</code>"))
            #expect(index.contains("<td><a href=\"../components/\(component.id)/\">\(component.name)</a></td>"))
            // The sidebar opens the components section on its pages and marks the current one.
            #expect(page.contains("<a href=\"../../components/\(component.id)/\" aria-current=\"page\">\(component.name)</a>"), "sidebar link to \(component.id)")
            #expect(index.contains("<a href=\"../components/\(component.id)/\">\(component.name)</a></li>"), "sidebar link to \(component.id)")
        }
        // Resolved like any page link from hand-written Markdown.
        #expect(home.contains("<a href=\"components/\">components</a>"))
    }

    @Test func foundationPagesCoverEveryKindTheSystemDeclares() async throws {
        let (site, report) = try await build()
        defer { site.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        for page in ["colour", "spacing", "radius", "opacity", "typography", "motion", "icons"] {
            #expect(site.output("foundations/\(page)/index.html") != nil, "\(page)")
        }
        let colour = try #require(site.output("foundations/colour/index.html"))
        #expect(colour.contains("21.06:1 on the page") || colour.contains(":1 body text on it"))
        let motion = try #require(site.output("foundations/motion/index.html"))
        #expect(motion.contains("300 ms, cubic-bezier(0.42, 0, 0.58, 1)"))
        #expect(!motion.contains("@keyframes") && !motion.contains("animation:"))
    }

    @Test func aSystemWithoutComponentsGetsNoComponentPages() async throws {
        let site = try TestSite(["Content/index.md": "Home\n"])
        defer { site.remove() }
        var options = site.options
        options.designSystem = DesignSystem(name: "Bare", tokens: FixtureSystem.tokens)
        #expect(await site.build(options).succeeded)
        #expect(site.output("components/index.html") == nil)
        #expect(site.output("foundations/index.html") != nil)
    }
}
