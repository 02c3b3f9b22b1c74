import StylebookKit

/// Offline patterns: optimistic rows with feedback, the blocked form, the blocked page.
enum OfflineComponents {
    static let row = ComponentSpec(
        id: "offline-row", name: "Offline-with-feedback row",
        summary: "A list row saved optimistically that shows whether the server has it yet: pending, pending delete or failed.",
        whenToUse: ["Changes are accepted offline and sent later, and the person should see which ones are not synced."],
        whenNotToUse: ["The data must be fresh from the server: block the page instead.",
                       "The change cannot be applied later: block the form."],
        anatomy: .container("container", "The row.", [
            .background("color.surface.default"), .padding("spacing.md"), .gap("spacing.md"),
            .border("color.border.default", exempt: .decorative("row separator; rows are told apart by their content and spacing")),
        ], children: [
            .container("media", "Thumbnail; dims to opacity.pending until the server confirms.", [
                .background("color.surface.subtle"), .size("size.icon.lg"), .radius("radius.sm"),
                .opacity("opacity.pending", state: .pending), .opacity("opacity.pending", state: .pendingDelete),
                .motion("motion.pending"),
            ], children: []),
            .container("text", "Title and status.", axis: .vertical, [.gap("spacing.xs")], children: [
                .text("title", "The item. Greys to secondary text while pending, so it stays readable.", sample: "Blue ceramic mug", [
                    .foreground("color.text.primary"), .foreground("color.text.secondary", state: .pending),
                    .foreground("color.text.secondary", state: .pendingDelete), .typography("typography.body"),
                ]).struckThrough(in: [.pendingDelete]),
                .text("status", "Sync status in words.", sample: "Saved", [
                    .foreground("color.text.secondary"), .foreground("color.state.danger", state: .error), .typography("typography.caption"),
                ]).saying("Waiting to sync", in: .pending).saying("Waiting to delete", in: .pendingDelete)
                    .saying("Couldn't save. Tap to retry.", in: .error),
            ]),
            .icon("indicator", "Error indicator: the first stone of the path that leads the person to the problem.", [
                .icon("icon.field-error"), .size("size.icon.sm"), .foreground("color.state.danger"),
            ]).visible(in: [.error]),
        ]),
        states: [.default, .pending, .pendingDelete, .error],
        accessibility: ComponentAccessibility(
            label: "Blue ceramic mug, waiting to sync", hint: "When it failed, activating the row retries.", liveRegion: .off,
            focus: "Rows keep their place in the tab order in every state.",
            notes: ["Put the status in the accessible label; dimming and strike-through are visual only.",
                    "Dimming applies to the thumbnail: text uses secondary colour so it keeps 4.5:1."]),
        platforms: PlatformNames(swiftUI: "SyncStatusRow", compose: "SyncStatusRow", css: ".sb-offline-row"))

    static let blockingForm = ComponentSpec(
        id: "blocking-form-alert", name: "Blocking form alert",
        summary: "A notice in a form that cannot be sent offline, with the submit button inactive until the connection returns.",
        whenToUse: ["The form's result must be confirmed by the server, such as a payment or a password change."],
        whenNotToUse: ["The change can be queued and sent later: save it optimistically with feedback."],
        anatomy: .container("container", "The form's notice and its submit button.", axis: .vertical, [.gap("spacing.md")], children: [
            .container("alert", "Tinted notice explaining why the form is blocked.", [
                .background("color.state.warning-background"), .border("color.state.warning-border"),
                .padding("spacing.md"), .gap("spacing.sm"), .radius("radius.md"),
            ], children: [
                .icon("icon", "Offline symbol.", [.icon("icon.offline"), .size("size.icon.sm"), .foreground("color.text.primary")]),
                .text("message", "What is blocked and when it will work again.",
                      sample: "You're offline. You can fill in the form, and send it once you're back online.",
                      [.foreground("color.text.primary"), .typography("typography.footnote")]),
            ]),
            .button("submit", "Inactive while offline.", label: "Send", [
                .background("color.surface.subtle"), .typography("typography.footnote-emphasized"), .padding("spacing.sm"), .radius("radius.sm"),
                .foreground("color.text.tertiary", exempt: .disabled("the submit button is inactive while offline; the alert explains why")),
            ]),
        ]),
        states: [.default],
        accessibility: ComponentAccessibility(
            label: "You're offline", liveRegion: .polite,
            focus: "The submit button stays focusable and explains on activation why it cannot send, instead of silently doing nothing.",
            notes: ["Announce the alert when the connection drops while the form is open.",
                    "Keep whatever the person typed."]),
        platforms: PlatformNames(swiftUI: "OfflineFormBanner", compose: "OfflineFormBanner", css: ".sb-blocking-form-alert"))

    static let fullPageBlock = ComponentSpec(
        id: "offline-block", name: "Full-page offline block",
        summary: "Replaces a screen whose data must never be shown stale while there is no connection.",
        whenToUse: ["Showing old data would mislead, such as a list of accepted payment methods."],
        whenNotToUse: ["Old data is still useful: show it with a snackbar or row feedback."],
        anatomy: .container("container", "Centred column.", axis: .centered, [.gap("spacing.lg"), .padding("spacing.xl")], children: [
            ComponentSpecs.heroIcon("icon.offline", color: "color.text.secondary"),
        ] + ComponentSpecs.messageStack(title: "You're offline", body: "Payment methods can only be shown with a connection.",
                                        hint: "This page reloads when you're back online.") + [ComponentSpecs.primaryButton("Try again")]),
        accessibility: ComponentAccessibility(
            label: "You're offline", hint: "Try again checks the connection.", liveRegion: .polite,
            focus: "Move focus to the title when the block appears.",
            notes: ["Reload automatically when the connection returns, and announce it."]),
        platforms: PlatformNames(swiftUI: "FullPageOfflineBlockingView", compose: "FullPageOfflineBlock", css: ".sb-offline-block"))
}
