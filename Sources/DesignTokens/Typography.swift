import StylebookKit

/// Text styles in points, following the Apple text-style sizes the seeds name; caption is the
/// seeds' 11 pt.
enum TypographyTokens {
    static let family = ["system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"]

    static let all: [Token] = [
        .typography("typography.title2", Typography(family: family, size: 22, weight: 700, lineHeight: 28, letterSpacing: -0.26),
                    "Titles of full-page states."),
        .typography("typography.headline", Typography(family: family, size: 17, weight: 600, lineHeight: 22, letterSpacing: -0.43),
                    "Short emphasised lines, such as a loading title."),
        .typography("typography.body", Typography(family: family, size: 17, weight: 400, lineHeight: 22, letterSpacing: -0.43),
                    "Running text and explanations."),
        .typography("typography.subheadline", Typography(family: family, size: 15, weight: 400, lineHeight: 20, letterSpacing: -0.23),
                    "Toasts and secondary lines."),
        .typography("typography.footnote", Typography(family: family, size: 13, weight: 400, lineHeight: 18, letterSpacing: -0.08),
                    "Callout text and progress labels."),
        .typography("typography.footnote-emphasized", Typography(family: family, size: 13, weight: 600, lineHeight: 18, letterSpacing: -0.08),
                    "Callout titles and short labels that need weight at footnote size."),
        .typography("typography.caption", Typography(family: family, size: 11, weight: 400, lineHeight: 13, letterSpacing: 0.06),
                    "Recovery hints and descriptions under a message."),
    ]
}
