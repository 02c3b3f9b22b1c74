import Foundation

/// Replaces an output folder in which most files changed (a template edit, say) in one step: the
/// few unchanged files are hard-linked into the staging folder, which then takes the output
/// folder's place by two renames. Moving thousands of files in one by one, and parking each old
/// one, cost more than the clean build that wrote them.
///
/// A journal file marks a staging folder that is complete: a build killed between the two
/// renames leaves no output folder, and the next build moves that staging folder into place.
enum FolderSwap {
    static let journalName = ".stylebook-swap"

    /// Links `unchanged` (paths relative to both folders) from `destination` into `staging`, then
    /// swaps the folders; the old site ends up at `previous`. False, with the destination
    /// untouched, where the file system cannot link (the caller then moves files one by one);
    /// throws, with the destination as it was, when a rename fails. `reusing`: the staging folder
    /// is an earlier build's, so whatever is in a link's way goes (or is the very file already).
    static func swap(destination: String, staging: String, previous: String, unchanged: [String], reusing: Bool = false) throws -> Bool {
        var made: Set<String> = [""]
        for path in unchanged {
            let folder = (path as NSString).deletingLastPathComponent
            if made.insert(folder).inserted {
                if reusing { try makeFolders(folder, in: staging) } else { try FileTree.makeFolders(staging + "/" + folder) }
            }
            let source = destination + "/" + path, target = staging + "/" + path
            if link(source, target) == 0 { continue }
            guard reusing, errno == EEXIST else { return false }
            if isSameFile(source, target) { continue }
            FileWriter.removeEntry(target)
            guard link(source, target) == 0 else { return false }
        }
        try FileWriter.write(Data(), to: staging + "/" + journalName)
        guard rename(destination, previous) == 0 else { throw lastError() }
        guard rename(staging, destination) == 0 else {
            let error = lastError()
            rename(previous, destination)
            throw error
        }
        unlink(destination + "/" + journalName)
        return true
    }

    /// Finishes the swap of a build killed between its two renames. True when `staging` was a
    /// complete site and is now the destination.
    static func finish(staging: String, destination: String) -> Bool {
        guard FileTree.exists(staging + "/" + journalName), !FileTree.exists(destination),
              rename(staging, destination) == 0 else { return false }
        unlink(destination + "/" + journalName)
        return true
    }

    /// Each folder of `relative` below `root`, a file in the way removed.
    private static func makeFolders(_ relative: String, in root: String) throws {
        var path = root
        for component in relative.split(separator: "/") {
            path += "/" + component
            try FileWriter.makeFolder(path, replacing: true)
        }
    }

    private static func isSameFile(_ one: String, _ other: String) -> Bool {
        var first = stat(), second = stat()
        return lstat(one, &first) == 0 && lstat(other, &second) == 0 && first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    private static func lastError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
