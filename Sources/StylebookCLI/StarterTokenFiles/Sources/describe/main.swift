import StylebookKit

// Describes {{NAME}} to the installed `stylebook`. The tokens are not here: `stylebook` reads
// them from {{TOKENS}} (`tokens:` in stylebook.yml) on every run, so a designer's change reaches
// the site, the exports and `stylebook check` without compiling anything.
//
// Components, extra contrast pairs and acknowledgements name the tokens by their paths; a path
// the token files no longer have is an error at the line that names it. For example:
//
//     components: [
//         ComponentSpec(
//             id: "button", name: "Button", summary: "Starts the main action of a screen.",
//             whenToUse: ["One primary action per screen."], whenNotToUse: ["Navigation: use a link."],
//             surfaces: ["color.surface.default"],
//             anatomy: .button("container", "The filled shape and its label.", label: "Save", [
//                 .background("color.accent.default"), .foreground("color.text.on-accent"),
//             ]),
//             accessibility: ComponentAccessibility(label: "Save", liveRegion: .off, focus: "Reachable with Tab."),
//             platforms: PlatformNames(swiftUI: "Button", compose: "Button", css: ".button")),
//     ],
DesignSystemDescription.main(system: DesignSystem(
    name: "{{NAME}}",
    tokens: [],
    pairs: [],
    components: []
))
