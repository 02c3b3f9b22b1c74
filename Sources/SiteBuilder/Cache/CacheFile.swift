import Foundation

/// The files a build keeps about an output folder (the build cache, the output record, the spare
/// folder the next build stages into: `StagedOutput`), in the cache folder (`.stylebook/` in the package, or `--cache-dir`), never beside or inside the
/// output: a folder the user names is the only place outside the cache a build writes. Each is
/// replaced whole in one rename, so a reader sees the old file or the new one.
enum CacheFile {
    /// `NAME-DIGEST.KIND` for an output folder `…/NAME`: the digest of its absolute path keeps
    /// the caches of two output folders of one name apart, the name keeps the file recognisable.
    static func location(_ kind: String, for outputDirectory: URL, in cacheDirectory: URL) -> URL {
        let output = outputDirectory.standardizedFileURL
        let digest = String(ContentDigest.of(Data(output.path.utf8)), radix: 16)
        let name = output.lastPathComponent.isEmpty || output.path == "/" ? "root" : output.lastPathComponent
        return cacheDirectory.standardizedFileURL.appendingPathComponent("\(name)-\(digest).\(kind)")
    }

    static func replace(_ target: URL, with bytes: some ContiguousBytes) {
        // Best effort like the rest: a cache folder that cannot be made only costs time.
        try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
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

    /// The file's bytes in one array and its stamp, taken before reading (a file replaced
    /// meanwhile only looks newer). Read straight into the array: reading a 20 MB cache through
    /// `Data` and copying it twice cost a one-page build of 10,000 pages a tenth of a second.
    static func contents(ofFile path: String) -> (bytes: [UInt8], stamp: FileStamp)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let stamp = FileStamp(info)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: stamp.size) { buffer, count in
            while count < buffer.count {
                let got = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if got < 0, errno == EINTR { continue }
                if got <= 0 { failed = got < 0; break }
                count += got
            }
        }
        // Short: the file changed while it was read; the stamp no longer describes these bytes.
        return failed || bytes.count != stamp.size ? nil : (bytes, stamp)
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
