import Foundation
import StylebookKit

/// How the tool names a file to the person running it (diagnostics, messages, serve's log):
/// relative to the working directory when it lies below it, else as it is.
public enum DisplayPath {
    public static func of(_ url: URL) -> String {
        of(path: url.standardizedFileURL.path)
    }

    public static func of(path: String) -> String {
        of(path: path, below: workingDirectory)
    }

    /// For a walk over many files: `workingDirectory` read once.
    static func of(path: String, below workingDirectory: String) -> String {
        SourceLocation.relativePath(path, to: workingDirectory)
    }

    static var workingDirectory: String {
        URL(fileURLWithPath: SourceLocation.workingDirectory).standardizedFileURL.path
    }
}
