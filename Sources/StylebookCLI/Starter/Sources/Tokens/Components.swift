import StylebookKit

/// Which token each part of a component uses. Stylebook draws a live preview from these
/// bindings and checks the contrast of every text on its fill.
enum Components {
    static let button = ComponentSpec(
        id: "button", name: "Button",
        summary: "Starts the main action of a screen.",
        whenToUse: ["One primary action per screen, such as Save or Continue."],
        whenNotToUse: ["Navigation to another page: use a link."],
        anatomy: .button("container", "The filled shape and its label.", label: "Save changes", [
            .background("color.accent.default"), .foreground("color.text.on-accent"),
            .typography("typography.label"), .padding("spacing.md"), .radius("radius.sm"),
        ]),
        accessibility: ComponentAccessibility(
            label: "Save changes", liveRegion: .off,
            focus: "Reachable with Tab; Return or Space activates it.",
            notes: ["Say what happens in the label, not \"OK\"."]),
        platforms: PlatformNames(swiftUI: "Button", compose: "Button", css: ".button"))
}
