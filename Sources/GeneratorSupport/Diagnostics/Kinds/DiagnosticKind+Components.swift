/// The `components/` ids: component specs.
extension DiagnosticKind {
    public static let componentsDuplicateID = DiagnosticKind(
        id: "components/duplicate-id", severity: .error,
        summary: "Two component specs share an id.",
        fix: "Give one of the components another id.")

    public static let componentsInvalidID = DiagnosticKind(
        id: "components/invalid-id", severity: .error,
        summary: "A component id is not a URL slug.",
        fix: "Use lowercase letters, digits and `-` only, e.g. `inline-banner`.")

    public static let componentsTokenKindMismatch = DiagnosticKind(
        id: "components/token-kind-mismatch", severity: .error,
        summary: "A component binds a token of the wrong kind to a property (a spacing as a colour).",
        fix: "Bind a token of the kind the property takes (a colour to a foreground, a dimension to padding).")

    public static let componentsUnknownToken = DiagnosticKind(
        id: "components/unknown-token", severity: .error,
        summary: "A component binds, or sits on, a token that is not declared.",
        fix: "Correct the token's name (the hint names the closest), or declare it.")

    public static let componentsUnknownVariant = DiagnosticKind(
        id: "components/unknown-variant", severity: .error,
        summary: "A binding names a variant the component does not declare.",
        fix: "Declare the variant in the component's `variants`, or correct its name.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let componentsKinds: [DiagnosticKind] = [
        .componentsDuplicateID, .componentsInvalidID, .componentsTokenKindMismatch, .componentsUnknownToken,
        .componentsUnknownVariant,
    ]
}
