import StylebookKit
@testable import SystemDiff

/// A small light | dark system: a palette, aliases two deep, one declared pair, a spacing token
/// and a banner component. Tests edit a copy of `tokens` and compare.
enum DiffFixture {
    static let tokens: [Token] = [
        .color("color.palette.white", "#FFFFFF", role: .palette, "White."),
        .color("color.palette.gray.500", "#6E7781", role: .palette, "Mid gray."),
        .color("color.palette.gray.900", "#1F2328", role: .palette, "Near black."),
        .color("color.surface.default", light: "{color.palette.white}", dark: "{color.palette.gray.900}", role: .surface, "Page."),
        .color("color.text.muted", light: "{color.palette.gray.500}", dark: "#9198A1", role: .text, "Secondary text."),
        .color("color.border.default", light: "{color.text.muted}", dark: "#3D444D", role: .border, "Outlines."),
        .dimension("spacing.md", 16, "Default gap."),
    ]

    static let pairs: [ContrastPairDeclaration] = [.text("color.text.muted", on: "color.surface.default")]

    static let banner = ComponentSpec(
        id: "banner", name: "Banner", summary: "A message.", whenToUse: [], whenNotToUse: [],
        anatomy: .container("banner", "The box.", [.background("color.surface.default"), .padding("spacing.md")], children: [
            .text("message", "The words.", sample: "Saved.", [.foreground("color.text.muted")]),
        ]),
        accessibility: ComponentAccessibility(label: "Banner", liveRegion: .polite, focus: "none"),
        platforms: PlatformNames(swiftUI: "Banner", compose: "Banner", css: ".banner"))

    static func system(_ tokens: [Token] = tokens, pairs: [ContrastPairDeclaration] = pairs,
                       components: [ComponentSpec] = [banner], axes: [ModeAxis] = [.appearance]) -> DesignSystem {
        DesignSystem(name: "Fixture", axes: axes, tokens: tokens, pairs: pairs, components: components)
    }

    /// `tokens` with the token at `path` replaced.
    static func replacing(_ path: TokenPath, with token: Token, in tokens: [Token] = tokens) -> [Token] {
        tokens.map { $0.path == path ? token : $0 }
    }

    static func diff(_ base: DesignSystem, _ head: DesignSystem) -> DiffReport {
        SystemDiff(base: DiffSide(label: "base", system: base), head: DiffSide(label: "head", system: head)).run()
    }
}
