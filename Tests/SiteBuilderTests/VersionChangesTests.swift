import Foundation
import StylebookKit
import Testing
@testable import SiteBuilder

/// A versioned site's changes page and `changes` directive (what `stylebook diff` says between
/// the version before and this one), and the tokens pages' "since" and "deprecated in" badges.
@Suite("version changes")
struct VersionChangesTests {
    /// v1.0.0: the version before.
    static let base = DesignSystem(name: "Harbour", tokens: [
        .color("color.palette.white", "#FFFFFF", role: .palette, "White."),
        .color("color.palette.ink", "#0F172A", role: .palette, "Ink."),
        .color("color.surface.default", light: "{color.palette.white}", dark: "{color.palette.ink}", role: .surface, "Page."),
        .color("color.text.primary", light: "{color.palette.ink}", dark: "{color.palette.white}", role: .text, "Body text."),
        .color("color.text.muted", light: "#475569", dark: "#CBD5E1", role: .text, "Captions."),
        .color("color.text.legacy", "#1F2937", role: .text, "Old body text."),
        .color("color.text.link", "#1D4ED8", role: .text, "Links."),
        .dimension("spacing.md", 12, "Gap."),
        .opacity("opacity.overlay", 0.5, "Scrim."),
    ], components: [note(text: "color.text.primary")])

    /// v2.0.0, this build: `subtle` added, `legacy` removed, `link` renamed `action`, `muted`
    /// lighter in light mode (so it newly fails on the page), `spacing.md` deprecated and
    /// `opacity.overlay` a number now.
    static let head = DesignSystem(name: "Harbour", tokens: [
        .color("color.palette.white", "#FFFFFF", role: .palette, "White."),
        .color("color.palette.ink", "#0F172A", role: .palette, "Ink."),
        .color("color.surface.default", light: "{color.palette.white}", dark: "{color.palette.ink}", role: .surface, "Page."),
        .color("color.text.primary", light: "{color.palette.ink}", dark: "{color.palette.white}", role: .text, "Body text."),
        .color("color.text.muted", light: "#9CA3AF", dark: "#CBD5E1", role: .text, "Captions."),
        .color("color.text.subtle", light: "#334155", dark: "#E2E8F0", role: .text, "Quiet text."),
        .color("color.text.action", "#1D4ED8", role: .text, "Links."),
        .dimension("spacing.md", 12, "Gap.", deprecated: .init("Use the layout grid.", removedIn: "3.0.0")),
        .number("opacity.overlay", 0.5, "Scrim."),
    ], components: [note(text: "color.text.muted")])

    static func note(text: TokenPath) -> ComponentSpec {
        ComponentSpec(id: "note", name: "Note", summary: "A note.", whenToUse: ["Asides."], whenNotToUse: ["Errors."],
                      anatomy: .container("box", "The box.", [.background("color.surface.default")], children: [
                          .text("text", "Words.", sample: "Hi", [.foreground(text)]),
                      ]),
                      accessibility: ComponentAccessibility(label: "Note", liveRegion: .off, focus: "None."),
                      platforms: PlatformNames(swiftUI: "Note", compose: "Note", css: ".note"))
    }

    static let changes = VersionChanges(label: "v2.0.0", baseLabel: "v1.0.0", base: base)

    /// The head system, its contrast failures warnings (the new failure must not stop the build).
    func options(_ site: TestSite, changes: VersionChanges? = Self.changes, history: TokenHistory? = nil) -> BuildOptions {
        var options = site.options
        options.designSystem = Self.head
        options.contrastBuildSeverity = .warning
        options.changes = changes
        options.tokenHistory = history
        return options
    }

    /// From the directive's first paragraph to the end of the page's content.
    static func changesBlock(_ html: String) -> Substring? {
        guard let start = html.range(of: "<p class=\"changes-summary\">"), let end = html.range(of: "</main>") else { return nil }
        return html[start.lowerBound..<end.lowerBound]
    }

    @Test func theChangesPageNamesEachChangeWithItsValues() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n"])
        defer { site.remove() }
        let report = await site.build(options(site))
        #expect(report.errorSummaries.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.output("changes/index.html"))
        #expect(page.contains("<title>Changes in v2.0.0</title>"))
        #expect(page.contains("<p class=\"changes-summary\">Since v1.0.0: 1 pair newly fails contrast, 1 value changed, 4 other contrast changes, 1 token added, 1 token removed, 1 token renamed, 1 type changed, 1 token deprecated, 1 component part changed.</p>"), "\(page)")
        func link(_ path: String) -> String {
            let name = path.split(separator: ".").joined(separator: ".<wbr>")
            return "<a class=\"token-link\" href=\"../foundations/colour/#token-\(path.replacingOccurrences(of: ".", with: "-"))\"><code>\(name)</code></a>"
        }
        // Added, with its value in each mode, linked to its entry.
        #expect(page.contains("<tr><th scope=\"row\">\(link("color.text.subtle"))</th><td>color</td><td><ul class=\"changes-values\"><li>light: <code>#334155</code></li><li>dark: <code>#E2E8F0</code></li></ul></td></tr>"))
        // Removed: a name with no entry to link to.
        #expect(page.contains("<tr><th scope=\"row\"><code>color.<wbr>text.<wbr>legacy</code></th><td>color</td><td><strong>Not deprecated first</strong></td></tr>"))
        #expect(page.contains("<tr><th scope=\"row\"><code>color.<wbr>text.<wbr>link</code></th><td>\(link("color.text.action"))</td><td>color</td></tr>"))
        // Changed in one mode only: the other is not listed.
        #expect(page.contains("<tr><th scope=\"row\">\(link("color.text.muted"))</th><td>color</td><td><ul class=\"changes-values\"><li>light: <code>#475569</code> → <code>#9CA3AF</code></li></ul></td><td>none</td></tr>"))
        #expect(page.contains("<td>Use the layout grid.</td><td>–</td><td>3.0.0</td>"))
        #expect(page.contains("<code>opacity.<wbr>overlay</code></a></th><td>opacity</td><td>number</td></tr>"))
        #expect(page.contains("<a href=\"../components/note/\">Note</a> › text</th><td>foreground</td>"))
        // Tables name their columns and rows.
        #expect(page.components(separatedBy: "<th scope=\"col\">Token</th>").count - 1 == 5)
        // The new failure comes before every other pair that moved.
        let rows = page.components(separatedBy: "<tr data-status=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(rows.first == "new-failure" && rows.filter { $0 == "new-failure" }.count == 1, "\(rows)")
        #expect(Set(rows.dropFirst()) == ["added", "removed"], "\(rows)")
        let failure = try #require(page.range(of: "<tr data-status=\"new-failure\">"))
        #expect(page[failure.upperBound...].prefix(600).contains("\(link("color.text.muted")) on \(link("color.surface.default"))"))
        #expect(page[failure.upperBound...].prefix(900).contains("<td>7.57:1 pass</td>"))
        #expect(page[failure.upperBound...].prefix(1200).contains("2.53:1 fail</span>"))
    }

    @Test func aVersionWithNoChangesSaysSoInOneSentence() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n"])
        defer { site.remove() }
        let same = VersionChanges(label: "v2.0.0", baseLabel: "v1.0.0", base: Self.head)
        let report = await site.build(options(site, changes: same))
        #expect(report.errorSummaries.isEmpty, "\(report.diagnostics)")
        let block = try #require(site.output("changes/index.html").flatMap(Self.changesBlock))
        #expect(block.hasPrefix("<p class=\"changes-summary\">No changes to tokens, values, contrast or components since v1.0.0.</p>\n"))
        #expect(!block.contains("<table"))
    }

    @Test func aPageWithTheDirectiveShowsTheSameListAsTheChangesPage() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Content/whats-new.md": "# What is new\n\n```changes\n```\n"])
        defer { site.remove() }
        let report = await site.build(options(site))
        #expect(report.errorSummaries.isEmpty, "\(report.diagnostics)")
        let own = try #require(site.output("whats-new/index.html").flatMap(Self.changesBlock))
        let generated = try #require(site.output("changes/index.html").flatMap(Self.changesBlock))
        #expect(own == generated)
        #expect(own.contains("<tr data-status=\"new-failure\">"))
    }

    @Test func theDirectiveWithoutAVersionBeforeIsAnErrorAtItsFence() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Content/whats-new.md": "# What is new\n\n```changes\n```\n"])
        defer { site.remove() }
        let report = await site.build(options(site, changes: nil))
        #expect(report.errorSummaries == ["content/invalid-directive @ whats-new.md:3"], "\(report.diagnostics)")
        let problem = try #require(report.diagnostics.first { $0.id == "content/invalid-directive" })
        #expect(problem.message == "the changes directive compares this version with the one published before it, and this build has none")
        #expect(problem.hint?.contains("`versions:` in stylebook.yml") == true)
        #expect(!site.exists("_site"))

        // Without a version before there is no changes page either.
        let alone = try TestSite(["Content/index.md": "# Home\n"])
        defer { alone.remove() }
        #expect(await alone.build(options(alone, changes: nil)).succeeded)
        #expect(!alone.exists("_site/changes"))
    }

    @Test func inTheOldestPublishedVersionTheDirectiveSaysThereIsNothingBefore() async throws {
        // Release notes written while an older version was listed stay buildable once it is not.
        let site = try TestSite(["Content/index.md": "# Home\n", "Content/whats-new.md": "# What is new\n\n```changes\n```\n"])
        defer { site.remove() }
        var options = options(site, changes: nil)
        options.versions = SiteVersions(entries: [.init(label: "Latest", folder: "", routes: nil), .init(label: "v2.0.0", folder: "v2.0.0/", routes: nil)],
                                        current: 1)
        let report = await site.build(options)
        #expect(report.errorSummaries.isEmpty, "\(report.diagnostics)")
        let page = try #require(site.output("whats-new/index.html"))
        #expect(page.contains("<p class=\"changes-summary\">v2.0.0 is the first version published here: there is no earlier one to compare it with.</p>"))
        #expect(!site.exists("_site/changes"))
    }

    /// v1 → v2 (spacing.md deprecated, subtle added, muted gone) → v3, this build (muted back).
    static let history = TokenHistory(releases: [
        .init(label: "v1.0.0", system: base),
        .init(label: "v2.0.0", tokens: Set(head.tokens.map(\.path.dotted)).subtracting(["color.text.muted"]),
              deprecated: ["spacing.md"]),
        .init(label: "v3.0.0", system: head),
    ])

    @Test func sinceBadgesMarkTokensTheOldestReleaseDidNotHave() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n"])
        defer { site.remove() }
        let report = await site.build(options(site, history: Self.history))
        #expect(report.errorSummaries.isEmpty, "\(report.diagnostics)")
        let colour = try #require(site.output("foundations/colour/index.html"))
        #expect(colour.contains("<code>color.text.subtle</code> <span class=\"token-badge token-badge-since\">Since v2.0.0</span></h3>"))
        // A new name is a new token to the history, as to anyone who looks it up.
        #expect(colour.contains("<code>color.text.action</code> <span class=\"token-badge token-badge-since\">Since v2.0.0</span></h3>"))
        // Gone in v2 and back in v3: since v3, the start of the run that reaches this release.
        #expect(colour.contains("<code>color.text.muted</code> <span class=\"token-badge token-badge-since\">Since v3.0.0</span></h3>"))
        #expect(colour.contains("<code>color.text.primary</code></h3>"))
        #expect(colour.components(separatedBy: "token-badge-since").count - 1 == 3)

        // No history, no badges.
        let plain = try TestSite(["Content/index.md": "# Home\n"])
        defer { plain.remove() }
        #expect(await plain.build(options(plain)).succeeded)
        #expect(plain.output("foundations/colour/index.html")?.contains("token-badge-since") == false)
    }

    @Test func aDeprecationNamesTheReleaseThatDeprecatedIt() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n"])
        defer { site.remove() }
        let report = await site.build(options(site, history: Self.history))
        #expect(report.errorSummaries.isEmpty, "\(report.diagnostics)")
        let spacing = try #require(site.output("foundations/spacing/index.html"))
        #expect(spacing.contains("<code>spacing.md</code> <span class=\"token-badge\">Deprecated in v2.0.0</span></h3>"), "\(spacing)")

        // Deprecated in every release known: when is not known, so the badge says no more.
        var deprecated = Self.history
        deprecated.releases[0].deprecated.insert("spacing.md")
        #expect(await site.build(options(site, history: deprecated)).succeeded)
        #expect(site.output("foundations/spacing/index.html")?.contains("<code>spacing.md</code> <span class=\"token-badge\">Deprecated</span></h3>") == true)
    }

    /// `changes` and `tokenHistory` change pages only through directives, never the generated
    /// Markdown: a build from the cache must still write what a clean build writes.
    @Test func aCachedRebuildEqualsACleanBuildWhenTheVersionsBeforeChange() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Content/whats-new.md": "# What is new\n\n```changes\n```\n"])
        defer { site.remove() }
        func snapshot(_ folder: String) -> [String: String] {
            Dictionary(uniqueKeysWithValues: site.files(in: folder).map { ($0, site.output($0, in: folder) ?? "") })
        }
        func clean(_ options: BuildOptions) async -> [String: String] {
            var options = options
            options.outputDirectory = site.root.appendingPathComponent("scratch")
            options.usesBuildCache = false
            try? FileManager.default.removeItem(at: options.outputDirectory)
            #expect(await site.build(options).succeeded)
            return snapshot("scratch")
        }
        #expect(await site.build(options(site)).succeeded)
        // The same labels, another system before: only what the directive renders differs.
        let other = VersionChanges(label: "v2.0.0", baseLabel: "v1.0.0", base: Self.head)
        var next = options(site, changes: other)
        #expect(await site.build(next).succeeded)
        #expect(site.output("changes/index.html").flatMap(Self.changesBlock)?.contains("No changes") == true)
        #expect(site.output("whats-new/index.html").flatMap(Self.changesBlock)?.contains("No changes") == true)
        #expect(snapshot("_site") == (await clean(next)))

        next.tokenHistory = Self.history
        #expect(await site.build(next).succeeded)
        #expect(site.output("foundations/colour/index.html")?.contains("Since v2.0.0") == true)
        #expect(snapshot("_site") == (await clean(next)))
        // Nothing changed since: the cache is used again.
        #expect(await site.build(next).renderedPages == 0)
    }
}
