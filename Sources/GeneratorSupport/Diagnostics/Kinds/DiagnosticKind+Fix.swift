/// The `fix/` ids: `stylebook fix contrast`.
extension DiagnosticKind {
    public static let fixContrastConflict = DiagnosticKind(
        id: "fix/contrast-conflict", severity: .error,
        summary: "No change of colour lightness lets every contrast check pass at once; nothing was written.",
        fix: "Change one of the conflicting colours by hand (a text that must pass on a light and a dark surface in one mode needs two colours), then run `fix contrast` again.")

    public static let fixLiteralNotFound = DiagnosticKind(
        id: "fix/literal-not-found", severity: .error,
        summary: "`fix contrast` cannot find the colour literal it would change in the token's declaration; nothing was written.",
        fix: "Write the colour as a string literal in the token's `.color(…)` call (a value computed in Swift cannot be rewritten), or change it by hand to the value shown.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let fixKinds: [DiagnosticKind] = [.fixContrastConflict, .fixLiteralNotFound]
}
