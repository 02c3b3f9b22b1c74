import Foundation

/// What an interrupted build (Ctrl-C, SIGTERM) must undo. Staged outputs register here while they
/// exist; `cancelAll()` stops further writes, puts back any folder a commit had moved aside, and
/// removes staging folders, so no partial site and no temporary folder is left behind.
public enum BuildInterruption {
    /// File operations hold it shared, so pages still write in parallel; cancelling holds it
    /// exclusively, so it never runs in the middle of a write or a commit.
    private static let lock = ReadWriteLock()
    nonisolated(unsafe) private static var active: [ObjectIdentifier: StagedOutput] = [:]
    nonisolated(unsafe) private static var cancelled = false

    /// Call from a signal handler's queue, then exit. Every later write fails.
    public static func cancelAll() {
        lock.exclusively {
            cancelled = true
            for output in active.values.sorted(by: { $0.staging.path < $1.staging.path }) {
                output.restoreAfterInterruption()
            }
            active.removeAll()
        }
    }

    static func register(_ output: StagedOutput) {
        lock.exclusively { active[ObjectIdentifier(output)] = output }
    }

    static func unregister(_ output: StagedOutput) {
        lock.exclusively { active[ObjectIdentifier(output)] = nil }
    }

    /// Runs a file operation unless the build was interrupted.
    static func guarded<T>(_ body: () throws -> T) throws -> T {
        try lock.shared {
            if cancelled { throw CocoaError(.userCancelled) }
            return try body()
        }
    }
}

/// A pthread read-write lock, allocated once so its address never moves.
private final class ReadWriteLock: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_rwlock_t> = {
        let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_rwlock_t())
        pthread_rwlock_init(lock, nil)
        return lock
    }()

    func shared<T>(_ body: () throws -> T) rethrows -> T {
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }

    func exclusively<T>(_ body: () throws -> T) rethrows -> T {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }
}
