#if os(Linux)
import Foundation
import Glibc

/// inotify on every folder under the roots. A folder created (or moved in) later gets its own
/// watches, and the files already inside it are reported, since they may predate the watch.
final class InotifyChangeSource: ChangeSource {
    // Values from <sys/inotify.h>, spelled out because Glibc imports them with awkward types.
    private static let modify: UInt32 = 0x2, attrib: UInt32 = 0x4, closeWrite: UInt32 = 0x8
    private static let movedFrom: UInt32 = 0x40, movedTo: UInt32 = 0x80, create: UInt32 = 0x100
    private static let delete: UInt32 = 0x200, deleteSelf: UInt32 = 0x400, moveSelf: UInt32 = 0x800
    private static let overflow: UInt32 = 0x4000, ignored: UInt32 = 0x8000, isDirectory: UInt32 = 0x4000_0000
    private static let mask = modify | attrib | closeWrite | movedFrom | movedTo | create | delete | deleteSelf | moveSelf

    /// `inotify_add_watch`, replaceable so tests can make a watch fail as a full watch table would.
    typealias AddWatch = (_ descriptor: Int32, _ path: String, _ mask: UInt32) -> Int32

    private let descriptor: Int32
    private let roots: [String]
    private let addWatch: AddWatch
    private let onProblem: FileWatcher.ProblemHandler
    private var folders: [Int32: String] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    init?(roots: [String], onProblem: @escaping FileWatcher.ProblemHandler = { _, _ in },
          addWatch: @escaping AddWatch = { inotify_add_watch($0, $1, $2) }) {
        descriptor = inotify_init1(Int32(O_NONBLOCK | O_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.roots = roots
        self.onProblem = onProblem
        self.addWatch = addWatch
        for root in roots { _ = watchTree(root, listingFiles: false) }
    }

    func next(timeoutMilliseconds: Int) -> [String] {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(timeoutMilliseconds)) > 0 else { return [] }
        var changed: [String] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            changed += parse(count)
        }
        return changed
    }

    func close() {
        _ = Glibc.close(descriptor)
    }

    private func parse(_ count: Int) -> [String] {
        var changed: [String] = []
        var offset = 0
        while offset + 16 <= count {
            let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                 raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                 Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
            offset += 16 + length
            if mask & Self.overflow != 0 {
                // Events were lost: report the roots, which makes the session look at everything.
                changed += roots
                continue
            }
            if mask & Self.ignored != 0 {
                folders[wd] = nil
                continue
            }
            guard let folder = folders[wd] else { continue }
            let path = nameBytes.isEmpty ? folder : folder + "/" + String(decoding: nameBytes, as: UTF8.self)
            changed.append(path)
            if mask & Self.isDirectory != 0 && mask & (Self.create | Self.movedTo) != 0 {
                changed += watchTree(path)
            }
        }
        return changed
    }

    /// Watches `root` and every folder below it; returns the files found on the way (only
    /// asked for when a folder appears later: at start nothing has changed yet).
    private func watchTree(_ root: String, listingFiles: Bool = true) -> [String] {
        var files: [String] = []
        var stack = [root]
        var seen: Set<String> = []
        while let folder = stack.popLast() {
            // Symlinked folders can loop; each real folder is watched once.
            guard let real = realpath(folder, nil) else { continue }
            let realPath = String(cString: real)
            free(real)
            guard seen.insert(realPath).inserted else { continue }
            let wd = addWatch(descriptor, folder, Self.mask)
            if wd >= 0 {
                folders[wd] = folder
            } else {
                // ENOSPC here means the per-user watch limit, not a full disk.
                let code = errno
                onProblem(folder, code == ENOSPC ? "the inotify watch limit is reached" : String(cString: strerror(code)))
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names {
                let path = folder + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue { stack.append(path) } else if listingFiles { files.append(path) }
            }
        }
        return files
    }
}
#endif
