import Foundation
import StylebookKit
import SystemValidation
import Testing
@testable import SiteBuilder

/// A deprecated token on the site (a badge in words and a link to the replacement) and in
/// `check` (each use warned at its own line, a removal release that has come warned at the token).
@Suite struct DeprecationSiteTests {
    static let file = "/pkg/Sources/Tokens.swift"

    static let system = DesignSystem(name: "Sunset", tokens: [
        .color("color.surface.default", "#FFFFFF", role: .surface, "Page.", file: file, line: 1),
        .color("color.text.primary", "#1F2937", role: .text, "Body text.", file: file, line: 2),
        .color("color.text.body", "#374151", role: .text, "Old body text.",
               deprecated: .init("Body text is primary text now.", replacedBy: "color.text.primary", removedIn: "3.0"), file: file, line: 3),
        .color("color.text.quote", "{color.text.body}", role: .text, "Quotes.", file: file, line: 4),
        .dimension("spacing.md", 12, "Gap.", deprecated: .init(nil), file: file, line: 5),
    ], pairs: [
        .text("color.text.body", on: "color.surface.default", file: file, line: 20),
    ], components: [
        ComponentSpec(id: "note", name: "Note", summary: "A note.", whenToUse: ["Asides."], whenNotToUse: ["Errors."],
                      anatomy: .container("box", "The box.", [.padding("spacing.md", file: file, line: 31)], children: [
                          .text("text", "Words.", sample: "Hi", [.foreground("color.text.primary", file: file, line: 32)]),
                      ]),
                      accessibility: ComponentAccessibility(label: "Note", liveRegion: .off, focus: "None."),
                      platforms: PlatformNames(swiftUI: "Note", compose: "Note", css: ".note"), file: file, line: 30),
    ])

    @Test func eachUseOfADeprecatedTokenIsWarnedAtItsOwnLine() {
        let report = CheckAction(system: Self.system, root: "/pkg").run()
        let uses = report.diagnostics.filter { $0.id == "tokens/deprecated-use" }
        #expect(uses.map { $0.location?.line } == [4, 20, 31], "\(uses)")
        #expect(uses.allSatisfy { $0.severity == .warning && $0.location?.path == "Sources/Tokens.swift" })
        let pair = try? #require(uses.first { $0.location?.line == 20 })
        #expect(pair?.message == "the pair 'color.text.body' on 'color.surface.default' uses 'color.text.body', which is deprecated: Body text is primary text now.")
        #expect(pair?.hint == "use 'color.text.primary' instead; it is removed in 3.0")
        #expect(report.exitCode == 0, "warnings alone do not fail the check")
        #expect(!report.diagnostics.contains { $0.id == "tokens/removal-due" }, "no version: nothing is due")
    }

    @Test func anAcknowledgementNamingTheDeprecatedTokenCoversItsUses() {
        var system = Self.system
        system.acknowledgements = [.init("tokens/deprecated-use", tokens: ["color.text.body"], reason: "The quote style moves in 2.9.",
                                         file: Self.file, line: 50)]
        let report = CheckAction(system: system, root: "/pkg").run()
        let uses = report.diagnostics.filter { $0.id == "tokens/deprecated-use" }
        // spacing.md's use is not covered; color.text.body's two are notes now.
        #expect(uses.filter { $0.severity == .warning }.map { $0.location?.line } == [31])
        #expect(uses.filter { $0.severity == .note }.map { $0.location?.line } == [4, 20])
    }

    @Test(arguments: [("2.9", false), ("3.0", true), ("3.0.0", true), ("3.1", true), ("v3.10", true), ("10", true), ("2.10", false)])
    func aRemovalReleaseIsDueOnceTheVersionReachesIt(version: String, due: Bool) {
        let report = CheckAction(system: Self.system, release: version, root: "/pkg").run()
        let removals = report.diagnostics.filter { $0.id == "tokens/removal-due" }
        #expect(removals.map { $0.location?.line } == (due ? [3] : []))
        if due {
            #expect(removals.first?.message == "deprecated token 'color.text.body' is to be removed in 3.0, and this design system is at \(version)")
        }
    }

    @Test func aReplacementMustBeADeclaredTokenOfTheSameKind() {
        var system = Self.system
        system.tokens += [
            .color("color.text.old", "#000000", role: .text, "Old.", deprecated: .init("Gone.", replacedBy: "color.text.primry"), file: Self.file, line: 40),
            .color("color.text.odd", "#000000", role: .text, "Odd.", deprecated: .init("Gone.", replacedBy: "spacing.md"), file: Self.file, line: 41),
            .color("color.text.self", "#000000", role: .text, "Self.", deprecated: .init("Gone.", replacedBy: "color.text.self"), file: Self.file, line: 42),
        ]
        let problems = system.validate().filter { $0.id == "tokens/invalid-replacement" }
        #expect(problems.map { $0.location?.line } == [41, 40, 42])
        #expect(problems.allSatisfy { $0.severity == .error })
        #expect(problems.first { $0.location?.line == 40 }?.hint == "did you mean 'color.text.primary'?")
        #expect(problems.first { $0.location?.line == 41 }?.message == "deprecated token 'color.text.odd' is replaced by 'spacing.md', a dimension token, but it is a color token")
    }

    @Test func aDeprecatedTokenShowsABadgeItsMessageAndALinkToItsReplacement() async throws {
        let site = try TestSite(["Content/index.md": "Home\n", "Content/page.md": "# Text\n\n```tokens color.text\n```\n\n```tokens spacing\n```\n"])
        defer { site.remove() }
        var options = site.options
        options.designSystem = Self.system
        let report = await site.build(options)
        #expect(report.succeeded, "\(report.diagnostics)")
        let html = try #require(site.output("page/index.html"))
        #expect(html.contains(#"<h3 class="token-name" id="token-color-text-body-name"><code>color.text.body</code> <span class="token-badge">Deprecated</span></h3>"#))
        #expect(html.contains(#"<p class="token-deprecated">Body text is primary text now. Use <a href="../foundations/colour/#token-color-text-primary"><code>color.text.primary</code></a> instead. Removed in 3.0.</p>"#), "\(html)")
        // A bare mark still shows the badge, and no empty paragraph.
        #expect(html.contains(#"<code>spacing.md</code> <span class="token-badge">Deprecated</span></h3>"#))
        #expect(html.components(separatedBy: "token-badge").count == 3)
        #expect(!html.contains(#"<p class="token-deprecated"></p>"#))
        // A current token has neither.
        #expect(html.contains(#"<h3 class="token-name" id="token-color-text-primary-name"><code>color.text.primary</code></h3>"#))
    }
}
