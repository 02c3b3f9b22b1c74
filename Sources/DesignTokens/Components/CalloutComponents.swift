import StylebookKit

/// Tinted boxes inside a section: the contextual callout and the softer warning callout.
enum CalloutComponents {
    static let callout = ComponentSpec(
        id: "callout", name: "Callout",
        summary: "A tinted box inside one section that explains a problem or a note about that section only.",
        whenToUse: ["One part of a screen has a problem, such as a listing missing required photos.",
                    "The rest of the screen still works."],
        whenNotToUse: ["The problem is with the whole screen: use a banner or the full-page error.",
                       "Nothing is wrong and nothing needs reading: leave it out."],
        surfaces: ["color.surface.default", "color.surface.subtle"],
        anatomy: .container("container", "Tinted box with an opaque edge that keeps 3:1.", [
            .background("color.state.danger-background", variant: "danger"), .border("color.state.danger-border", variant: "danger"),
            .background("color.state.warning-background", variant: "warning"), .border("color.state.warning-border", variant: "warning"),
            .background("color.state.info-background", variant: "info"), .border("color.state.info-border", variant: "info"),
            .background("color.state.success-background", variant: "success"), .border("color.state.success-border", variant: "success"),
            .padding("spacing.lg"), .gap("spacing.sm"), .radius("radius.lg"), .motion("motion.feedback"),
        ], children: [
            .icon("icon", "Leading symbol in the state colour.", [
                .icon("icon.warning-filled", variant: "danger"), .icon("icon.warning-filled", variant: "warning"),
                .icon("icon.info-filled", variant: "info"), .icon("icon.info-filled", variant: "success"), .size("size.icon.sm"),
                .foreground("color.state.danger", variant: "danger"), .foreground("color.state.warning", variant: "warning"),
                .foreground("color.state.info", variant: "info"), .foreground("color.state.success", variant: "success"),
            ]),
            .container("text", "Title, message and description stacked.", axis: .vertical, [.gap("spacing.xs")], children: [
                .text("title", "Names the problem; starts with the severity in words.", sample: "Listing error", [
                    .typography("typography.footnote-emphasized"),
                    .foreground("color.state.danger", variant: "danger"), .foreground("color.state.warning", variant: "warning"),
                    .foreground("color.state.info", variant: "info"), .foreground("color.state.success", variant: "success"),
                ]).saying("Listing needs attention", forVariant: "warning").saying("About listings", forVariant: "info")
                    .saying("Listing published", forVariant: "success"),
                .text("message", "What is wrong.", sample: "This item is missing required photos.",
                      [.foreground("color.text.primary"), .typography("typography.footnote")]),
                .text("description", "How to fix it.", sample: "Add at least 3 photos to publish.",
                      [.foreground("color.text.secondary"), .typography("typography.caption")]),
            ]),
        ]),
        variants: [ComponentVariant("danger", name: "Danger", "Something in the section is broken."),
                   ComponentVariant("warning", name: "Warning", "Something may stop the section from working."),
                   ComponentVariant("info", name: "Info", "A neutral note about the section."),
                   ComponentVariant("success", name: "Success", "The section's task is done.")],
        accessibility: ComponentAccessibility(
            label: "Listing error: this item is missing required photos", liveRegion: .off,
            focus: "Not focusable; it is read in the normal reading order of the section.",
            notes: ["When a callout appears after an action, announce it politely.",
                    "The title names the severity in words, so colour is never the only cue."]),
        platforms: PlatformNames(swiftUI: "CalloutView", compose: "Callout", css: ".sb-callout"))

    static let warningCallout = ComponentSpec(
        id: "warning-callout", name: "Warning callout",
        summary: "A compact amber note that informs without blocking anything.",
        whenToUse: ["Something is worth knowing but the person can carry on, such as a listing that is unavailable."],
        whenNotToUse: ["Something failed: use the danger callout or a banner.",
                       "The person must act before continuing: use a dialog."],
        surfaces: ["color.surface.default", "color.surface.subtle"],
        anatomy: .container("container", "Tinted box with a thin opaque edge.", axis: .vertical, [
            .background("color.state.warning-background"), .border("color.state.warning-border"),
            .padding("spacing.md"), .gap("spacing.xs"), .radius("radius.md"),
        ], children: [
            .container("label", "Icon and title on one line.", [.gap("spacing.xs")], children: [
                .icon("icon", "Triangle in the warning colour.", [.icon("icon.warning-filled"), .size("size.icon.sm"), .foreground("color.state.warning")]),
                .text("title", "The warning in a few words.", sample: "Listing unavailable",
                      [.foreground("color.state.warning"), .typography("typography.footnote-emphasized")]),
            ]),
            .text("reason", "Why, in one sentence.", sample: "The marketplace is not accepting new listings in this category.",
                  [.foreground("color.text.secondary"), .typography("typography.caption")]),
        ]),
        accessibility: ComponentAccessibility(
            label: "Warning: listing unavailable", liveRegion: .off,
            focus: "Not focusable.",
            notes: ["Start the accessible label with \"Warning\" so the severity is heard, not only seen."]),
        platforms: PlatformNames(swiftUI: "WarningCallout", compose: "WarningCallout", css: ".sb-warning-callout"))
}
