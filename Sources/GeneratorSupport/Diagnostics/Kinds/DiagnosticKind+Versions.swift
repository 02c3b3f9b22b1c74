/// The `versions/` ids: the revisions `versions:` publishes beside the working tree.
extension DiagnosticKind {
    public static let versionsUnknownRevision = DiagnosticKind(
        id: "versions/unknown-revision", severity: .error,
        summary: "A revision `versions:` lists is not a branch, tag or commit of the package's repository (or the package is not in one).",
        fix: "Tag the release (`git tag v1.0.0 COMMIT`) or correct the name; in CI, fetch the tags too (`actions/checkout` with `fetch-depth: 0`).")

    public static let versionsBuildFailed = DiagnosticKind(
        id: "versions/build-failed", severity: .error,
        summary: "A published version could not be built from its revision: its package, configuration or pages have errors as that revision has them (listed after it, named `REVISION:path`).",
        fix: "A revision cannot change: publish a later one that builds, leave it out of `versions:`, or lower the finding for every version with `severities:` in the working tree's stylebook.yml.")

    public static let versionsFolderTaken = DiagnosticKind(
        id: "versions/folder-taken", severity: .error,
        summary: "A page or file of the working tree would be published in the folder a version is published in.",
        fix: "Move the file, or give the version another folder (`path:` in its `versions:` entry).")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let versionsKinds: [DiagnosticKind] = [
        .versionsUnknownRevision, .versionsBuildFailed, .versionsFolderTaken,
    ]
}
