import Foundation

/// The operating system's reason for a failed file or socket operation, as `strerror` words it
/// ("No such file or directory"), for messages that name the path and why.
public enum SystemErrorReason {
    public static func describe(_ error: any Error) -> String {
        if let code = posixCode(of: error) {
            let text = String(cString: strerror(code.rawValue))
            return code == .ENOSPC || code == .EDQUOT ? "the disk is full (\(text))" : text
        }
        // Foundation reports some failures as Cocoa errors without the POSIX code underneath.
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

    static func posixCode(of error: any Error) -> POSIXErrorCode? {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return POSIXErrorCode(rawValue: Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return POSIXErrorCode(rawValue: Int32(nsError.code)) }
        return nil
    }
}
