import Foundation

/// Compares modification times and sizes of every file under the roots, for systems without
/// inotify. Slower than events, so it looks at most twice a second.
final class PollingChangeSource: ChangeSource {
    private struct Stamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    static let interval = 500
    private let roots: [String]
    private var snapshot: [String: Stamp]

    init(roots: [String]) {
        self.roots = roots
        snapshot = [:]
        snapshot = scan()
    }

    func next(timeoutMilliseconds: Int) -> [String] {
        usleep(useconds_t(min(timeoutMilliseconds, Self.interval) * 1000))
        let now = scan()
        var changed: [String] = []
        for (path, stamp) in now where snapshot[path] != stamp { changed.append(path) }
        for path in snapshot.keys where now[path] == nil { changed.append(path) }
        snapshot = now
        return changed
    }

    func close() {}

    private func scan() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
        for root in roots {
            let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: keys)
            while let url = enumerator?.nextObject() as? URL {
                let values = try? url.resourceValues(forKeys: Set(keys))
                stamps[url.standardizedFileURL.path] = Stamp(modified: values?.contentModificationDate, size: values?.fileSize)
            }
        }
        return stamps
    }
}
