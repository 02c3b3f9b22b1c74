/// The `config/` ids: stylebook.yml and the files it names.
extension DiagnosticKind {
    public static let configDuplicateKey = DiagnosticKind(
        id: "config/duplicate-key", severity: .error,
        summary: "stylebook.yml repeats a key.",
        fix: "Keep one of the two entries.")

    public static let configInvalidValue = DiagnosticKind(
        id: "config/invalid-value", severity: .error,
        summary: "A stylebook.yml value is not one of those allowed.",
        fix: "Use one of the values the message lists.")

    public static let configMissingFile = DiagnosticKind(
        id: "config/missing-file", severity: .error,
        summary: "stylebook.yml names a file that does not exist.",
        fix: "Correct the path (relative to Content/ for `logo`), or add the file.")

    public static let configMissingKey = DiagnosticKind(
        id: "config/missing-key", severity: .error,
        summary: "A stylebook.yml entry lacks a key it needs.",
        fix: "Add the key the message names, e.g. `url:` under `repository:`.")

    public static let configSyntaxError = DiagnosticKind(
        id: "config/syntax-error", severity: .error,
        summary: "stylebook.yml is not valid YAML.",
        fix: "Fix the indentation or quoting at the line named; values containing `:` or `#` need quotes.")

    public static let configUnknownContext = DiagnosticKind(
        id: "config/unknown-context", severity: .error,
        summary: "`contrast.levels` in stylebook.yml names a context the design system's axes do not have.",
        fix: "Use a context of one of the axes (the hint names the closest), or remove the entry.")

    public static let configUnknownKey = DiagnosticKind(
        id: "config/unknown-key", severity: .error,
        summary: "stylebook.yml has a key Stylebook does not know.",
        fix: "Correct the key (the message names the closest), or remove it.")

    public static let configUnreadable = DiagnosticKind(
        id: "config/unreadable", severity: .error,
        summary: "stylebook.yml cannot be read.",
        fix: "Check the file's permissions.")

    public static let configWrongType = DiagnosticKind(
        id: "config/wrong-type", severity: .error,
        summary: "A stylebook.yml value has the wrong type.",
        fix: "Write the value as the type the message names (text in quotes, a number, `true`/`false`, a list).")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let configKinds: [DiagnosticKind] = [
        .configDuplicateKey, .configInvalidValue, .configMissingFile, .configMissingKey, .configSyntaxError,
        .configUnknownContext, .configUnknownKey, .configUnreadable, .configWrongType,
    ]
}
