import Foundation

/// Reads a page's file with one `open`, one `fstat` and its reads. The stamp (taken before the
/// bytes, so an edit made meanwhile shows next time), the size limit and the bytes used to cost
/// an `lstat` each and Foundation's read two more calls: at 10,000 pages, 30,000 calls.
enum PageFileReader {
    enum Outcome {
        case read(Data, FileStamp)
        case tooLarge(Int, FileStamp)
        /// A symbolic link (its stamp is the link's own, taken with `lstat`, so the caller reads
        /// it as before) or a file that cannot be opened.
        case notPlain
    }

    static func load(_ path: String, limit: Int) -> Outcome {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return .notPlain }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .notPlain }
        let stamp = FileStamp(info)
        if stamp.size > limit { return .tooLarge(stamp.size, stamp) }
        // One byte more than the stamp's size, so a file that grew since is read to its end.
        var data = Data(count: stamp.size + 1)
        var count = 0
        while true {
            if count == data.count { data.count += max(4096, data.count) }
            let got = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .notPlain
            }
            if got == 0 { break }
            let asked = data.count - count
            count += got
            if count > limit { return .tooLarge(count, stamp) }
            // A regular file reads short only at its end: no further call to learn that.
            if got < asked { break }
        }
        data.count = count
        return .read(data, stamp)
    }
}
