import Foundation

/// The files kept beside an output folder (the build cache, the output record): replaced whole
/// in one rename, so a reader sees the old file or the new one.
enum CacheFile {
    static func replace(_ target: URL, with bytes: Data) {
        removeAbandonedSaves(of: target)
        let temporary = target.path + ".\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try FileWriter.write(bytes, to: temporary)
            guard rename(temporary, target.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            // Without it the next build does more work: slower, never wrong.
            unlink(temporary)
            unlink(target.path)
        }
    }

    /// Half-written files of builds killed while saving (`NAME.PID`), so none stays forever.
    private static func removeAbandonedSaves(of target: URL) {
        let folder = target.deletingLastPathComponent().path
        let prefix = target.lastPathComponent + "."
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), !StagedOutput.isRunning(pid) else { continue }
            unlink(folder + "/" + name)
        }
    }
}
