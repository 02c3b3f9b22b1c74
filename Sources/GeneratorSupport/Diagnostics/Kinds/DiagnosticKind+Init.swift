/// The `init/` ids: `stylebook init`.
extension DiagnosticKind {
    public static let initMissingStarter = DiagnosticKind(
        id: "init/missing-starter", severity: .error,
        summary: "`stylebook init` cannot find its starter files.",
        fix: "Reinstall Stylebook: its starter files ship with the tool.")

    public static let initNotEmpty = DiagnosticKind(
        id: "init/not-empty", severity: .error,
        summary: "`stylebook init` was pointed at a file or a folder that is not empty.",
        fix: "Choose a new folder name, or empty the folder first.")

    public static let initWriteFailed = DiagnosticKind(
        id: "init/write-failed", severity: .error,
        summary: "`stylebook init` could not write the new package.",
        fix: "Check that you can write to the folder's parent (permissions, free space).")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let initKinds: [DiagnosticKind] = [
        .initMissingStarter, .initNotEmpty, .initWriteFailed,
    ]
}
