import Testing
import StylebookKit
@testable import Audit

@Suite struct ComponentPairSourceTests {
    static let tokens: [Token] = [
        .color("color.surface.page", light: "#FFFFFF", dark: "#0F172A", role: .surface, "Page."),
        .color("color.surface.raised", light: "#F8FAFC", dark: "#1E293B", role: .surface, "Raised."),
        .color("color.fill.danger", light: "#B91C1C", dark: "#FCA5A5", role: .fill, "Danger fill."),
        .color("color.fill.tint", light: "#B91C1C1F", dark: "#FCA5A52E", role: .surface, "Danger tint."),
        .color("color.text.body", light: "#0F172A", dark: "#F8FAFC", role: .text, "Body."),
        .color("color.text.faint", light: "#A0A0A0", dark: "#505050", role: .text, "Too faint anywhere."),
        .color("color.text.on-danger", light: "#FFFFFF", dark: "#0F172A", role: .text, "On danger."),
        .color("color.border.field", light: "#717F94", dark: "#8896AB", role: .border, "Field outline."),
        .typography("typography.title", Typography(family: ["system-ui"], size: 22, weight: 700, lineHeight: 28), "Bold title."),
        .dimension("spacing.md", 12, "Padding."),
    ]

    static func system(_ components: [ComponentSpec]) -> DesignSystem {
        DesignSystem(name: "Components", tokens: tokens, components: components)
    }

    static func spec(_ anatomy: ComponentPart, variants: [ComponentVariant] = [], states: [ComponentState] = [.default],
                     surfaces: [TokenPath] = ["color.surface.page"]) -> ComponentSpec {
        ComponentSpec(id: "thing", name: "Thing", summary: "A thing.", whenToUse: [], whenNotToUse: [], surfaces: surfaces,
                      anatomy: anatomy, variants: variants, states: states,
                      accessibility: ComponentAccessibility(label: "Thing", liveRegion: .off, focus: "None."),
                      platforms: PlatformNames(swiftUI: "Thing", compose: "Thing", css: ".thing"))
    }

    private func labels(_ system: DesignSystem) -> [String] {
        ComponentPairSource().pairs(in: system).map { "\($0.declaration.label) [\($0.declaration.kind.rawValue)]" }.sorted()
    }

    @Test func textAndIconsSitOnTheNearestFillAndBordersOnWhatSurroundsThePart() {
        let system = Self.system([Self.spec(.container("box", "Box.", [.background("color.fill.danger"), .border("color.border.field")], children: [
            .icon("icon", "Icon.", [.foreground("color.text.on-danger")]),
            .text("label", "Label.", sample: "Hi", [.foreground("color.text.on-danger")]),
        ]), surfaces: ["color.surface.page", "color.surface.raised"])])
        #expect(labels(system) == [
            "color.border.field on color.surface.page [non-text]",
            "color.border.field on color.surface.raised [non-text]",
            "color.text.on-danger on color.fill.danger [non-text]",
            "color.text.on-danger on color.fill.danger [text]",
        ])
        #expect(ComponentPairSource().pairs(in: system).allSatisfy { $0.origin == .component && $0.component == "thing" })
    }

    @Test func translucentFillsAreCompositedOverTheSurfaceBeneath() {
        let system = Self.system([Self.spec(.container("callout", "Callout.", [.background("color.fill.tint")], children: [
            .text("title", "Title.", sample: "Error", [.foreground("color.fill.danger")]),
        ]), surfaces: ["color.surface.page", "color.surface.raised"])])
        #expect(labels(system) == [
            "color.fill.danger on color.fill.tint over color.surface.page [text]",
            "color.fill.danger on color.fill.tint over color.surface.raised [text]",
        ])
    }

    @Test func variantAndStateBindingsReplaceGeneralOnes() {
        let system = Self.system([Self.spec(.container("row", "Row.", children: [
            .text("title", "Title.", sample: "Mug", [
                .foreground("color.text.body"), .foreground("color.text.faint", state: .pending),
                .foreground("color.text.on-danger", variant: "loud"),
            ]),
        ]), variants: [ComponentVariant("loud", name: "Loud", "Loud."), ComponentVariant("quiet", name: "Quiet", "Quiet.")],
            states: [.default, .pending])])
        #expect(labels(system) == [
            "color.text.body on color.surface.page [text]",
            "color.text.faint on color.surface.page [text]",
            "color.text.on-danger on color.surface.page [text]",
        ])
    }

    @Test func largeTypographyMakesLargeTextAndHiddenPartsAreSkipped() {
        let system = Self.system([Self.spec(.container("page", "Page.", children: [
            .text("title", "Title.", sample: "Oops", [.foreground("color.text.body"), .typography("typography.title")]),
            .text("hint", "Hint.", sample: "Later", [.foreground("color.text.faint")]).visible(in: [.error]),
        ]))])
        #expect(labels(system) == ["color.text.body on color.surface.page [large-text]"])
    }

    @Test func aFailingBindingIsReportedAtTheBindingLine() throws {
        let line = #line + 2
        let system = Self.system([Self.spec(.container("box", "Box.", children: [
            .text("label", "Label.", sample: "Faint", [.foreground("color.text.faint")]),
        ]))])
        let result = ContrastAudit(system: system, sources: [.components]).run()
        let failures = result.failures
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.pair.component == "thing" })
        let diagnostic = try #require(result.diagnostics.first { $0.id == "contrast/text-below-aa" })
        #expect(diagnostic.location?.line == line)
        #expect(diagnostic.location?.path.hasSuffix("ComponentPairSourceTests.swift") == true)
    }

    @Test func disabledStatesAndDeclaredExemptionsAreSkippedWithTheirReason() {
        let system = Self.system([Self.spec(.container("form", "Form.", children: [
            .button("send", "Send.", label: "Send", [.foreground("color.text.faint")]),
            .text("note", "Note.", sample: "Decor", [.foreground("color.text.faint", exempt: .decorative("watermark"))]),
        ]), states: [.disabled, .default])])
        let checks = ContrastAudit(system: system, sources: [.components]).run().checks
        let skipped = checks.compactMap { check -> String? in
            if case .skipped(let reason) = check.outcome { return reason }
            return nil
        }
        #expect(skipped.contains("disabled: inactive components need no contrast (WCAG 2.2 SC 1.4.3 and 1.4.11)"))
        #expect(skipped.contains("decorative: watermark"))
        // The send button in its default state is still measured, and fails.
        #expect(checks.contains { $0.outcome == .fail && $0.declaration.exemption == nil })
    }

    @Test func theAuditRunsComponentPairsByDefault() {
        let system = Self.system([Self.spec(.container("box", "Box.", children: [
            .text("label", "Label.", sample: "Body", [.foreground("color.text.body")]),
        ]))])
        let checks = ContrastAudit(system: system).run().checks
        #expect(checks.contains { $0.pair.origin == .component && $0.outcome == .pass })
    }
}
