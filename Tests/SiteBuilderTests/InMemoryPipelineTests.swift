import Foundation
import Testing
@testable import SiteBuilder

/// The whole pipeline (discover, parse, resolve, check, render, publish) over pages held in
/// memory, into a site held in memory: no folder of the site's is read or written.
@Suite("in-memory pipeline")
struct InMemoryPipelineTests {
    /// A package folder that does not exist, so any read or write of it would show.
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-memory-\(UUID().uuidString)")

    private func options(_ pages: [String: String], into output: MemoryOutput) -> BuildOptions {
        var options = BuildOptions(packageRoot: root, siteName: "Memory")
        options.contentSource = .memory(pages)
        options.memoryOutput = output
        return options
    }

    @Test func pagesInMemoryBecomeASiteInMemory() async throws {
        let output = MemoryOutput()
        let report = await SiteBuild(options: options([
            "index.md": "# Home\n\nRead [the guide](guide/start.md#install).\n",
            "guide/start.md": "---\ntitle: Start here\n---\n\n## Install\n\nText.\n",
        ], into: output)).build()
        #expect(report.errorSummaries.isEmpty, "\(report.diagnostics)")
        #expect(report.wroteOutput)
        let home = try #require(output.text("index.html"))
        #expect(home.contains("<a href=\"guide/start/#install\">the guide</a>"))
        let guide = try #require(output.text("guide/start/index.html"))
        #expect(guide.contains("<title>Start here · Memory</title>"))
        #expect(guide.contains("id=\"install\""))
        // The sidebar links both pages, and search knows the heading.
        #expect(home.contains("href=\"guide/start/\""))
        #expect(output.files.keys.contains { $0.hasPrefix("search/") })
        #expect(output.files["404.html"] != nil)
        #expect(!FileManager.default.fileExists(atPath: root.path), "the build touched the package folder")
    }

    /// Pages held in memory, built into a folder twice: they have no files to stamp, so no build
    /// cache is kept and the second build reads them from memory again.
    @Test func pagesInMemoryBuildIntoAFolderAgain() async throws {
        let site = try TestSite([:])
        defer { site.remove() }
        var options = site.options
        options.contentSource = .memory(["index.md": "# Home\n", "guide.md": "# Guide\n"])
        for _ in 0..<2 {
            let report = await site.build(options)
            #expect(report.succeeded, "\(report.diagnostics)")
            #expect(site.output("guide/index.html")?.contains("<h1") == true)
        }
        #expect(!FileManager.default.fileExists(atPath: BuildCache.location(for: options.outputDirectory, in: options.cacheDirectory).path))
    }

    /// A run that stops on an error commits nothing: the site in memory is the last good one.
    @Test func aFailedRunLeavesTheLastSiteAsItWas() async throws {
        let output = MemoryOutput()
        let first = await SiteBuild(options: options(["index.md": "# Home\n", "old.md": "# Old\n"], into: output)).build()
        #expect(first.errorSummaries.isEmpty, "\(first.diagnostics)")
        let before = output.files

        let broken = await SiteBuild(options: options(["index.md": "# Home\n\n[gone](missing.md)\n"], into: output)).build()
        #expect(broken.errorSummaries == ["content/broken-link @ index.md:3"], "\(broken.diagnostics)")
        #expect(!broken.wroteOutput)
        #expect(output.files == before)

        // Fixed, with old.md gone: its page goes too.
        let fixed = await SiteBuild(options: options(["index.md": "# Home again\n"], into: output)).build()
        #expect(fixed.errorSummaries.isEmpty, "\(fixed.diagnostics)")
        #expect(output.files["old/index.html"] == nil)
        #expect(output.text("index.html")?.contains("Home again") == true)
        #expect(output.changedFiles.contains("old/index.html"))
    }
}
