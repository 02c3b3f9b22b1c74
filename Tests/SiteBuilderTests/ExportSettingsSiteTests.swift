import Exporters
import Foundation
import Testing
@testable import SiteBuilder
import StylebookKit

/// The build's export settings reach the exported files and the pages that style with them.
@Suite("Export settings in a build")
struct ExportSettingsSiteTests {
    private func build(_ markdown: String, system: DesignSystem = FixtureSystem.system, settings: ExportSettings) async throws -> (TestSite, BuildReport) {
        let site = try TestSite(["Content/index.md": "Home\n", "Content/page.md": markdown])
        var options = site.options
        options.designSystem = system
        options.exportSettings = settings
        return (site, await site.build(options))
    }

    private func matches(_ pattern: String, in text: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return Set(regex.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    @Test func previewsAndSamplesUseThePrefixedPropertiesTheCSSDeclares() async throws {
        let (site, report) = try await build("# Page\n\n```component inline-banner\n```\n\n```tokens spacing\n```\n\n```tokens color.state\n```\n",
                                             settings: ExportSettings(cssPrefix: "acme"))
        defer { site.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("page/index.html"))
        let css = try #require(site.output("tokens/css/tokens.css"))
        let used = matches(#"var\((--[a-z0-9-]+)\)"#, in: html)
        #expect(used.count > 5)
        #expect(used.allSatisfy { $0.hasPrefix("--acme-") }, "\(used)")
        #expect(used.isSubset(of: matches(#"(--[a-z0-9-]+):"#, in: css)))
    }

    @Test func onlyTheChosenFormatsAreWritten() async throws {
        let (site, report) = try await build("# Page\n", settings: ExportSettings(formats: ["css", "android"]))
        defer { site.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let files = site.files().filter { $0.hasPrefix("tokens/") && $0.split(separator: "/").count > 2 }
        #expect(Set(files.map { $0.split(separator: "/")[1] }) == ["css", "android"])
    }

    @Test func twoTokensWithOneExportedNameFailTheBuildAtTheirDeclaration() async throws {
        var system = FixtureSystem.system
        system.tokens.append(.dimension("spacing-md", 13, "Clashes with spacing.md in every format."))
        let (site, report) = try await build("# Page\n", system: system, settings: ExportSettings())
        defer { site.remove() }
        #expect(!report.succeeded)
        let collisions = report.diagnostics.filter { $0.id == "exports/name-collision" }
        #expect(collisions.contains { $0.message.contains("'spacing.md' and 'spacing-md' both become the CSS custom property '--spacing-md'") })
        #expect(collisions.allSatisfy { $0.location?.line != nil })
    }

    /// `check` is the build without the write: what stops the exports fails it too.
    @Test func checkReportsWhatStopsTheExports() async throws {
        var system = FixtureSystem.system
        system.tokens.append(.dimension("spacing-md", 13, "Clashes with spacing.md in every format."))
        let site = try TestSite(["Content/index.md": "Home\n"])
        defer { site.remove() }
        var options = site.options
        options.designSystem = system
        let pages = await SiteBuild(options: options).check(includeDesignSystem: false)
        #expect(pages.exportDiagnostics.contains { $0.id == "exports/name-collision" })
        var action = CheckAction(system: system, root: site.root.path)
        action.audit = pages.audit
        action.exportDiagnostics = pages.exportDiagnostics
        let report = action.run()
        #expect(report.exitCode == 1)
        #expect(report.diagnostics.contains { $0.id == "exports/name-collision" && $0.message.contains("'--spacing-md'") })
        #expect(site.files().isEmpty || !site.files().contains { $0.hasPrefix("tokens/") })
    }
}
