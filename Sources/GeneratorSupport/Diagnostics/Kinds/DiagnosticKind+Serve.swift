/// The `serve/` ids: `stylebook serve`.
extension DiagnosticKind {
    public static let serveCompileError = DiagnosticKind(
        id: "serve/compile-error", severity: .error,
        summary: "`swift build` failed after a change under Sources/ while serving.",
        fix: "Fix the Swift error shown; `serve` restarts when the package builds again.")

    public static let serveRebuiltBinaryMissing = DiagnosticKind(
        id: "serve/rebuilt-binary-missing", severity: .error,
        summary: "`swift build` succeeded but produced no stylebook executable to restart.",
        fix: "Check that the package's executable target still exists under the name `serve` was started with.")

    public static let serveWatchFailed = DiagnosticKind(
        id: "serve/watch-failed", severity: .warning,
        summary: "`serve` cannot watch a folder for changes, so edits there are not picked up.",
        fix: "Raise the inotify limit (`fs.inotify.max_user_watches`), or restart `serve` after editing that folder.")
}

extension DiagnosticCatalogue {
    /// In the order the reference lists them.
    static let serveKinds: [DiagnosticKind] = [
        .serveCompileError, .serveRebuiltBinaryMissing, .serveWatchFailed,
    ]
}
