import StylebookKit

/// Deprecated tokens of every kind, for the golden files of each export's marker: a
/// replacement of the same kind with a removal release, a replacement alone (no message), a
/// message alone and a bare mark (DTCG `true`). Tests/browser compiles the Compose and
/// TypeScript copies with code that uses them.
enum DeprecationFixture {
    static let system = DesignSystem(name: "Sunset Kit", tokens: [
        .color("color.text.primary", light: "#1F2937", dark: "#F3F4F6", role: .text, "Body text."),
        .color("color.text.body", light: "#374151", dark: "#E5E7EB", role: .text, "Old body text.",
               deprecated: .init("Body text is primary text now.", replacedBy: "color.text.primary", removedIn: "3.0")),
        .color("color.text.muted", "#4B5563", role: .text, "Old secondary text.", deprecated: .init(nil, replacedBy: "color.text.primary")),
        .color("color.surface.page", light: "#FFFFFF", dark: "#111827", role: .surface, "Page."),
        .color("color.surface.legacy", "#FAFAFA", role: .surface, "The old page grey.", deprecated: .init(nil)),
        .dimension("spacing.md", 12, "Default gap."),
        .dimension("spacing.medium", 12, "Default gap, old name.", deprecated: .init("Renamed.", replacedBy: "spacing.md", removedIn: "2.0")),
        .opacity("opacity.disabled", 0.4, "Disabled controls."),
        .opacity("opacity.faded", 0.38, "Old disabled opacity.", deprecated: .init("Use the disabled opacity.", replacedBy: "opacity.disabled")),
        .typography("typography.body", Typography(family: ["system-ui"], size: 16, weight: 400, lineHeight: 24, letterSpacing: 0), "Body."),
        .typography("typography.paragraph", Typography(family: ["system-ui"], size: 16, weight: 400, lineHeight: 24, letterSpacing: 0),
                    "Old body style.", deprecated: .init("Use the body style.", replacedBy: "typography.body")),
        .motion("motion.quick", Motion(duration: 150, easing: .easeOut), "Small changes."),
        .motion("motion.snappy", Motion(duration: 120, easing: .easeOut), "Old quick motion.", deprecated: .init(nil, replacedBy: "motion.quick", removedIn: "3.0")),
        .icon("icon.close", Icon(name: "close", sfSymbol: "xmark", materialSymbol: "close",
                                 svg: #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6 6 18"/></svg>"#), "Dismiss."),
        .icon("icon.dismiss", Icon(name: "dismiss", sfSymbol: "xmark", materialSymbol: "close",
                                   svg: #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6 6 18"/></svg>"#),
              "Old close icon.", deprecated: .init("Use icon.close.", replacedBy: "icon.close")),
    ])
}
