import StylebookKit

/// The `motion` group of fixturekit.resolver.json.
enum ImportedMotionTokens {
    static let all: [Token] = [
        .motion("motion.feedback", Motion(duration: 300, easing: .easeInOut), "Banners."),
    ]
}
