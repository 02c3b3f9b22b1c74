import StylebookKit

/// Text styles in points.
enum TextStyles {
    static let family = ["system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"]

    static let all: [Token] = [
        .typography("typography.title", Typography(family: family, size: 28, weight: 700, lineHeight: 34),
                    "Screen titles."),
        .typography("typography.body", Typography(family: family, size: 17, weight: 400, lineHeight: 24),
                    "Running text."),
        .typography("typography.label", Typography(family: family, size: 15, weight: 600, lineHeight: 20),
                    "Button labels and short emphasised text."),
    ]
}
