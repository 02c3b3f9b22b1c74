import Foundation

/// The operating system's reason for a failed file or socket operation, as `strerror` words it
/// ("No such file or directory"), for messages that name the path and why.
public enum SystemErrorReason {
    public static func describe(_ error: any Error) -> String {
        if let code = posixCode(of: error) {
            let text = String(cString: strerror(code.rawValue))
            return code == .ENOSPC || code == .EDQUOT ? "the disk is full (\(text))" : text
        }
        // Foundation reports some failures as Cocoa errors without the POSIX code underneath
        // (CocoaError 512 for a folder below a file): ask the file system about the path.
        if let path = (error as NSError).userInfo[NSFilePathErrorKey] as? String, let reason = reason(reaching: path) {
            return reason
        }
        switch (error as? CocoaError)?.code {
        case .fileWriteOutOfSpace?: return "the disk is full (No space left on device)"
        case .fileWriteNoPermission?, .fileReadNoPermission?: return "Permission denied"
        case .fileWriteVolumeReadOnly?: return "Read-only file system"
        case .fileNoSuchFile?, .fileReadNoSuchFile?: return "No such file or directory"
        case .fileWriteFileExists?: return "File exists"
        default: return (error as NSError).localizedDescription
        }
    }

    public static func describe(errno code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Why `path` cannot be reached or created: a missing folder on the way, a file where a
    /// folder should be, or a folder that cannot be written; nil when nothing is in the way.
    static func reason(reaching path: String) -> String? {
        let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        var current = ""
        for (index, component) in components.enumerated() {
            current = index == 0 ? component : (current == "/" ? "/" : current + "/") + component
            var info = stat()
            guard stat(current, &info) == 0 else {
                let code = errno
                // The last component may simply not exist yet; then its folder must be writable.
                if code == ENOENT, index == components.count - 1 {
                    let parent = URL(fileURLWithPath: current).deletingLastPathComponent().path
                    return access(parent, W_OK) == 0 ? nil : describe(errno: errno)
                }
                return describe(errno: code)
            }
            let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
            if !isDirectory, index < components.count - 1 { return describe(errno: ENOTDIR) }
        }
        return nil
    }

    static func posixCode(of error: any Error) -> POSIXErrorCode? {
        if let posix = error as? POSIXError { return posix.code }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return POSIXErrorCode(rawValue: Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return POSIXErrorCode(rawValue: Int32(nsError.code)) }
        return nil
    }
}
