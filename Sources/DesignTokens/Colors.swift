import StylebookKit

/// Colours: a small palette, and the semantic tokens apps use, which refer to it.
///
/// The seed values (#DC2626, #F59E0B, #10B981, #94A3B8 ...) fail WCAG AA for white text or as
/// text on white, so the hues are kept and the steps moved until every pairing passes:
/// text >= 4.5:1 on every surface and tinted background in its mode, on-colours >= 4.5:1 on
/// their fill, borders >= 3:1.
enum ColorTokens {
    static let palette: [Token] = [
        .color("color.palette.white", "#FFFFFF", role: .palette, "Pure white: light surfaces and text on dark fills."),
        .color("color.palette.slate.50", "#F8FAFC", role: .palette, "Faint cool grey for subtle light surfaces."),
        .color("color.palette.slate.100", "#F1F5F9", role: .palette, "Near-white used for primary text in dark mode."),
        .color("color.palette.slate.300", "#CBD5E1", role: .palette, "Light grey for secondary text in dark mode."),
        .color("color.palette.slate.400", "#AAB6C8", role: .palette, "Mid-light grey for tertiary text and strong borders in dark mode."),
        .color("color.palette.slate.500", "#8896AB", role: .palette, "Mid grey for borders in dark mode."),
        .color("color.palette.slate.550", "#717F94", role: .palette, "Mid grey for borders in light mode."),
        .color("color.palette.slate.600", "#56627A", role: .palette, "Darker grey for tertiary text in light mode."),
        .color("color.palette.slate.700", "#475569", role: .palette, "Dark grey for secondary text and strong borders in light mode."),
        .color("color.palette.slate.800", "#1E293B", role: .palette, "Raised surface in dark mode."),
        .color("color.palette.slate.900", "#0F172A", role: .palette, "Ink: light-mode text and the dark-mode page."),
        .color("color.palette.red.300", "#FCA5A5", role: .palette, "Soft red for danger in dark mode."),
        .color("color.palette.red.700", "#B91C1C", role: .palette, "Deep red for danger in light mode."),
        .color("color.palette.amber.400", "#FBBF24", role: .palette, "Amber for warnings in dark mode."),
        .color("color.palette.amber.800", "#974306", role: .palette, "Burnt amber for warnings in light mode; brighter ambers cannot carry white text."),
        .color("color.palette.emerald.400", "#34D399", role: .palette, "Emerald for success in dark mode."),
        .color("color.palette.emerald.800", "#046C4E", role: .palette, "Deep emerald for success in light mode."),
        .color("color.palette.blue.300", "#93C5FD", role: .palette, "Sky blue for information in dark mode."),
        .color("color.palette.blue.700", "#1D4ED8", role: .palette, "Strong blue for information in light mode."),
        .color("color.palette.indigo.300", "#A5B4FC", role: .palette, "Pale indigo: brand and links in dark mode."),
        .color("color.palette.indigo.600", "#4F46E5", role: .palette, "Brand indigo in light mode."),
        .color("color.palette.indigo.700", "#4338CA", role: .palette, "Deeper indigo for links in light mode."),
        // Increased contrast: the state, link and text colours pushed one step further from their
        // surfaces, so text on and beside them reaches 7:1.
        .color("color.palette.slate.200", "#D3DEEE", role: .palette, "Secondary and tertiary text in dark mode with increased contrast."),
        .color("color.palette.slate.750", "#3B485C", role: .palette, "Secondary and tertiary text in light mode with increased contrast."),
        .color("color.palette.red.200", "#FFCCCB", role: .palette, "Danger in dark mode with increased contrast."),
        .color("color.palette.red.800", "#970000", role: .palette, "Danger in light mode with increased contrast."),
        .color("color.palette.amber.300", "#FFD866", role: .palette, "Warnings in dark mode with increased contrast."),
        .color("color.palette.amber.900", "#802E00", role: .palette, "Warnings in light mode with increased contrast."),
        .color("color.palette.emerald.300", "#5EF3B7", role: .palette, "Success in dark mode with increased contrast."),
        .color("color.palette.emerald.900", "#005539", role: .palette, "Success in light mode with increased contrast."),
        .color("color.palette.blue.200", "#BBE2FF", role: .palette, "Information in dark mode with increased contrast."),
        .color("color.palette.blue.800", "#0C37C2", role: .palette, "Information in light mode with increased contrast."),
        .color("color.palette.indigo.200", "#D0DBFF", role: .palette, "Links in dark mode with increased contrast."),
        .color("color.palette.indigo.650", "#483BDA", role: .palette, "Brand indigo in light mode with increased contrast."),
        .color("color.palette.indigo.750", "#3B2BBE", role: .palette, "Links in light mode with increased contrast."),
    ]

    static let state: [Token] = [
        .color("color.state.danger", ["light": "{color.palette.red.700}", "dark": "{color.palette.red.300}", "light+increased": "{color.palette.red.800}", "dark+increased": "{color.palette.red.200}"], role: .fill,
               "Critical errors and destructive actions: banner fills, icons and titles."),
        .color("color.state.warning", ["light": "{color.palette.amber.800}", "dark": "{color.palette.amber.400}", "light+increased": "{color.palette.amber.900}", "dark+increased": "{color.palette.amber.300}"], role: .fill,
               "Recoverable problems and soft blocks."),
        .color("color.state.success", ["light": "{color.palette.emerald.800}", "dark": "{color.palette.emerald.400}", "light+increased": "{color.palette.emerald.900}", "dark+increased": "{color.palette.emerald.300}"], role: .fill,
               "Confirmations and completed actions."),
        .color("color.state.info", ["light": "{color.palette.blue.700}", "dark": "{color.palette.blue.300}", "light+increased": "{color.palette.blue.800}", "dark+increased": "{color.palette.blue.200}"], role: .fill,
               "Neutral notices and tips."),
        // Tinted backgrounds: the state colour at opacity.tint.background (12 % light, 18 % dark).
        .color("color.state.danger-background", light: "#B91C1C1F", dark: "#FCA5A52E", role: .surface,
               "Tinted background of a danger callout."),
        .color("color.state.warning-background", light: "#9743061F", dark: "#FBBF242E", role: .surface,
               "Tinted background of a warning callout."),
        .color("color.state.success-background", light: "#046C4E1F", dark: "#34D3992E", role: .surface,
               "Tinted background of a success callout."),
        .color("color.state.info-background", light: "#1D4ED81F", dark: "#93C5FD2E", role: .surface,
               "Tinted background of an info callout."),
        // Opaque edges: a 30-40 % tint stays below 3:1, so callout borders use these mid-tones.
        .color("color.state.danger-border", light: "#C74949", dark: "#CD898C", role: .border,
               "Edge of a danger callout; keeps 3:1 against its background."),
        .color("color.state.warning-border", light: "#AC6938", dark: "#CC9D25", role: .border,
               "Edge of a warning callout; keeps 3:1 against its background."),
        .color("color.state.success-border", light: "#368971", dark: "#2DAD83", role: .border,
               "Edge of a success callout; keeps 3:1 against its background."),
        .color("color.state.info-border", light: "#4A71E0", dark: "#79A2D3", role: .border,
               "Edge of an info callout; keeps 3:1 against its background."),
    ]

    static let text: [Token] = [
        .color("color.text.primary", light: "{color.palette.slate.900}", dark: "{color.palette.slate.100}", role: .text,
               "Titles and body text."),
        .color("color.text.secondary", ["light": "{color.palette.slate.700}", "dark": "{color.palette.slate.300}", "light+increased": "{color.palette.slate.750}", "dark+increased": "{color.palette.slate.200}"], role: .text,
               "Explanations under a title."),
        .color("color.text.tertiary", ["light": "{color.palette.slate.600}", "dark": "{color.palette.slate.400}", "light+increased": "{color.palette.slate.750}", "dark+increased": "{color.palette.slate.200}"], role: .text,
               "Recovery hints and captions; still AA, unlike the seed's #94A3B8."),
        .color("color.text.link", ["light": "{color.palette.indigo.700}", "dark": "{color.palette.indigo.300}", "light+increased": "{color.palette.indigo.750}", "dark+increased": "{color.palette.indigo.200}"], role: .text,
               "Inline links."),
        .color("color.text.on-danger", light: "{color.palette.white}", dark: "{color.palette.slate.900}", role: .text,
               "Text and icons on a color.state.danger fill."),
        .color("color.text.on-warning", light: "{color.palette.white}", dark: "{color.palette.slate.900}", role: .text,
               "Text and icons on a color.state.warning fill."),
        .color("color.text.on-success", light: "{color.palette.white}", dark: "{color.palette.slate.900}", role: .text,
               "Text and icons on a color.state.success fill."),
        .color("color.text.on-info", light: "{color.palette.white}", dark: "{color.palette.slate.900}", role: .text,
               "Text and icons on a color.state.info fill."),
        .color("color.text.on-brand", light: "{color.palette.white}", dark: "{color.palette.slate.900}", role: .text,
               "Text on a color.brand.primary fill, such as the primary button."),
        .color("color.text.on-inverse", light: "{color.palette.slate.100}", dark: "{color.palette.slate.900}", role: .text,
               "Text on a color.surface.inverse fill, such as a snackbar message."),
        .color("color.text.on-inverse-action", light: "{color.palette.indigo.300}", dark: "{color.palette.indigo.700}", role: .text,
               "Actions on a color.surface.inverse fill, such as a snackbar's Retry."),
    ]

    static let surfaces: [Token] = [
        .color("color.surface.default", light: "{color.palette.white}", dark: "{color.palette.slate.900}", role: .surface,
               "The page and card background."),
        .color("color.surface.subtle", light: "{color.palette.slate.50}", dark: "{color.palette.slate.800}", role: .surface,
               "Grouped content and example frames."),
    ]

    /// A fill rather than a surface: body text is never set on it, only the on-inverse colours.
    static let inverse: [Token] = [
        .color("color.surface.inverse", light: "{color.palette.slate.800}", dark: "{color.palette.slate.100}", role: .fill,
               "Snackbars and toasts that float over content: dark in light mode, light in dark mode."),
    ]

    static let borders: [Token] = [
        .color("color.border.default", light: "{color.palette.slate.550}", dark: "{color.palette.slate.500}", role: .border,
               "Outlines of fields and cards; 3:1 against every surface."),
        .color("color.border.strong", light: "{color.palette.slate.700}", dark: "{color.palette.slate.400}", role: .border,
               "Outlines that need more weight, such as a focused field."),
    ]

    static let brand: [Token] = [
        .color("color.brand.primary", ["light": "{color.palette.indigo.600}", "dark": "{color.palette.indigo.300}", "light+increased": "{color.palette.indigo.650}"], role: .brand,
               "Primary buttons, progress indicators and positive empty-state icons."),
    ]

    static let all: [Token] = palette + state + text + surfaces + inverse + borders + brand
}
