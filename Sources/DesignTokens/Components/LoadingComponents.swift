import StylebookKit

/// Waiting and nothing-there-yet: the empty state and the three loading indicators.
enum LoadingComponents {
    static let emptyState = ComponentSpec(
        id: "empty-state", name: "Empty state",
        summary: "What a list or collection shows when it has nothing in it yet, with the way to add the first item.",
        whenToUse: ["A list loaded successfully and is empty.", "Search returned no results."],
        whenNotToUse: ["Loading failed: that is an error, not an empty list."],
        anatomy: .container("container", "Centred column.", axis: .centered, [.gap("spacing.xl"), .padding("spacing.xl")], children: [
            ComponentSpecs.heroIcon("icon.empty-list", color: "color.brand.primary", size: "size.icon.xl"),
            .container("text", "Title and explanation.", axis: .centered, [.gap("spacing.sm")],
                       children: ComponentSpecs.messageStack(title: "No items in inventory",
                                                             body: "Your inventory is empty. Add new items to get started.", hint: nil)),
            ComponentSpecs.primaryButton("Add new item", "Creates the first item."),
        ]),
        accessibility: ComponentAccessibility(
            label: "No items in inventory", hint: "Add new item opens the editor.", liveRegion: .off,
            focus: "Focus is not moved; the action is the next stop in the tab order.",
            notes: ["The icon is decorative.", "Use an icon that fits the content: tray, folder, document, photo."]),
        platforms: PlatformNames(swiftUI: "EmptyStateView", compose: "EmptyState", css: ".sb-empty-state"))

    static let inline = ComponentSpec(
        id: "loading-inline", name: "Inline loading",
        summary: "A small spinner and a word or two next to the thing being saved or fetched.",
        whenToUse: ["A short operation on part of the screen, such as saving a field."],
        whenNotToUse: ["The whole screen is waiting for its first data: use full-page loading."],
        surfaces: ["color.surface.default", "color.surface.subtle"],
        anatomy: .container("container", "Spinner and label on one line.", [.gap("spacing.xs")], children: [
            .spinner("spinner", "Indeterminate progress in the brand colour.", [
                .foreground("color.brand.primary"), .size("size.icon.sm"), .motion("motion.state-change"),
            ]),
            .text("label", "What is happening, ending in an ellipsis.", sample: "Saving…",
                  [.foreground("color.text.secondary"), .typography("typography.footnote")]),
        ]),
        accessibility: ComponentAccessibility(
            label: "Saving", liveRegion: .polite,
            focus: "Focus stays on the control that started the operation.",
            notes: ["Announce the start and the result (\"Saved\"), not every frame.",
                    "With reduced motion, the spinner pulses slowly or stands still; the label still says what is happening."]),
        platforms: PlatformNames(swiftUI: "ProgressView", compose: "CircularProgressIndicator", css: ".sb-loading-inline"))

    static let fullPage = ComponentSpec(
        id: "loading-full-page", name: "Full-page loading",
        summary: "A centred spinner with a title while a view fetches its first data.",
        whenToUse: ["The view has nothing to show until the first fetch returns."],
        whenNotToUse: ["Content is cached: show it and refresh quietly.", "Only one part is loading: use inline loading."],
        anatomy: .container("container", "Centred column.", axis: .centered, [.gap("spacing.xl"), .padding("spacing.xl")], children: [
            .spinner("spinner", "Large indeterminate progress.", [
                .foreground("color.brand.primary"), .size("size.icon.md"), .motion("motion.state-change"),
            ]),
            .container("text", "Title and optional status.", axis: .centered, [.gap("spacing.xs")], children: [
                .text("title", "What is loading.", sample: "Loading inventory", [.foreground("color.text.primary"), .typography("typography.headline")]),
                .text("status", "Optional detail for long waits.", sample: "Fetching 240 items",
                      [.foreground("color.text.tertiary"), .typography("typography.caption")]),
            ]),
        ]),
        accessibility: ComponentAccessibility(
            label: "Loading inventory", liveRegion: .polite,
            focus: "Mark the region busy while loading; move focus to the content's heading when it arrives.",
            notes: ["If loading takes more than a few seconds, update the status text."]),
        platforms: PlatformNames(swiftUI: "LoadingView", compose: "FullPageLoading", css: ".sb-loading-full-page"))

    static let button = ComponentSpec(
        id: "loading-button", name: "Loading button",
        summary: "A primary button that shows a spinner and a new label while its action runs, and ignores further taps.",
        whenToUse: ["A submit or save action that takes noticeable time."],
        whenNotToUse: ["The operation runs in the background: let the button return at once and show inline loading."],
        anatomy: .button("button", "The primary button.", label: "Submit", [
            .background("color.brand.primary"), .padding("spacing.sm"), .gap("spacing.xs"), .radius("radius.sm"),
            .motion("motion.state-change"),
        ], children: [
            .spinner("spinner", "Appears while the action runs.", [.foreground("color.text.on-brand"), .size("size.icon.sm")])
                .visible(in: [.loading]),
            .text("label", "The action; an -ing form while loading.", sample: "Submit",
                  [.foreground("color.text.on-brand"), .typography("typography.footnote-emphasized")]).saying("Submitting…", in: .loading),
        ]),
        states: [.default, .loading],
        accessibility: ComponentAccessibility(
            label: "Submit; while loading, Submitting", liveRegion: .polite,
            focus: "Keep focus on the button while it loads: mark it busy rather than removing it from the tab order.",
            notes: ["The label change is announced; the spinner is hidden from assistive technology."]),
        platforms: PlatformNames(swiftUI: "Button + ProgressView", compose: "Button + CircularProgressIndicator", css: ".sb-button[aria-busy=true]"))
}
