import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit

extension BuildOptions {
    /// A content folder that is missing or unreadable is a file-system problem (exit 1), not a
    /// site with no pages: building one would quietly publish only the generated pages.
    func requireContentFolder() throws {
        let path = contentDirectory.path
        let shown = DisplayPath.of(contentDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure("cannot read the content folder '\(shown)': \(SystemErrorReason.describe(errno: ENOENT))",
                                 hint: "run stylebook in the folder that holds it, pass --content <dir>, or set content: in stylebook.yml")
        }
        guard isDirectory.boolValue else {
            throw CommandFailure("cannot read the content folder '\(shown)': \(SystemErrorReason.describe(errno: ENOTDIR))")
        }
        guard access(path, R_OK | X_OK) == 0 else {
            throw CommandFailure("cannot read the content folder '\(shown)': \(SystemErrorReason.describe(errno: errno))")
        }
    }
}
