import Foundation
import StylebookKit

/// How the CLI names a file: relative to the working directory when it lies below it.
enum DisplayPath {
    static func of(_ url: URL) -> String {
        SourceLocation.relativePath(url.standardizedFileURL.path, to: SourceLocation.workingDirectory)
    }
}
