import StylebookKit

/// Transitions. Everything that reports a problem moves in 300 ms or less.
enum MotionTokens {
    static let all: [Token] = [
        .motion("motion.feedback", Motion(duration: 300, easing: .easeInOut),
                "Banners sliding in, callouts fading in, inline errors appearing and leaving."),
        .motion("motion.state-change", Motion(duration: 250, easing: .easeInOut),
                "Spinners appearing, buttons switching to their loading state, skeleton shimmer."),
        .motion("motion.pending", Motion(duration: 150, easing: .easeOut),
                "An item dimming to opacity.pending, or returning when the server confirms it."),
    ]
}
