import Foundation

/// What an interrupted build (Ctrl-C, SIGTERM) must undo. Staged outputs register here while they
/// exist; `cancelAll()` stops further writes, puts back any folder a commit had moved aside, and
/// removes staging folders, so no partial site and no temporary folder is left behind.
public enum BuildInterruption {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var active: [ObjectIdentifier: StagedOutput] = [:]
    nonisolated(unsafe) private static var cancelled = false

    /// Call from a signal handler's queue, then exit. Waits for a write or commit in progress to
    /// finish, so the folders are never caught half-renamed; every later write fails.
    public static func cancelAll() {
        lock.lock()
        defer { lock.unlock() }
        cancelled = true
        for output in active.values.sorted(by: { $0.staging.path < $1.staging.path }) {
            output.restoreAfterInterruption()
        }
        active.removeAll()
    }

    static func register(_ output: StagedOutput) {
        withLock { active[ObjectIdentifier(output)] = output }
    }

    static func unregister(_ output: StagedOutput) {
        withLock { active[ObjectIdentifier(output)] = nil }
    }

    /// Runs a file operation unless the build was interrupted. Holding the lock keeps an
    /// interruption from cleaning up in the middle of the operation.
    static func guarded<T>(_ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        if cancelled { throw CocoaError(.userCancelled) }
        return try body()
    }

    private static func withLock(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body()
    }
}
