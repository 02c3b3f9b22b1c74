/// One-line descriptions of diagnostic ids, for SARIF rules. Unknown ids get a generic line,
/// so new checks never break the report.
enum RuleCatalog {
    static let summaries: [String: String] = [
        "contrast/text-below-aa": "Text contrast below WCAG 2.2 AA (4.5:1, or 3:1 for large text).",
        "contrast/non-text-below-aa": "Non-text contrast (UI boundaries, meaningful icons) below WCAG 2.2 AA 3:1.",
        "contrast/below-aaa": "Contrast below the WCAG 2.2 AAA level the policy asks for.",
        "contrast/cvd-confusable": "State colours hard to tell apart under a colour-vision deficiency.",
        "contrast/translucent-background": "A translucent background has no opaque surface to be measured on.",
        "contrast/unknown-token": "A contrast pair names a token that is not a colour token.",
        "tokens/duplicate-name": "Two tokens share one name.",
        "tokens/malformed-hex": "A colour literal is not valid hex.",
        "tokens/unknown-alias": "An alias points at a token that does not exist.",
        "tokens/alias-cycle": "Aliases refer to each other in a cycle.",
        "tokens/opacity-out-of-range": "An opacity lies outside 0...1.",
        "tokens/negative-size": "A size is negative.",
    ]

    static func summary(for id: String) -> String {
        summaries[id] ?? "Stylebook diagnostic \(id)."
    }
}
