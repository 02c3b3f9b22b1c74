import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import SiteBuilder

/// What the CLI catalogue cannot reach through the binary: a file vanishing between discovery and
/// reading, and a disk that fills up part-way through writing.
@Suite("reliability")
struct ReliabilityTests {
    @Test func aPageDeletedAfterDiscoveryIsAnErrorNamingIt() throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Content/gone.md": "# Gone\n"])
        defer { site.remove() }
        let items = ContentDiscovery(root: site.options.contentDirectory).discover().items
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/gone.md"))
        let results = items.map { PageLoader().load($0) }
        let failures = results.compactMap { result -> Diagnostic? in
            if case .failure(let problem) = result { return problem } else { return nil }
        }
        #expect(failures.map(\.id) == ["content/unreadable"])
        #expect(failures.first?.location?.path.hasSuffix("Content/gone.md") == true)
    }

    @Test func anAssetDeletedBeforeItIsCopiedIsBlamedOnTheAsset() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = StagedOutput(destination: folder.appendingPathComponent("_site"))
        #expect(output.prepare() == nil)
        defer { output.discard() }
        let missing = folder.appendingPathComponent("Content/logo.png")
        do {
            try output.copy(missing, to: "logo.png")
            Issue.record("copying a missing file succeeded")
        } catch {
            let problem = StagedOutput.copyFailure(error, source: missing)
            #expect(problem.id == "content/unreadable")
            #expect(problem.location?.path.hasSuffix("Content/logo.png") == true)
        }
    }

    @Test func aFullDiskKeepsThePreviousSiteAndSaysSo() async throws {
        let site = try TestSite(["Content/index.md": "# One\n", "Content/a.md": "# A\n", "Content/b.md": "# B\n"])
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let before = site.files().map { ($0, site.output($0)) }

        try site.write("# Two\n", to: "Content/index.md")
        var options = site.options
        options.writer = FullDisk(bytesLeft: 200)
        let report = await site.build(options)
        #expect(!report.succeeded)
        #expect(!report.wroteOutput)
        let messages = report.diagnostics.filter { $0.id == "output/write-failed" }.map(\.message)
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { $0.contains("the disk is full") }, "\(messages)")
        #expect(site.files().map { ($0, site.output($0)) }.elementsEqual(before, by: ==))
        let siblings = try FileManager.default.contentsOfDirectory(atPath: site.root.path)
        #expect(siblings.filter { $0.hasPrefix("._site") }.isEmpty)
    }

    @Test func pathologicalNestingIsAnErrorAtItsLine() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n\n" + String(repeating: "> ", count: 10_000) + "deep\n"])
        defer { site.remove() }
        let report = await site.build()
        #expect(report.errorSummaries == ["content/nesting-too-deep @ index.md:3"])
    }
}

/// Accepts writes until its budget runs out, then fails as a full disk does.
private final class FullDisk: FileWriting, @unchecked Sendable {
    private let lock = NSLock()
    private var bytesLeft: Int

    init(bytesLeft: Int) { self.bytesLeft = bytesLeft }

    func write(_ data: Data, toPath path: String) throws {
        try spend(data.count)
        try data.write(to: URL(fileURLWithPath: path))
    }

    func copyItem(at source: URL, to destination: URL) throws {
        let size = (try FileManager.default.attributesOfItem(atPath: source.path)[.size] as? NSNumber)?.intValue ?? 0
        try spend(size)
        try FileManager.default.copyItem(at: source, to: destination)
    }

    private func spend(_ count: Int) throws {
        lock.lock()
        defer { lock.unlock() }
        guard count <= bytesLeft else { throw POSIXError(.ENOSPC) }
        bytesLeft -= count
    }
}
