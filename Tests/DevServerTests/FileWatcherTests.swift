import Foundation
import Testing
@testable import DevServer

@Suite("Watching folders for changes")
final class FileWatcherTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content/guides"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The next batch, or nil after a few seconds.
    func nextBatch(_ watcher: FileWatcher) async -> [String]? {
        await withTaskGroup(of: [String]?.self) { group in
            group.addTask {
                var iterator = watcher.changes.makeAsyncIterator()
                return await iterator.next()?.map(\.path)
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(5))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    @Test func aBurstOfSavesIsOneBatch() async throws {
        let watcher = FileWatcher(roots: [root.appendingPathComponent("Content")], quiet: .milliseconds(100))
        defer { watcher.stop() }
        try await Task.sleep(for: .milliseconds(100))
        for round in 0..<5 { try write("v\(round)", to: "Content/guides/a.md") }
        try write("b", to: "Content/b.md")
        let batch = try #require(await nextBatch(watcher))
        #expect(batch.contains { $0.hasSuffix("Content/guides/a.md") })
        #expect(batch.contains { $0.hasSuffix("Content/b.md") })
        #expect(Set(batch).count == batch.count, "each path once")
    }

    @Test func foldersCreatedLaterAreWatchedToo() async throws {
        let watcher = FileWatcher(roots: [root.appendingPathComponent("Content")], quiet: .milliseconds(50))
        defer { watcher.stop() }
        try await Task.sleep(for: .milliseconds(100))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content/new/deeper"), withIntermediateDirectories: true)
        try write("x", to: "Content/new/deeper/page.md")
        _ = await nextBatch(watcher)
        // Whatever the first batch held, an edit inside the new folder is seen afterwards.
        try write("y", to: "Content/new/deeper/page.md")
        let batch = try #require(await nextBatch(watcher))
        #expect(batch.contains { $0.hasSuffix("Content/new/deeper/page.md") })
    }

    @Test func pollingNoticesChangesAdditionsAndDeletions() throws {
        try write("one", to: "Content/a.md")
        try write("gone soon", to: "Content/b.md")
        let source = PollingChangeSource(roots: [root.appendingPathComponent("Content").path])
        try write("one, longer", to: "Content/a.md")
        try write("new", to: "Content/c.md")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/b.md"))
        let changed = source.next(timeoutMilliseconds: 1).map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(Set(changed).isSuperset(of: ["a.md", "b.md", "c.md"]))
        #expect(source.next(timeoutMilliseconds: 1).isEmpty)
    }

    #if os(Linux)
    /// A full inotify table (ENOSPC) for one folder: that folder is named in a warning, the
    /// others are still watched.
    @Test func aFolderThatCannotBeWatchedIsReportedByName() throws {
        let problems = ProblemLog()
        let content = root.appendingPathComponent("Content").path
        let source = InotifyChangeSource(roots: [content], onProblem: { problems.add("\($0): \($1)") }, addWatch: { descriptor, path, mask in
            guard !path.hasSuffix("/guides") else {
                errno = ENOSPC
                return -1
            }
            return inotify_add_watch(descriptor, path, mask)
        })
        defer { source?.close() }
        #expect(source != nil)
        #expect(problems.entries == ["\(content)/guides: the inotify watch limit is reached"])
        try write("# Home\n", to: "Content/index.md")
        #expect(source?.next(timeoutMilliseconds: 2000).contains("\(content)/index.md") == true)
    }
    #endif
}

final class ProblemLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ entry: String) { lock.withLock { list.append(entry) } }
    var entries: [String] { lock.withLock { list } }
}
