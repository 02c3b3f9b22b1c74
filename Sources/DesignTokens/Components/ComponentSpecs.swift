import StylebookKit

/// Every component the project documents, in the order the components index lists them.
enum ComponentSpecs {
    static let all: [ComponentSpec] = [
        ErrorComponents.fullPageError, ErrorComponents.inlineBanner, CalloutComponents.callout, CalloutComponents.warningCallout,
        LoadingComponents.emptyState, LoadingComponents.inline, LoadingComponents.fullPage, LoadingComponents.button,
        ErrorComponents.dialog, ErrorComponents.snackbar, ErrorComponents.fieldError, ErrorComponents.toast,
        OfflineComponents.row, OfflineComponents.blockingForm, OfflineComponents.fullPageBlock,
    ]

    /// The filled call to action most components end with (Retry, Add item).
    static func primaryButton(_ label: String, _ summary: String = "The action that recovers or moves on.") -> ComponentPart {
        .button("action", summary, label: label, [
            .background("color.brand.primary"), .foreground("color.text.on-brand"), .typography("typography.footnote-emphasized"),
            .padding("spacing.sm"), .radius("radius.sm"),
        ])
    }

    /// A large symbol heading a full-page state.
    static func heroIcon(_ icon: TokenPath, color: TokenPath, size: TokenPath = "size.icon.lg") -> ComponentPart {
        .icon("icon", "A large symbol that names the situation at a glance; the title says it in words.", [
            .icon(icon), .foreground(color), .size(size),
        ])
    }

    /// The title, explanation and recovery hint stack of full-page states.
    static func messageStack(title: String, body: String, hint: String?) -> [ComponentPart] {
        var parts: [ComponentPart] = [
            .text("title", "What went wrong, in a few words.", sample: title, [.foreground("color.text.primary"), .typography("typography.title2")]),
            .text("explanation", "Why it may have happened and what to do next.", sample: body,
                  [.foreground("color.text.secondary"), .typography("typography.body")]),
        ]
        if let hint {
            parts.append(.text("hint", "A short recovery instruction.", sample: hint,
                               [.foreground("color.text.tertiary"), .typography("typography.caption")]))
        }
        return parts
    }
}
