#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// What stat(2) says about a file, as git's index keeps it: a file whose stamp is unchanged has
/// not been written since. The change time matters most: no tool can set it back, so an edit
/// that restores the old size and modification time still shows. The one stat wrapper (the
/// build cache, the output record and serve's file responses use it): Darwin names the time
/// fields `st_mtimespec`/`st_ctimespec` and Glibc `st_mtim`/`st_ctim`; this file is the only
/// place that knows.
public struct FileStamp: Hashable, Sendable {
    public var size: Int
    /// Nanoseconds since 1970.
    public var modified: Int
    public var changed: Int
    public var inode: Int

    /// Whole seconds of `modified`, as HTTP dates give them.
    public var modifiedSeconds: Int { modified >= 0 ? modified / 1_000_000_000 : (modified + 1) / 1_000_000_000 - 1 }

    init(size: Int, modified: Int, changed: Int, inode: Int) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    /// Matches no file: for a page whose output depends on files besides its own.
    static let unknown = FileStamp(size: -1, modified: 0, changed: 0, inode: 0)

    /// Nil when nothing is there. Symbolic links are stamped themselves unless `followingLinks`
    /// (a server answers with the file a link names).
    public init?(path: String, followingLinks: Bool = false) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        self.init(info)
    }

    /// From what stat(2) or fstat(2) returned.
    init(_ info: stat) {
        size = Int(info.st_size)
        inode = Int(info.st_ino)
        #if canImport(Darwin)
        modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        changed = Int(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int(info.st_ctimespec.tv_nsec)
        #else
        modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        changed = Int(info.st_ctim.tv_sec) * 1_000_000_000 + Int(info.st_ctim.tv_nsec)
        #endif
    }
}
