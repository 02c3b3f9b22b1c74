import StylebookKit

/// Components that report a failure: full page, banner, dialog, snackbar, field and toast.
enum ErrorComponents {
    static let fullPageError = ComponentSpec(
        id: "full-page-error", name: "Full-page error",
        summary: "Takes the place of a view whose essential data failed to load and nothing is cached.",
        whenToUse: ["The screen has nothing useful to show without the data that failed.",
                    "The failure lasts until the person acts, for example by retrying."],
        whenNotToUse: ["Cached content is available: show it with an error snackbar instead.",
                       "Only one section failed: use a callout inside that section."],
        anatomy: .container("container", "Centred column with generous top padding.", axis: .centered,
                            [.gap("spacing.lg"), .padding("spacing.xl")], children: [
            ComponentSpecs.heroIcon("icon.warning", color: "color.state.warning"),
        ] + ComponentSpecs.messageStack(title: "Loading failed", body: "We couldn't load this item. Check your connection and try again.",
                                        hint: "Pull down to retry") + [ComponentSpecs.primaryButton("Retry")]),
        accessibility: ComponentAccessibility(
            label: "Error: could not load this item", hint: "Retry loads the item again.", liveRegion: .polite,
            focus: "Move focus to the title when the error replaces the content, so screen readers announce it.",
            notes: ["The icon is decorative; the title carries the meaning.",
                    "Pull to refresh must have a button equivalent: the Retry button."]),
        platforms: PlatformNames(swiftUI: "FullPageErrorView", compose: "FullPageError", css: ".sb-full-page-error"))

    static let inlineBanner = ComponentSpec(
        id: "inline-banner", name: "Inline error banner",
        summary: "A filled strip at the top of a view for a failure that does not block the rest of it.",
        whenToUse: ["An action on this screen failed, such as a save or an upload.",
                    "The person can keep working while the message stays visible."],
        whenNotToUse: ["The whole view failed to load: use the full-page error.",
                       "The problem belongs to one field: use the inline field error."],
        anatomy: .container("container", "Filled row with rounded corners.", [
            .background("color.state.danger", variant: "danger"), .background("color.state.warning", variant: "warning"),
            .padding("spacing.md"), .gap("spacing.sm"), .radius("radius.sm"), .motion("motion.feedback"),
        ], children: [
            .icon("icon", "Names the severity next to the words.", [
                .icon("icon.warning-filled"), .size("size.icon.sm"),
                .foreground("color.text.on-danger", variant: "danger"), .foreground("color.text.on-warning", variant: "warning"),
            ]),
            .text("message", "What failed and what to do.", sample: "Upload failed. Try again in a moment.", [
                .typography("typography.subheadline"),
                .foreground("color.text.on-danger", variant: "danger"), .foreground("color.text.on-warning", variant: "warning"),
            ]),
            .button("dismiss", "Closes the banner.", label: "Dismiss", [
                .foreground("color.text.on-danger", variant: "danger"), .foreground("color.text.on-warning", variant: "warning"),
                .padding("spacing.xs"), .radius("radius.sm"),
            ], children: [.icon("dismiss-icon", "A cross; the button's label names it.", [
                .icon("icon.close"), .size("size.icon.sm"),
                .foreground("color.text.on-danger", variant: "danger"), .foreground("color.text.on-warning", variant: "warning"),
            ])]),
        ]),
        variants: [ComponentVariant("danger", name: "Danger", "Something failed and needs attention."),
                   ComponentVariant("warning", name: "Warning", "Something may not work as expected.")],
        accessibility: ComponentAccessibility(
            label: "Error: upload failed", hint: "Dismiss hides the banner.", liveRegion: .polite,
            focus: "Focus stays where it was; the dismiss button is reachable by keyboard and has a text label.",
            notes: ["Prefix the message with the severity in words (Error, Warning) for screen readers.",
                    "Slide in with motion.feedback; appear without movement when reduced motion is on."]),
        platforms: PlatformNames(swiftUI: "ErrorBanner", compose: "ErrorBanner", css: ".sb-inline-banner"))

    static let dialog = ComponentSpec(
        id: "error-dialog", name: "Error dialog",
        summary: "A modal message for a failed submission that the person must acknowledge.",
        whenToUse: ["Data the person submitted was not saved, such as a comment that failed to post.",
                    "The person must know before moving on."],
        whenNotToUse: ["Loading failed: show the error in the content area instead.",
                       "The message is only informational: a toast or banner interrupts less."],
        surfaces: ["color.surface.default", "color.surface.subtle"],
        anatomy: .container("container", "The dialog box, drawn by the platform's native alert.", axis: .vertical, [
            .background("color.surface.default"), .border("color.border.default"), .padding("spacing.xl"),
            .gap("spacing.sm"), .radius("radius.lg"),
        ], children: [
            .text("title", "The failure in a few words.", sample: "Comment not posted",
                  [.foreground("color.text.primary"), .typography("typography.headline")]),
            .text("message", "Why, and what can be done.", sample: "We couldn't post your comment. Check your connection and try again.",
                  [.foreground("color.text.secondary"), .typography("typography.footnote")]),
            .container("actions", "Buttons, the recovering action last.", [.gap("spacing.sm")], children: [
                .button("dismiss", "Closes the dialog.", label: "OK", [
                    .foreground("color.text.link"), .border("color.border.default"), .typography("typography.footnote-emphasized"),
                    .padding("spacing.sm"), .radius("radius.sm"),
                ]),
                ComponentSpecs.primaryButton("Try again", "Retries the submission; only when it can succeed."),
            ]),
        ]),
        accessibility: ComponentAccessibility(
            label: "Comment not posted", hint: "Try again posts the comment again.", liveRegion: .assertive,
            focus: "Focus moves into the dialog and is trapped there until it closes; it then returns to the control that submitted.",
            notes: ["Use the native alert (UIAlertController, AlertDialog) so assistive technology treats it as a dialog.",
                    "Back or Escape dismisses it, like OK."]),
        platforms: PlatformNames(swiftUI: ".alert(_:isPresented:actions:message:)", compose: "AlertDialog", css: "dialog.sb-error-dialog"))

    static let snackbar = ComponentSpec(
        id: "error-snackbar", name: "Error snackbar",
        summary: "A dismissible message along the bottom edge when a refresh failed but cached content is still shown.",
        whenToUse: ["A reload failed and the person can keep reading the cached content.",
                    "The error should stay until dismissed without blocking the screen."],
        whenNotToUse: ["Nothing is cached: use the full-page error.",
                       "The person submitted data that was lost: use the error dialog."],
        surfaces: ["color.surface.default", "color.surface.subtle"],
        anatomy: .container("container", "A floating bar on the inverse fill.", [
            .background("color.surface.inverse"), .padding("spacing.md"), .gap("spacing.md"), .radius("radius.sm"),
            .motion("motion.feedback"),
        ], children: [
            .text("message", "What failed, noting that older content is shown.", sample: "Couldn't refresh. Showing saved handouts.",
                  [.foreground("color.text.on-inverse"), .typography("typography.subheadline")]),
            .button("retry", "Retries the refresh.", label: "Retry", [
                .foreground("color.text.on-inverse-action"), .typography("typography.footnote-emphasized"), .padding("spacing.xs"),
            ]),
            .button("dismiss", "Closes the snackbar.", label: "Dismiss", [.foreground("color.text.on-inverse"), .padding("spacing.xs")],
                    children: [.icon("dismiss-icon", "A cross; the button's label names it.", [
                        .icon("icon.close"), .size("size.icon.sm"), .foreground("color.text.on-inverse"),
                    ])]),
        ]),
        accessibility: ComponentAccessibility(
            label: "Couldn't refresh. Showing saved handouts.", hint: "Retry loads the latest version.", liveRegion: .polite,
            focus: "Does not take focus; its buttons are in the tab order after the content.",
            notes: ["It stays until dismissed, so people who need longer to read are not rushed.",
                    "Android: Snackbar with an action and an indefinite duration; iOS: a custom view with the same behaviour."]),
        platforms: PlatformNames(swiftUI: "ErrorSnackbar", compose: "Snackbar", css: ".sb-error-snackbar"))

    static let fieldError = ComponentSpec(
        id: "field-error", name: "Inline field error",
        summary: "A message under a form field that says what to change, with an icon and a danger outline.",
        whenToUse: ["A value the person typed cannot be accepted.", "Checking happens on submit or when the field loses focus."],
        whenNotToUse: ["The whole form could not be sent: use the blocking form alert or the error dialog."],
        anatomy: .container("container", "Label, field and message stacked.", axis: .vertical, [.gap("spacing.xs")], children: [
            .text("label", "Names the field.", sample: "Email", [.foreground("color.text.primary"), .typography("typography.footnote-emphasized")]),
            .field("field", "The text input.", value: "sam@example", [
                .background("color.surface.default"), .foreground("color.text.primary"), .typography("typography.body"),
                .border("color.border.default"), .border("color.state.danger", state: .error), .padding("spacing.sm"), .radius("radius.sm"),
            ]),
            .container("message", "Icon and text; shown only while the value is wrong.", [.gap("spacing.xs")], children: [
                .icon("icon", "Marks the message as an error without relying on colour.", [
                    .icon("icon.field-error"), .size("size.icon.sm"), .foreground("color.state.danger"),
                ]),
                .text("text", "What to change.", sample: "Enter an email address with a domain, such as name@example.com.",
                      [.foreground("color.state.danger"), .typography("typography.footnote")]),
            ]).visible(in: [.error]),
        ]),
        states: [.default, .error],
        accessibility: ComponentAccessibility(
            label: "Email", hint: "The error message is read after the field's label.", liveRegion: .polite,
            focus: "On submit, focus moves to the first field with an error.",
            notes: ["Link the message to the field (aria-describedby, or the platform's error semantics) and mark the field invalid.",
                    "The icon and the words carry the error; the red outline only reinforces them."]),
        platforms: PlatformNames(swiftUI: "FieldErrorText", compose: "OutlinedTextField(isError:supportingText:)", css: ".sb-field-error"))

    static let toast = ComponentSpec(
        id: "toast", name: "Toast",
        summary: "A short message that confirms an action or reports a minor failure, then leaves by itself.",
        whenToUse: ["The message is brief and needs no action.", "Missing it would do no harm."],
        whenNotToUse: ["The person must act or decide: use a snackbar with an action, or a dialog.",
                       "The failure lost data: use the error dialog."],
        surfaces: ["color.surface.default", "color.surface.subtle"],
        anatomy: .container("container", "A small filled pill.", [
            .background("color.state.danger", variant: "danger"), .background("color.state.success", variant: "success"),
            .background("color.state.info", variant: "info"), .padding("spacing.md"), .gap("spacing.sm"), .radius("radius.sm"),
            .motion("motion.feedback"),
        ], children: [
            .icon("icon", "Names the kind of message.", [
                .icon("icon.warning-filled", variant: "danger"), .icon("icon.info-filled", variant: "success"),
                .icon("icon.info-filled", variant: "info"), .size("size.icon.sm"),
                .foreground("color.text.on-danger", variant: "danger"), .foreground("color.text.on-success", variant: "success"),
                .foreground("color.text.on-info", variant: "info"),
            ]),
            .text("message", "One short sentence.", sample: "Saved to your drafts.", [
                .typography("typography.subheadline"),
                .foreground("color.text.on-danger", variant: "danger"), .foreground("color.text.on-success", variant: "success"),
                .foreground("color.text.on-info", variant: "info"),
            ]).saying("Couldn't copy the link.", forVariant: "danger").saying("Link copied.", forVariant: "info"),
        ]),
        variants: [ComponentVariant("danger", name: "Danger", "A minor action failed."),
                   ComponentVariant("success", name: "Success", "An action completed."),
                   ComponentVariant("info", name: "Info", "Something neutral happened.")],
        accessibility: ComponentAccessibility(
            label: "Saved to your drafts", liveRegion: .polite,
            focus: "Never takes focus.",
            notes: ["Stay at least four seconds, longer for longer text, and pause while hovered or focused.",
                    "Never put the only way to do something in a toast."]),
        platforms: PlatformNames(swiftUI: "ToastView", compose: "Toast", css: ".sb-toast"))
}
