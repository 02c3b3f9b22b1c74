#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif
import Foundation

/// Writes whole files with plain POSIX calls. Foundation's `Data.write` syncs every file to disk,
/// which at thousands of pages costs more than rendering them; staged files are moved in
/// with renames, so durability per file buys nothing here.
enum FileWriter {
    static func write(_ data: some ContiguousBytes, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try write(data, to: descriptor)
    }

    private static func write(_ data: some ContiguousBytes, to descriptor: Int32) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }

    /// Writes `data` at `path` in a folder reused from an earlier build, keeping the file's inode
    /// and blocks when it has one: making and freeing inodes is most of what writing a large site
    /// costs the kernel (on ext4 each new inode skips, one by one, those freed lately). A file
    /// linked from anywhere else (the site it was swapped with), a link or a folder is removed
    /// first and the file made anew, so nothing outside the folder ever changes.
    static func overwrite(_ data: Data, at path: String) throws {
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor >= 0 {
            var info = stat()
            if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink == 1 {
                defer { close(descriptor) }
                try write(data, to: descriptor)
                guard ftruncate(descriptor, off_t(data.count)) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                return
            }
            close(descriptor)
            removeEntry(path)
        } else if errno != ENOENT {
            removeEntry(path)
        }
        try write(data, to: path)
    }

    /// Removes whatever is at `path` (a file, a link, a folder tree); nothing there is fine.
    static func removeEntry(_ path: String) {
        if unlink(path) != 0, errno == EISDIR || errno == EPERM { removeTree(path) }
    }

    /// The folder at `path`, made unless it is there; in a reused folder a file in its way is removed.
    static func makeFolder(_ path: String, replacing: Bool) throws {
        if mkdir(path, 0o755) == 0 { return }
        guard errno == EEXIST else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var info = stat()
        guard replacing, lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return }
        removeEntry(path)
        try makeFolder(path)
    }

    /// The file's stamp when the file at `path` holds exactly `data`, taken before it was read;
    /// nil when it differs or is missing.
    static func holds(_ data: Data, at path: String) -> FileStamp? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == data.count else { return nil }
        let same = data.withUnsafeBytes { (expected: UnsafeRawBufferPointer) -> Bool in
            guard data.count > 0 else { return true }
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: data.count, alignment: 16)
            defer { buffer.deallocate() }
            var offset = 0
            while offset < data.count {
                let count = read(descriptor, buffer + offset, data.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return memcmp(buffer, expected.baseAddress!, data.count) == 0
        }
        return same ? FileStamp(info) : nil
    }

    /// Asks the kernel to start reading `paths` into memory, without waiting. A full build
    /// compares each page with the file already in the output before replacing it; when the
    /// system has evicted those files since the last build, that comparison waits on the disk
    /// once per page. Asked for while the pages are parsed, the reads are done by the time the
    /// comparisons come.
    static func prefetch(_ paths: [String]) {
        DispatchQueue.global(qos: .utility).async {
            for path in paths { prefetch(path: path) }
        }
    }

    /// Asks the kernel to start reading one file, without waiting. A large site's steps ask for
    /// the file a little ahead of the one they are at too: what was read at the start of a
    /// long step may have been evicted again by the time the step gets there.
    static func prefetch(path: String) {
        #if os(Linux)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
        close(descriptor)
        #endif
    }

    /// How far ahead of the page being worked on a step asks for files.
    static let prefetchDistance = 128

    static func makeFolder(_ path: String) throws {
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Removes a folder tree, its top-level entries in parallel: deleting a large previous site is
    /// bound by the file system, and two cores finish it sooner than one.
    static func removeTree(_ path: String) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            try? FileManager().removeItem(atPath: path + "/" + entries[index])
        }
        try? FileManager.default.removeItem(atPath: path)
    }
}
