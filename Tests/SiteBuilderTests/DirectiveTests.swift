import Foundation
import Testing
@testable import SiteBuilder
import StylebookKit

@Suite("Design-system directives")
struct DirectiveTests {
    /// Builds one page (`Content/page.md`) against the fixture system.
    private func build(_ markdown: String) async throws -> (TestSite, BuildReport) {
        let site = try TestSite(["Content/index.md": "Home\n", "Content/page.md": markdown])
        var options = site.options
        options.designSystem = FixtureSystem.system
        return (site, await site.build(options))
    }

    /// Every `var(--name)` in the HTML.
    private func customProperties(in html: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: #"var\((--[a-z0-9-]+)\)"#)
        let range = NSRange(html.startIndex..., in: html)
        return Set(regex.matches(in: html, range: range).compactMap { Range($0.range(at: 1), in: html).map { String(html[$0]) } })
    }

    /// The custom properties tokens.css declares.
    private func declaredProperties(_ site: TestSite) throws -> Set<String> {
        let css = try #require(site.output("tokens/css/tokens.css"))
        let regex = try NSRegularExpression(pattern: #"(--[a-z0-9-]+):"#)
        let range = NSRange(css.startIndex..., in: css)
        return Set(regex.matches(in: css, range: range).compactMap { Range($0.range(at: 1), in: css).map { String(css[$0]) } })
    }

    /// The byte-level reading of an info string's first word agrees with the Foundation one it
    /// stands in for, on the whitespace where the two could part.
    @Test func anInfoStringsFirstWordIsReadAsFoundationTrimsIt() {
        let infos = ["tokens color", "  tokens\tcolor ", "\ttokens", "swift title=\"a b\"", "", "   ", "\t \t",
                     "\ntokens", "tokens\r\nx", "tokens\u{0B}x", "\u{00A0}tokens", "tokens\u{00A0}x", "tökens x",
                     "\u{2003}component\u{2003}", "do-dont", "js{1,3}"]
        for info in infos {
            let expected = String(info.trimmingCharacters(in: .whitespaces).prefix { !$0.isWhitespace })
            #expect(DirectiveRegistry.firstWord(info) == expected, "\(info.debugDescription)")
        }
    }

    @Test func tokensListsEveryTokenUnderThePrefixWithBothModes() async throws {
        let (site, report) = try await build("# Colours\n\n```tokens color.state\n```\n")
        defer { site.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("page/index.html"))
        #expect(html.contains("<code>color.state.danger</code>"))
        #expect(html.contains("<code>color.state.danger-background</code>"))
        #expect(!html.contains("<code>color.text.primary</code>"))
        #expect(html.contains("#B91C1C") && html.contains("#FCA5A5"))
        #expect(html.contains("data-theme=\"dark\" aria-hidden=\"true\""))
        #expect(html.contains("background-color: var(--color-state-danger)"))
        #expect(!html.contains("```tokens"))
    }

    @Test func tokensDrawsNonColourSamplesWithCustomProperties() async throws {
        let (site, report) = try await build("# All\n\n```tokens spacing\n```\n\n```tokens opacity\n```\n\n```tokens typography\n```\n")
        defer { site.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("page/index.html"))
        #expect(html.contains("12 pt") && html.contains("width: var(--spacing-md)"))
        #expect(html.contains("opacity: var(--opacity-pending)"))
        #expect(html.contains("font: var(--typography-body)"))
        let declared = try declaredProperties(site)
        #expect(customProperties(in: html).isSubset(of: declared))
    }

    @Test func unknownTokenPrefixIsAnErrorAtTheFenceWithTheClosestName() async throws {
        let (site, report) = try await build("# Colours\n\nText.\n\n```tokens color.stat\n```\n")
        defer { site.remove() }
        #expect(!report.succeeded)
        #expect(report.errorSummaries == ["content/invalid-directive @ page.md:5"])
        #expect(report.diagnostics.first?.hint == "did you mean 'color.state'?")
    }

    @Test func componentDrawsLightAndDarkPreviewsFromExportedProperties() async throws {
        let (site, report) = try await build("# Banner\n\n```component inline-banner\n```\n")
        defer { site.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("page/index.html"))
        #expect(html.contains("class=\"component-preview-frame\" data-theme=\"light\""))
        #expect(html.contains("class=\"component-preview-frame\" data-theme=\"dark\""))
        #expect(html.contains("background-color: var(--color-state-danger)"))
        #expect(html.contains("color: var(--color-text-on-danger)"))
        #expect(html.contains("Upload failed."))
        #expect(html.contains("<figcaption>Danger · Default</figcaption>"))
        let used = customProperties(in: html)
        let declared = try declaredProperties(site)
        #expect(used.contains("--color-state-danger"))
        // Every property a preview uses is one the CSS export declares: no invented names.
        #expect(used.isSubset(of: declared), "\(used.subtracting(declared))")
        // No colour literal in a preview: all colour comes from the tokens.
        let start = try #require(html.range(of: "<div class=\"component-preview\""))
        let preview = String(html[start.lowerBound...])
        #expect(preview.range(of: "#[0-9A-Fa-f]{6}", options: .regularExpression) == nil)
    }

    @Test func componentStatesAreCaptionedInWords() async throws {
        let (site, report) = try await build("# Row\n\n```component status-row\n```\n")
        defer { site.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("page/index.html"))
        #expect(html.contains(">Pending delete</figcaption>"))
        #expect(html.contains("text-decoration: line-through"))
        #expect(html.contains(">Deleting</span>"))
    }

    @Test func unknownComponentIsAnErrorWithTheClosestName() async throws {
        let (site, report) = try await build("# Banner\n\n```component inline-baner\n```\n")
        defer { site.remove() }
        #expect(report.errorSummaries == ["content/invalid-directive @ page.md:3"])
        #expect(report.diagnostics.first?.message == "unknown component 'inline-baner' in the component directive")
        #expect(report.diagnostics.first?.hint == "did you mean 'inline-banner'?")
    }

    @Test func misspeltDirectiveNameIsAnErrorNamingTheDirective() async throws {
        let (site, report) = try await build("# Banner\n\n```compnent inline-banner\n```\n\n```swift\nlet x = 1\n```\n")
        defer { site.remove() }
        #expect(report.errorSummaries == ["content/unknown-directive-name @ page.md:3"])
        #expect(report.diagnostics.first?.message == "unknown directive 'compnent'; did you mean 'component'?")
    }

    @Test func doDontRendersTwoLabelledColumns() async throws {
        let (site, report) = try await build("# Advice\n\n```do-dont\ndo: Say what went wrong\ndont: Show error codes\ndon't: Blame the person\n```\n")
        defer { site.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("page/index.html"))
        #expect(html.contains("<div class=\"do-dont-panel do-dont-do\""))
        #expect(html.contains("<strong>Do</strong>") && html.contains("<strong>Don’t</strong>"))
        #expect(html.contains("<li>Say what went wrong</li>"))
        #expect(html.contains("<li>Show error codes</li>\n<li>Blame the person</li>"))
    }

    @Test func doDontLineWithoutPrefixIsAnError() async throws {
        let (site, report) = try await build("# Advice\n\n```do-dont\ndo: Fine\nmaybe: Not a prefix\n```\n")
        defer { site.remove() }
        #expect(report.errorSummaries == ["content/invalid-directive @ page.md:3"])
        #expect(report.diagnostics.first?.message.contains("'maybe: Not a prefix'") == true)
    }

    @Test func anatomyListsBindingsWithValuesPerMode() async throws {
        let (site, report) = try await build("# Banner\n\n```anatomy inline-banner\n```\n")
        defer { site.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("page/index.html"))
        #expect(html.contains("<th scope=\"row\">container</th><td>background</td><td>Danger</td><td><a class=\"token-link\" "
            + "href=\"../foundations/colour/#token-color-state-danger\"><code>color.<wbr>state.<wbr>danger</code></a></td>"))
        #expect(html.contains("#B91C1C</span></td>") && html.contains("#FCA5A5</span></td>"))
        #expect(html.contains("<th scope=\"row\">message</th><td>typography</td><td>All</td>"))
        #expect(html.contains("<td colspan=\"2\">17/22 pt, weight 400</td>"))
    }

    @Test func contrastForOneComponentShowsOnlyItsPairs() async throws {
        let (site, report) = try await build("# Banner\n\n```contrast inline-banner\n```\n")
        defer { site.remove() }
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("page/index.html"))
        #expect(html.contains("<code>color.<wbr>text.<wbr>on-danger</code></a> on <a class=\"token-link\" href=\"../foundations/colour/#token-color-state-danger\">"))
        #expect(!html.contains("color.<wbr>border.<wbr>default"))
        // Each row names where it is used, linking to the component.
        #expect(html.contains("<a href=\"../components/inline-banner/\">Inline banner › "))
        #expect(html.contains("Pass"))
    }

    @Test func directivesNeedADesignSystem() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n\n```tokens color\n```\n\n```component inline-banner\n```\n"])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.errorSummaries == ["content/directive-needs-design-system @ index.md:3", "content/directive-needs-design-system @ index.md:6"])
        #expect(report.diagnostics.allSatisfy { $0.message.hasSuffix("directive needs a design system, and this build has none") })
    }
}
