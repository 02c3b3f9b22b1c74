/// The `check/` ids: `stylebook check`.
extension DiagnosticKind {
    public static let checkNoDesignSystem = DiagnosticKind(
        id: "check/no-design-system", severity: .warning,
        summary: "There is no design system here (no package that describes one), so only the pages were checked.",
        fix: "Run `check` in your design-system package to check tokens and contrast too, or pass --tokens FILE.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let checkKinds: [DiagnosticKind] = [
        .checkNoDesignSystem,
    ]
}
