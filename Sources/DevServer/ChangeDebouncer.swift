import Foundation

/// Gathers changed paths until the file system has been quiet for `quiet`, so a burst of
/// saves (an editor's write-rename-chmod, a `git checkout`) becomes one rebuild.
struct ChangeDebouncer {
    let quiet: Duration
    private(set) var pending: Set<String> = []
    private var lastChange: ContinuousClock.Instant?

    init(quiet: Duration) {
        self.quiet = quiet
    }

    mutating func add(_ path: String, at now: ContinuousClock.Instant = .now) {
        pending.insert(path)
        lastChange = now
    }

    /// How long to wait before `take` can return something; nil when nothing is pending.
    func wait(at now: ContinuousClock.Instant = .now) -> Duration? {
        guard let lastChange, !pending.isEmpty else { return nil }
        let elapsed = now - lastChange
        return elapsed >= quiet ? .zero : quiet - elapsed
    }

    /// The batch, once quiet long enough; sorted so rebuilds are deterministic.
    mutating func take(at now: ContinuousClock.Instant = .now) -> [URL]? {
        guard let wait = wait(at: now), wait == .zero else { return nil }
        let batch = pending.sorted().map { URL(fileURLWithPath: $0) }
        pending = []
        lastChange = nil
        return batch
    }
}
