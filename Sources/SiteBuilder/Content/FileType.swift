import Foundation

/// What a path names, read with one `lstat`, which does not follow a symbolic link: content
/// discovery calls it once per file, the page loader once per page. `lstat` and its mode bits are the same on Glibc and Darwin.
enum FileType {
    case regular, directory, symbolicLink, other

    /// The size `lstat` reports, as `FileManager.attributesOfItem` does, without the extended
    /// attributes and the dictionary it builds: the page loader asks once per page.
    static func sizeWithoutFollowing(_ path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// nil when the path cannot be read (it vanished, or a folder on the way is not searchable).
    static func withoutFollowing(_ path: String) -> FileType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }
}
