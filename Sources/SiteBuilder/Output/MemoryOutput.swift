import Foundation
import GeneratorSupport

/// A site kept in memory: each commit makes `files` what the run produced (a full write) or
/// applies its changes to them (an update), and a discarded run leaves them as they were, as
/// `StagedOutput` leaves a folder.
final class MemoryOutput: SiteOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var committed: [String: Data] = [:]
    private var produced: [String: Data] = [:]
    private var removals: Set<String> = []
    private var written = 0
    private var changed: [String] = []
    private var replacedWhole = false

    init() {}

    /// The site as last committed, by site-relative path.
    var files: [String: Data] { lock.withLock { committed } }

    /// A file of the site as text; nil when the site has no such file.
    func text(_ relativePath: String) -> String? {
        files[relativePath].map { String(decoding: $0, as: UTF8.self) }
    }

    var counts: (produced: Int, written: Int) { lock.withLock { (produced.count, written) } }
    var changedFiles: [String] { lock.withLock { changed } }
    var swapped: Bool { lock.withLock { replacedWhole } }

    func prepare() -> Diagnostic? {
        lock.withLock {
            produced = [:]
            removals = []
            written = 0
            changed = []
            replacedWhole = false
        }
        return nil
    }

    func write(_ data: Data, to relativePath: String) throws {
        lock.withLock {
            produced[relativePath] = data
            if committed[relativePath] != data { written += 1 }
        }
    }

    func copy(_ source: URL, to relativePath: String) throws {
        try write(Data(contentsOf: source), to: relativePath)
    }

    func remove(_ relativePath: String) {
        lock.withLock { _ = removals.insert(relativePath) }
    }

    func removeUnproduced(below folder: String) {
        lock.withLock {
            for path in committed.keys where path.hasPrefix(folder + "/") && produced[path] == nil { removals.insert(path) }
        }
    }

    func commit(pruning: Bool) -> Diagnostic? {
        lock.withLock {
            var next = pruning ? [:] : committed
            for path in removals where produced[path] == nil { next[path] = nil }
            next.merge(produced) { _, new in new }
            let paths = Set(next.keys).union(committed.keys)
            changed = paths.filter { next[$0] != committed[$0] }.sorted(by: String.inByteOrder)
            replacedWhole = pruning
            committed = next
            produced = [:]
        }
        return nil
    }

    func discard() {
        lock.withLock { produced = [:] }
    }
}
