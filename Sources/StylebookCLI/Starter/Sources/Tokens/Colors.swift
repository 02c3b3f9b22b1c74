import StylebookKit

/// A neutral ramp and one accent ramp, then the roles screens use. Screens use the roles;
/// the palette only feeds them, so a rebrand changes one line per role.
enum Colors {
    static let all: [Token] = palette + roles

    static let palette: [Token] = [
        .color("color.palette.neutral.0", "#FFFFFF", role: .palette, "White."),
        .color("color.palette.neutral.50", "#F7F8FA", role: .palette, "Lightest grey."),
        .color("color.palette.neutral.300", "#C4C9D2", role: .palette, "Light grey."),
        .color("color.palette.neutral.500", "#6B7280", role: .palette, "Middle grey."),
        .color("color.palette.neutral.600", "#4B5563", role: .palette, "Dark grey."),
        .color("color.palette.neutral.900", "#111827", role: .palette, "Near black."),
        .color("color.palette.neutral.950", "#0B0F17", role: .palette, "Darkest grey."),
        .color("color.palette.accent.300", "#A5B4FC", role: .palette, "Light accent."),
        .color("color.palette.accent.400", "#818CF8", role: .palette, "Bright accent."),
        .color("color.palette.accent.600", "#4F46E5", role: .palette, "Accent."),
        .color("color.palette.accent.700", "#4338CA", role: .palette, "Deep accent."),
    ]

    static let roles: [Token] = [
        .color("color.surface.default", light: "{color.palette.neutral.0}", dark: "{color.palette.neutral.950}",
               role: .surface, "Page background."),
        .color("color.surface.subtle", light: "{color.palette.neutral.50}", dark: "{color.palette.neutral.900}",
               role: .surface, "Cards and grouped content."),
        .color("color.text.primary", light: "{color.palette.neutral.900}", dark: "{color.palette.neutral.50}",
               role: .text, "Titles and body text."),
        .color("color.text.secondary", light: "{color.palette.neutral.600}", dark: "{color.palette.neutral.300}",
               role: .text, "Supporting text and captions."),
        .color("color.text.link", light: "{color.palette.accent.700}", dark: "{color.palette.accent.300}",
               role: .text, "Links and text actions."),
        .color("color.text.on-accent", light: "{color.palette.neutral.0}", dark: "{color.palette.neutral.950}",
               role: .text, "Text on an accent fill, such as a primary button's label."),
        .color("color.border.default", light: "{color.palette.neutral.500}", dark: "{color.palette.neutral.500}",
               role: .border, "Outlines of controls and cards."),
        // With increased contrast (a setting people turn on), the accent moves one step further
        // from its label, so the label reaches the 7:1 that increased contrast is checked at.
        .color("color.accent.default", ["light": "{color.palette.accent.600}", "dark": "{color.palette.accent.400}",
                                        "light+increased": "{color.palette.accent.700}", "dark+increased": "{color.palette.accent.300}"],
               role: .fill, "Primary actions and selection."),
    ]
}
