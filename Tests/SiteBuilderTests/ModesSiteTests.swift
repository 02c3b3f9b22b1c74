import Foundation
import ModesFixture
import Testing
@testable import SiteBuilder
import StylebookKit

/// A system with appearance × contrast × brand axes (8 modes): every page that shows modes shows
/// each of them, named, and offers one switch per axis; a light | dark system's pages do not change.
@Suite("Pages of a multi-mode system")
struct ModesSiteTests {
    private static func build(_ system: DesignSystem, pages: [String: String] = [:]) async throws -> TestSite {
        let site = try TestSite(["Content/index.md": "# Home\n"].merging(pages) { $1 }, templates: [:])
        var options = site.options
        options.designSystem = system
        let report = await site.build(options)
        #expect(report.succeeded, "\(report.diagnostics)")
        return site
    }

    /// The token entry with this anchor, up to the end of its section.
    private static func entry(_ anchor: String, in html: String) throws -> Substring {
        let start = try #require(html.range(of: "id=\"\(anchor)\""))
        let end = try #require(html[start.upperBound...].range(of: "</section>"))
        return html[start.lowerBound..<end.upperBound]
    }

    private static func count(_ needle: String, in text: some StringProtocol) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func aColourEntryShowsEveryModeWithItsValueAndTheAttributesThatSelectIt() async throws {
        let site = try await Self.build(ModesFixture.system)
        defer { site.remove() }
        let html = try #require(site.output("foundations/colour/index.html"))
        let secondary = try Self.entry("token-color-text-secondary", in: html)
        #expect(Self.count("<div class=\"token-mode\"", in: secondary) == 8)
        // Declared for dark, and for dark+increased; the zen brand falls back to them.
        #expect(secondary.contains("<div class=\"token-mode\" data-mode-contexts=\"dark standard acme\"><span class=\"token-swatch\" data-theme=\"dark\" data-contrast=\"standard\" data-brand=\"acme\" aria-hidden=\"true\" style=\"background-color: var(--color-text-secondary)\"></span>\n<p class=\"token-mode-value\"><span class=\"token-mode-name\">Dark</span> <code>#94A3B8</code>"))
        #expect(secondary.contains("data-mode-contexts=\"dark increased zen\"><span class=\"token-swatch\" data-theme=\"dark\" data-contrast=\"increased\" data-brand=\"zen\""))
        #expect(secondary.contains("<span class=\"token-mode-name\">Dark + increased + zen</span> <code>#E2E8F0</code>"))
        #expect(secondary.contains("<span class=\"token-mode-name\">Light + increased</span> <code>#334155</code>"))
    }

    @Test func aWideGamutColourShowsItsCSSAndItsSRGBFallback() async throws {
        let site = try await Self.build(ModesFixture.system)
        defer { site.remove() }
        let html = try #require(site.output("foundations/colour/index.html"))
        let accent = try Self.entry("token-color-brand-accent", in: html)
        let fallback = try #require(ModesFixture.system.resolvedColor("color.brand.accent", mode: ModesFixture.system.modes[0])).hex
        #expect(Self.count("<code>color(display-p3 0.2 0.4 0.9)</code><br><span class=\"token-mode-note\">sRGB fallback</span> <code>\(fallback)</code>", in: accent) == 8)
        // Only the light zen modes declare danger in OKLCH; light+increased+zen takes light+increased's hex.
        let danger = try Self.entry("token-color-state-danger", in: html)
        #expect(Self.count("<code>oklch(0.5 0.19 27)</code>", in: danger) == 1)
        #expect(danger.contains("<span class=\"token-mode-name\">Light + increased + zen</span> <code>#7F1D1D</code>"))
    }

    @Test func eachBlockOffersOneSwitchPerAxisStartingAtLightAndDarkOfTheDefaults() async throws {
        let site = try await Self.build(ModesFixture.system)
        defer { site.remove() }
        let html = try #require(site.output("foundations/colour/index.html"))
        let form = try #require(html.range(of: "<form class=\"mode-switch js-only\" data-mode-switch>").map { html[$0.lowerBound...] })
        let switchHTML = form[..<(try #require(form.range(of: "</form>"))).upperBound]
        #expect(Self.count("<fieldset data-mode-axis=", in: switchHTML) == 3)
        #expect(switchHTML.contains("<fieldset data-mode-axis=\"appearance\"><legend>Appearance</legend>\n<label><input type=\"radio\" name=\"mode-appearance\" value=\"\" checked> All</label>\n<label><input type=\"radio\" name=\"mode-appearance\" value=\"light\"> Light</label>"))
        #expect(switchHTML.contains("<label><input type=\"radio\" name=\"mode-contrast\" value=\"standard\" checked> Standard</label>"))
        #expect(switchHTML.contains("<label><input type=\"radio\" name=\"mode-brand\" value=\"acme\" checked> Acme</label>"))
        // The switch's script and style are published and linked; both work on what the page holds.
        let assets = site.files().filter { $0.hasPrefix("assets/modes.") }
        #expect(assets.count == 2)
        for asset in assets { #expect(html.contains("../../\(asset)")) }
        // Spacing has no modes, so its page has no switch.
        #expect(site.output("foundations/spacing/index.html")?.contains("data-mode-switch") == false)
    }

    @Test func theComponentPageShowsAPreviewAndAnatomyColumnPerMode() async throws {
        let site = try await Self.build(ModesFixture.system)
        defer { site.remove() }
        let html = try #require(site.output("components/inline-banner/index.html"))
        #expect(Self.count("<div class=\"component-preview-frame\"", in: html) == 8)
        #expect(html.contains("<div class=\"component-preview-frame\" data-theme=\"light\" data-contrast=\"increased\" data-brand=\"zen\" data-mode-contexts=\"light increased zen\""))
        #expect(html.contains("<p class=\"component-preview-mode\">Light + increased + zen</p>"))
        #expect(html.contains("<th scope=\"col\" data-mode-contexts=\"dark increased acme\">Dark + increased</th>"))
        #expect(html.contains("<td colspan=\"8\">12 pt</td>"))
        #expect(Self.count("data-mode-switch", in: html) == 3)  // preview, anatomy, contrast
        #expect(html.contains("<caption>Colour pairs of the inline banner, in every variant and state, in every mode</caption>"))
    }

    @Test func theContrastPageNamesEachCombinationAndTheLevelItWasHeldTo() async throws {
        let site = try await Self.build(ModesFixture.system)
        defer { site.remove() }
        let html = try #require(site.output("contrast/index.html"))
        #expect(html.contains("across the modes light, light+zen, light+increased, light+increased+zen, dark, dark+zen, dark+increased and dark+increased+zen, checked at WCAG AA, and AAA in light+increased, light+increased+zen, dark+increased and dark+increased+zen: all pass or are exempt."))
        // The row of secondary text on the page in dark+increased: 7:1, as increased contrast asks.
        let row = try #require(html.range(of: "<tr data-mode=\"dark+increased\" data-mode-contexts=\"dark increased acme\" data-kinds=\"text\"").map { html[$0.lowerBound...] })
        #expect(row.prefix(1200).contains("needs 7:1"))
        #expect(row.prefix(1200).contains("<td data-label=\"Mode\">Dark + increased</td>"))
        // Filter: one group per axis instead of light | dark, every mode shown to start with.
        #expect(html.contains("<form class=\"contrast-filters js-only\" data-mode-filter=\"contrast-rows\""))
        #expect(!html.contains("name=\"mode\""))
        #expect(html.contains("<label><input type=\"radio\" name=\"mode-contrast\" value=\"\" checked> All</label>"))
        // A grid per combination, the stricter ones saying what they need.
        #expect(Self.count("<h3 id=\"contrast-grid-", in: html) == 8)
        #expect(html.contains("<h3 id=\"contrast-grid-dark+increased+zen\" data-mode-contexts=\"dark increased zen\">Dark + increased + zen mode</h3>\n<p data-mode-contexts=\"dark increased zen\">In dark+increased+zen, text needs 7:1 (WCAG AAA).</p>"))
        #expect(!html.contains("In dark+zen, text needs"))
    }

    @Test func aLightAndDarkSystemGetsNoSwitchNoModeMarksAndNoSwitchAssets() async throws {
        let site = try await Self.build(FixtureSystem.system, pages: ["Content/all.md": "# All\n\n```tokens color\n```\n\n```component inline-banner\n```\n\n```anatomy inline-banner\n```\n\n```contrast\n```\n"])
        defer { site.remove() }
        let html = try #require(site.output("all/index.html"))
        #expect(!html.contains("data-mode-switch") && !html.contains("data-mode-contexts") && !html.contains("modes."))
        #expect(html.contains("<span class=\"token-swatch\" data-theme=\"dark\" aria-hidden=\"true\""))
        #expect(html.contains("<th scope=\"col\">Light</th><th scope=\"col\">Dark</th></tr></thead>"))
        #expect(html.contains("data-contrast-filter=\"contrast-rows\""))
        #expect(site.files().filter { $0.hasPrefix("assets/modes.") }.isEmpty)
    }
}
