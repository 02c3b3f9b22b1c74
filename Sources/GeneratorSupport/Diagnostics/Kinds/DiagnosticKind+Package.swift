/// The `package/` ids: the package's describing executable, which the installed stylebook builds and runs.
extension DiagnosticKind {
    public static let packageDescribeCompileError = DiagnosticKind(
        id: "package/describe-compile-error", severity: .error,
        summary: "The describing executable does not compile; the compiler's first error is shown at its line.",
        fix: "Fix the Swift error at the line shown; `swift build --product NAME` prints the compiler's whole output.")

    public static let packageDescribeFailed = DiagnosticKind(
        id: "package/describe-failed", severity: .error,
        summary: "The describing executable crashed or exited with a failure status.",
        fix: "Fix the code that traps (the line of a `fatalError` is shown); its main.swift should only call `DesignSystemDescription.main(system:)`.")

    public static let packageDescribeInvalidOutput = DiagnosticKind(
        id: "package/describe-invalid-output", severity: .error,
        summary: "The describing executable printed no readable design-system description.",
        fix: "Print nothing but `DesignSystemDescription.main(system:)`'s output on standard output (log to standard error), and use one Stylebook release for the tool and the package.")

    public static let packageDescribeVersion = DiagnosticKind(
        id: "package/describe-version", severity: .error,
        summary: "The package's StylebookKit writes a description format this stylebook does not read.",
        fix: "Update whichever side is older, as the hint says: the installed stylebook (`make install`) or the package's dependency (`swift package update`).")

    public static let packageNoDescriber = DiagnosticKind(
        id: "package/no-describer", severity: .warning,
        summary: "A folder with a Package.swift has no describing executable, so only its pages are built.",
        fix: "Add an executable target on StylebookKit and your tokens whose main.swift calls `DesignSystemDescription.main(system:)`.")

    public static let packageTokenFilesAxes = DiagnosticKind(
        id: "package/token-files-axes", severity: .error,
        summary: "The package's Swift declares axes, and the token files named by `tokens:` in stylebook.yml give other ones; a system has one set of axes.",
        fix: "Leave the axes to the token files (declare the system in Swift without `axes:`), or make the two agree.")

    public static let packageTokenFilesMissing = DiagnosticKind(
        id: "package/token-files-missing", severity: .error,
        summary: "`tokens:` in stylebook.yml names a file or folder that does not exist.",
        fix: "Give the path of the token files relative to stylebook.yml, e.g. `tokens: tokens` for a Tokens Studio folder.")

    public static let packageSwiftMissing = DiagnosticKind(
        id: "package/swift-missing", severity: .error,
        summary: "`swift` cannot be run, so the package's design system cannot be described.",
        fix: "Install Swift, or set SWIFT to the path of the `swift` to use.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let packageKinds: [DiagnosticKind] = [
        .packageDescribeCompileError, .packageDescribeFailed, .packageDescribeInvalidOutput, .packageDescribeVersion,
        .packageNoDescriber, .packageSwiftMissing, .packageTokenFilesAxes, .packageTokenFilesMissing,
    ]
}
