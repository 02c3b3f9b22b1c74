/// The `fix/` ids: `stylebook fix contrast`.
extension DiagnosticKind {
    public static let fixContrastConflict = DiagnosticKind(
        id: "fix/contrast-conflict", severity: .error,
        summary: "No change of colour lightness lets every contrast check pass at once; nothing was written.",
        fix: "Change one of the conflicting colours by hand (a text that must pass on a light and a dark surface in one mode needs two colours), then run `fix contrast` again.")

    public static let fixLiteralNotFound = DiagnosticKind(
        id: "fix/literal-not-found", severity: .error,
        summary: "`fix contrast` cannot find the colour literal it would change in the token's declaration; nothing was written.",
        fix: "Write the colour as a string literal in the token's `.color(…)` call or the token file's `$value` (a value computed in Swift, or a Figma variable, cannot be rewritten here), or change it by hand to the value shown.")

    public static let fixUnverified = DiagnosticKind(
        id: "fix/unverified", severity: .error,
        summary: "The patched token files were audited again as `check --tokens` reads them, and a check still fails; nothing was written.",
        fix: "Run `stylebook check --tokens` on the file to see the check, and report it: the repair and the check disagree on a pair.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let fixKinds: [DiagnosticKind] = [.fixContrastConflict, .fixLiteralNotFound, .fixUnverified]
}
