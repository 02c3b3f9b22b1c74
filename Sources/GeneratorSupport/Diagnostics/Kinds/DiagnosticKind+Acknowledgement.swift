/// The `acknowledgement/` ids: the acknowledgements a design system declares.
extension DiagnosticKind {
    public static let acknowledgementNoReason = DiagnosticKind(
        id: "acknowledgement/no-reason", severity: .warning,
        summary: "An acknowledgement of a warning gives no reason.",
        fix: "Write why the warning is accepted in the acknowledgement's `reason`.")

    public static let acknowledgementUnused = DiagnosticKind(
        id: "acknowledgement/unused", severity: .warning,
        summary: "An acknowledgement matches no warning, so the problem it accepted is gone.",
        fix: "Remove the acknowledgement: the warning it covered is gone.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let acknowledgementKinds: [DiagnosticKind] = [
        .acknowledgementNoReason, .acknowledgementUnused,
    ]
}
