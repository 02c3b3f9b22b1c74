/// The `output/` ids: the output folder.
extension DiagnosticKind {
    public static let outputCacheInsideOutput = DiagnosticKind(
        id: "output/cache-inside-output", severity: .error,
        summary: "The cache folder is, or lies inside, the output folder, which each build replaces.",
        fix: "Point `--cache-dir` at a folder outside the output folder, or leave it out to use the package's `.stylebook/`.")

    public static let outputNotAFolder = DiagnosticKind(
        id: "output/not-a-folder", severity: .error,
        summary: "The output path is a file.",
        fix: "Remove the file, or choose another `--output`.")

    public static let outputNotStylebookOutput = DiagnosticKind(
        id: "output/not-stylebook-output", severity: .error,
        summary: "The output folder holds files Stylebook did not write, so it is not replaced.",
        fix: "Choose an empty or new `--output` folder, or move the files that are not Stylebook's out of it.")

    public static let outputProtectedFolder = DiagnosticKind(
        id: "output/protected-folder", severity: .error,
        summary: "The output folder is, or contains, your sources.",
        fix: "Choose an output folder outside your sources, such as `_site`.")

    public static let outputUnwritable = DiagnosticKind(
        id: "output/unwritable", severity: .error,
        summary: "Stylebook cannot write next to the output folder.",
        fix: "Check the permissions of the output folder's parent.")

    public static let outputWriteFailed = DiagnosticKind(
        id: "output/write-failed", severity: .error,
        summary: "Writing or copying into the site failed (disk full, permissions); the previous site was kept.",
        fix: "Free disk space or fix permissions, then build again.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let outputKinds: [DiagnosticKind] = [
        .outputCacheInsideOutput, .outputNotAFolder, .outputNotStylebookOutput, .outputProtectedFolder,
        .outputUnwritable, .outputWriteFailed,
    ]
}
