/// The `diff/` ids: `stylebook diff`: the two states it compares.
extension DiagnosticKind {
    public static let diffGitFailed = DiagnosticKind(
        id: "diff/git-failed", severity: .error,
        summary: "A git revision exists but could not be exported (`git archive`) or copied to be read.",
        fix: "Check that git and tar run, that the package's build folder is writable and that the disk has room.")

    public static let diffIncomparable = DiagnosticKind(
        id: "diff/incomparable", severity: .error,
        summary: "The two states are of different formats (a Swift package and a DTCG token set), whose tokens are named differently.",
        fix: "Compare a package with a package (or two revisions), or DTCG files with DTCG files; export a package's DTCG with `stylebook tokens --format dtcg` to compare it with JSON.")

    public static let diffNotADesignSystem = DiagnosticKind(
        id: "diff/not-a-design-system", severity: .error,
        summary: "A state `diff` was given holds no design system: no package with a describing executable, no resolver or token file, or several to choose from.",
        fix: "Name a design-system package or folder, a git revision of one, or a `*.resolver.json` or `*.tokens.json` file.")

    public static let diffUnknownRevision = DiagnosticKind(
        id: "diff/unknown-revision", severity: .error,
        summary: "A `diff` argument is neither a file, a folder nor a revision of the package's git repository.",
        fix: "Name a branch, tag or commit that exists (`git log --oneline` lists commits; in CI, fetch the base first), or a path that exists.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let diffKinds: [DiagnosticKind] = [
        .diffGitFailed, .diffIncomparable, .diffNotADesignSystem, .diffUnknownRevision,
    ]
}
