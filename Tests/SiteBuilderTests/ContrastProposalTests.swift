import Audit
import SiteBuilder
import StylebookKit
import Testing

/// The contrast page shows, beside each failing pair, what `fix contrast` would change: seen
/// in a build that lets failures through (`contrast.build: warning`).
@Suite("Contrast page proposals")
struct ContrastProposalTests {
    static func site(_ system: DesignSystem) async throws -> (TestSite, String) {
        let site = try TestSite(["Content/index.md": "# Home\n"], templates: [:])
        var options = site.options
        options.designSystem = system
        options.contrastBuildSeverity = .warning
        options.roleMatrix = nil
        let report = await site.build(options)
        #expect(report.succeeded, "\(report.errorSummaries)")
        return (site, try #require(site.output("contrast/index.html")))
    }

    @Test func aFailingPairShowsTheChangeThatFixesItAndTheRatioItReaches() async throws {
        let system = DesignSystem(name: "T", tokens: [
            .color("color.palette.gray", "#8A8A8A", role: .palette, "Grey."),
            .color("color.surface.page", light: "#FFFFFF", dark: "#111111", role: .surface, "Page."),
            .color("color.text.muted", light: "{color.palette.gray}", dark: "#AAAAAA", role: .text, "Muted."),
        ], pairs: [.text("color.text.muted", on: "color.surface.page")])
        let (site, page) = try await Self.site(system)
        defer { site.remove() }
        // What fix contrast itself gives, so the page and the command cannot disagree.
        let audit = ContrastAudit(system: system, policy: .standard, sources: ContrastAudit.designSystemSources(matrix: nil))
        guard case .repaired(let changes, let after) = ContrastRepair(audit: audit, canSplitMode: { path, _ in path == "color.text.muted" }).run(),
              let change = changes.first else {
            Issue.record("the system should be repairable")
            return
        }
        #expect(changes.count == 1 && change.token == "color.palette.gray")
        let ratio = try #require(after.checks.first { $0.mode.name == "light" }?.ratio?.display)
        #expect(page.contains("With <code>stylebook fix contrast</code> it reaches \(ratio):"))
        #expect(page.contains("<code>color.palette.gray</code> #8A8A8A → \(change.new.hex)"))
        #expect(!page.contains("contrast-repair-note"))
    }

    @Test func aConflictIsSaidOnceAboveTheTable() async throws {
        // Text on white and on black in one mode, at AAA: no grey does both.
        let system = DesignSystem(name: "T", tokens: [
            .color("color.surface.page", "#FFFFFF", role: .surface, "Page."),
            .color("color.surface.inverse", "#000000", role: .surface, "Inverse."),
            .color("color.text.muted", "#777777", role: .text, "Muted."),
        ], pairs: [.text("color.text.muted", on: "color.surface.page"), .text("color.text.muted", on: "color.surface.inverse")])
        let site = try TestSite(["Content/index.md": "# Home\n"], templates: [:])
        defer { site.remove() }
        var options = site.options
        options.designSystem = system
        options.contrastBuildSeverity = .warning
        options.roleMatrix = nil
        options.contrastPolicy = ContrastPolicy(level: .aaa)
        #expect(await site.build(options).succeeded)
        let page = try #require(site.output("contrast/index.html"))
        #expect(page.components(separatedBy: "class=\"contrast-repair-note\"").count == 2)
        #expect(page.contains("finds no change of lightness after which every check passes"))
        #expect(!page.contains("class=\"contrast-proposal\""))
    }
}
