import StylebookKit
import SystemValidation
import Testing

@Suite struct ComponentValidationTests {
    let tokens: [Token] = [
        .color("color.surface.page", "#FFFFFF", role: .surface, "Page."),
        .color("color.text.body", "#0F172A", role: .text, "Body."),
        .dimension("spacing.md", 12, "Padding."),
    ]

    func spec(id: String = "thing", _ bindings: [TokenBinding], variants: [ComponentVariant] = [],
              file: String = #filePath, line: Int = #line) -> ComponentSpec {
        ComponentSpec(id: id, name: "Thing", summary: "A thing.", whenToUse: [], whenNotToUse: [], surfaces: ["color.surface.page"],
                      anatomy: .text("label", "Label.", sample: "Hi", bindings), variants: variants,
                      accessibility: ComponentAccessibility(label: "Thing", liveRegion: .off, focus: "None."),
                      platforms: PlatformNames(swiftUI: "Thing", compose: "Thing", css: ".thing"), file: file, line: line)
    }

    private func ids(_ components: [ComponentSpec]) -> [String] {
        DesignSystem(name: "T", tokens: tokens, components: components).validate().map(\.id)
    }

    @Test func validBindingsPass() {
        #expect(ids([spec([.foreground("color.text.body"), .padding("spacing.md")])]).isEmpty)
    }

    @Test func unknownTokenIsReportedAtTheBindingWithTheClosestName() throws {
        let line = #line + 1
        let system = DesignSystem(name: "T", tokens: tokens, components: [spec([.foreground("color.text.bodi")])])
        let diagnostic = try #require(system.validate().first)
        #expect(diagnostic.id == "components/unknown-token")
        #expect(diagnostic.location?.line == line)
        #expect(diagnostic.hint == "did you mean 'color.text.body'?")
    }

    @Test func aTokenOfTheWrongKindIsAnError() {
        #expect(ids([spec([.foreground("spacing.md"), .padding("color.text.body")])])
                == ["components/token-kind-mismatch", "components/token-kind-mismatch"])
    }

    @Test func undeclaredVariantsDuplicateIdsAndBadSlugsAreErrors() {
        #expect(ids([spec([.foreground("color.text.body", variant: "loud")])]) == ["components/unknown-variant"])
        #expect(ids([spec([]), spec([])]) == ["components/duplicate-id"])
        #expect(ids([spec(id: "Not A Slug", [])]) == ["components/invalid-id"])
    }

    @Test func mostSpecificBindingWins() {
        let part = ComponentPart.text("t", "T.", sample: "x", [
            .foreground("a"), .foreground("b", state: .error), .foreground("c", variant: "v"), .foreground("d", variant: "v", state: .error),
        ])
        #expect(part.resolvedBindings(variant: nil, state: .default)[.foreground]?.token == "a")
        #expect(part.resolvedBindings(variant: nil, state: .error)[.foreground]?.token == "b")
        #expect(part.resolvedBindings(variant: "v", state: .default)[.foreground]?.token == "c")
        #expect(part.resolvedBindings(variant: "v", state: .error)[.foreground]?.token == "d")
    }
}
