/// The `contrast/` ids: contrast and colour-vision checks.
extension DiagnosticKind {
    public static let contrastIdenticalPairSkipped = DiagnosticKind(
        id: "contrast/identical-pair-skipped", severity: .note,
        summary: "Pairs the naming conventions suggest are left out because their two colours are one: in every context, or (for all rules but on-X) in any context, since nobody designs text to vanish.",
        fix: "Nothing to do; to check such a pair anyway, declare it in a pairs file, where it is always checked.")

    public static let contrastUnknownToken = DiagnosticKind(
        id: "contrast/unknown-token", severity: .error,
        summary: "A contrast pair names a token that is not a colour token.",
        fix: "Name a declared colour token in the pair.")
}

/// Their severity is the policy's (`--level`, `--matrix`, `--allow-empty`, a mode's level); the one
/// given here is the default policy's.
extension GradedDiagnosticKind {
    public static let contrastBelowAAA = GradedDiagnosticKind(
        id: "contrast/below-aaa", severity: .error,
        summary: "A pair meets AA but not the AAA level the policy asks for.",
        fix: "Darken or lighten one of the colours (the hint gives the nearest passing one), or require AA.")

    public static let contrastCVDConfusable = GradedDiagnosticKind(
        id: "contrast/cvd-confusable", severity: .warning,
        summary: "Two state colours are hard to tell apart under a colour-vision deficiency.",
        fix: "Make the colours differ in lightness too, or acknowledge the warning with the reason colour never stands alone.")

    public static let contrastNonTextBelowAA = GradedDiagnosticKind(
        id: "contrast/non-text-below-aa", severity: .error,
        summary: "A UI boundary or meaningful icon is below WCAG 2.2 AA (3:1).",
        fix: "Change one of the colours until the pair reaches 3:1; the hint gives the nearest passing one.")

    public static let contrastMatrixNotListed = GradedDiagnosticKind(
        id: "contrast/matrix-not-listed", severity: .error,
        summary: "The role matrix is too large to list: its failures beyond the first 10,000 are counted in one diagnostic (a warning at `--matrix warn`).",
        fix: "Declare the pairs that are really used (component specs, `pairs:`) and check with `--matrix warn` or `off`, or give text and surface roles only to colours meant to go together.")

    public static let contrastNothingChecked = GradedDiagnosticKind(
        id: "contrast/nothing-checked", severity: .error,
        summary: "A contrast check found no pair to check, so it cannot report success.",
        fix: "Give colours roles (or pairs in pairs.yml) so there are pairs to check; `--allow-empty` accepts an empty audit on purpose.")

    public static let contrastTextBelowAA = GradedDiagnosticKind(
        id: "contrast/text-below-aa", severity: .error,
        summary: "Text is below WCAG 2.2 AA (4.5:1, or 3:1 when large).",
        fix: "Change one of the colours until the pair passes; the hint gives the nearest passing one.")

    public static let contrastTranslucentBackground = GradedDiagnosticKind(
        id: "contrast/translucent-background", severity: .error,
        summary: "A translucent background has no opaque surface beneath it to be measured on.",
        fix: "Name the opaque surface beneath it with `over:` in the pair, or list the component's `surfaces`.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let contrastKinds: [DiagnosticKind] = [
        GradedDiagnosticKind.contrastBelowAAA.kind, GradedDiagnosticKind.contrastCVDConfusable.kind, .contrastIdenticalPairSkipped,
        GradedDiagnosticKind.contrastNonTextBelowAA.kind, GradedDiagnosticKind.contrastMatrixNotListed.kind,
        GradedDiagnosticKind.contrastNothingChecked.kind, GradedDiagnosticKind.contrastTextBelowAA.kind,
        GradedDiagnosticKind.contrastTranslucentBackground.kind, .contrastUnknownToken,
    ]
}
