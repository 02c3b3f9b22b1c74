/// The `import/figma-…` ids: reading Figma's REST API local-variables response
/// (`import FILE`, `import --figma`, `check --tokens`).
extension DiagnosticKind {
    public static let importFigmaCollectionsPrefixed = DiagnosticKind(
        id: "import/figma-collections-prefixed", severity: .note,
        summary: "Two Figma collections declare a variable of the same name, so their variables are put under the collection's name.",
        fix: "Nothing to do; rename one of the variables in Figma to keep the shorter paths.")

    public static let importFigmaErrorResponse = DiagnosticKind(
        id: "import/figma-error-response", severity: .error,
        summary: "The file holds an error Figma's REST API returned instead of variables.",
        fix: "Fetch the variables again with a valid token and file key (`stylebook import --figma FILE_KEY`).")

    public static let importFigmaMalformedVariable = DiagnosticKind(
        id: "import/figma-malformed-variable", severity: .warning,
        summary: "A Figma variable or collection lacks something Stylebook needs (a name, a collection, modes or a readable value), so it is left out.",
        fix: "Fetch the variables again; if the problem stays, correct the variable in Figma.")

    public static let importFigmaNameChanged = DiagnosticKind(
        id: "import/figma-name-changed", severity: .warning,
        summary: "Figma variable names contain `{`, `}` or `.`, which a token path cannot hold; each is read as `-`.",
        fix: "Rename the variables in Figma without those characters, or refer to them by the names the message gives.")

    public static let importFigmaUnknownAlias = DiagnosticKind(
        id: "import/figma-unknown-alias", severity: .warning,
        summary: "A Figma variable refers to a variable the response does not hold (often one from a library), so it is left out.",
        fix: "Publish the library's variables into the file, or fetch the variables of the file that declares them.")

    public static let importFigmaUnsupportedVariable = DiagnosticKind(
        id: "import/figma-unsupported-variable", severity: .warning,
        summary: "Figma string and boolean variables other than font families have no Stylebook token kind, so they are left out.",
        fix: "Nothing to do unless you need them; scope a string variable to font family to import it as one.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let figmaKinds: [DiagnosticKind] = [
        .importFigmaCollectionsPrefixed, .importFigmaErrorResponse, .importFigmaMalformedVariable, .importFigmaNameChanged,
        .importFigmaUnknownAlias, .importFigmaUnsupportedVariable,
    ]
}
