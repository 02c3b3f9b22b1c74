import Foundation

/// Watches folders recursively and delivers debounced batches of changed paths. Uses inotify
/// on Linux (folders created later are watched too) and polls modification times elsewhere.
public final class FileWatcher: @unchecked Sendable {
    public let changes: AsyncStream<[URL]>
    private let continuation: AsyncStream<[URL]>.Continuation
    private let lock = NSLock()
    private var stopped = false

    private let source: any ChangeSource

    /// Told the folder and the OS reason when a folder cannot be watched, at start or later.
    public typealias ProblemHandler = @Sendable (_ folder: String, _ reason: String) -> Void

    /// Starts watching `roots` (missing ones are skipped). The watches exist when this returns,
    /// so a save made the moment the server answers is not missed; events are read on a
    /// thread of its own. A folder that cannot be watched goes to `onProblem`, never unsaid.
    public init(roots: [URL], quiet: Duration = .milliseconds(40), onProblem: @escaping ProblemHandler = { _, _ in }) {
        (changes, continuation) = AsyncStream<[URL]>.makeStream()
        let paths = roots.map { $0.standardizedFileURL.path }
        #if os(Linux)
        source = InotifyChangeSource(roots: paths, onProblem: onProblem) ?? PollingChangeSource(roots: paths)
        #else
        source = PollingChangeSource(roots: paths)
        #endif
        let thread = Thread { [self] in run(quiet: quiet) }
        thread.name = "stylebook-watch"
        thread.start()
    }

    /// Ends the stream; the thread notices within a quarter of a second.
    public func stop() {
        lock.withLock { stopped = true }
        continuation.finish()
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func run(quiet: Duration) {
        var debouncer = ChangeDebouncer(quiet: quiet)
        while !isStopped {
            let timeout = debouncer.wait().map { Self.milliseconds($0) } ?? 250
            for path in source.next(timeoutMilliseconds: timeout) { debouncer.add(path) }
            if let batch = debouncer.take() { continuation.yield(batch) }
        }
        source.close()
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}

/// Where raw change notifications come from.
protocol ChangeSource {
    /// Waits up to the timeout and returns the paths that changed (possibly none).
    func next(timeoutMilliseconds: Int) -> [String]
    func close()
}
