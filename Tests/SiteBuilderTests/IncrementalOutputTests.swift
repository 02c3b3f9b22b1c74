import Foundation
import Testing
@testable import SiteBuilder
import StylebookKit

/// A build into an existing output folder writes only the files whose bytes change, yet keeps
/// every promise of a build into an empty one.
@Suite("incremental output")
struct IncrementalOutputTests {
    static let files = [
        "Content/index.md": "---\ntitle: Home\n---\nWelcome. See [a](guides/a.md).\n",
        "Content/guides/index.md": "---\ntitle: Guides\n---\nAll guides.\n",
        "Content/guides/a.md": "---\ntitle: A\norder: 1\n---\n## Usage\n\nAlpha.\n",
        "Content/guides/b.md": "---\ntitle: B\norder: 2\n---\nBravo.\n",
        "Content/images/logo.svg": "<svg/>",
    ]

    /// Each output file's inode: a file that was not rewritten keeps its inode.
    func inodes(_ site: TestSite, in folder: String = "_site") -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        for file in site.files(in: folder) {
            var info = stat()
            if lstat(site.root.appendingPathComponent(folder).appendingPathComponent(file).path, &info) == 0 {
                result[file] = UInt64(info.st_ino)
            }
        }
        return result
    }

    func snapshot(_ site: TestSite, in folder: String = "_site") -> [String: String] {
        Dictionary(uniqueKeysWithValues: site.files(in: folder).map { ($0, site.output($0, in: folder) ?? "") })
    }

    func siblings(_ site: TestSite) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix("._site") }.sorted()
    }

    @Test func aBodyEditRewritesOnlyTheFilesItChanges() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let before = inodes(site)
        try site.write("---\ntitle: B\norder: 2\n---\nBravo, edited.\n", to: "Content/guides/b.md")
        let report = await site.build()
        #expect(report.succeeded, "\(report.diagnostics)")
        let after = inodes(site)
        let rewritten = after.keys.filter { after[$0] != before[$0] }.sorted()
        // The page, and the search files its new word touches.
        #expect(rewritten.filter { !$0.hasPrefix("search/") } == ["guides/b/index.html"])
        #expect(site.output("guides/b/index.html")?.contains("Bravo, edited.") == true)
        #expect(try siblings(site).isEmpty)
    }

    /// With the build cache, and without it (when the previous output is listed while parsing).
    @Test(arguments: [true, false])
    func aDeletedPageAndAssetDisappearWithTheirFolders(cached: Bool) async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        var options = site.options
        options.usesBuildCache = cached
        #expect(await site.build(options).succeeded)
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/guides/b.md"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/images"))
        #expect(await site.build(options).succeeded)
        #expect(!site.exists("_site/guides/b"))
        #expect(!site.exists("_site/images"))
        #expect(site.output("guides/a/index.html")?.contains("guides/b") == false)
    }

    /// The same inputs give the same folder whatever was in it: nothing, an older build of other
    /// pages, or a file where a folder now goes.
    @Test(arguments: [true, false])
    func theOutputIsTheSameWhetherItStartedEmptyOrFull(cached: Bool) async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        var options = site.options
        options.usesBuildCache = cached
        var fresh = options
        fresh.outputDirectory = site.root.appendingPathComponent("fresh")

        try site.write("---\ntitle: Old\n---\nAn old page.\n", to: "Content/old.md")
        try site.write("not a folder", to: "Content/guides/c")
        try site.write("---\ntitle: Home\n---\nAn older home.\n", to: "Content/index.md")
        #expect(await site.build(options).succeeded)
        #expect(site.exists("_site/old/index.html"))

        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/old.md"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/guides/c"))
        try site.write("---\ntitle: C\n---\nA page where a file was.\n", to: "Content/guides/c.md")
        try site.write(Self.files["Content/index.md"]!, to: "Content/index.md")
        #expect(await site.build(options).succeeded)
        #expect(await site.build(fresh).succeeded)
        #expect(snapshot(site) == snapshot(site, in: "fresh"))
        #expect(!snapshot(site).isEmpty)
        #expect(try siblings(site).isEmpty)
    }

    @Test func aFailedBuildLeavesTheIncrementallyBuiltSiteByteIdentical() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let before = snapshot(site)
        try site.write("---\ntitle: B\norder: 2\n---\nBroken [link](nowhere.md).\n", to: "Content/guides/b.md")
        try site.write("---\ntitle: A\norder: 1\n---\nChanged.\n", to: "Content/guides/a.md")
        #expect(!(await site.build().succeeded))
        #expect(snapshot(site) == before)
        #expect(try siblings(site).isEmpty)
    }

    /// What SIGKILL leaves: a staging folder of a process that is gone. Without a journal the
    /// commit never started, so it is removed; with one, the commit is finished.
    @Test func aKilledBuildsStagingFolderIsRemovedOrFinishedByTheNextBuild() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let dead = try Self.deadProcessID()
        let abandoned = site.root.appendingPathComponent("._site.staging-\(dead)")
        try site.write("half a page", to: "._site.staging-\(dead)/guides/a/index.html")
        let expected = snapshot(site)
        #expect(await site.build().succeeded)
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(snapshot(site) == expected)

        // Killed mid-commit: b's new page was not moved in yet, and the old a page was to go.
        try site.write("new b", to: "._site.staging-\(dead)/guides/b/index.html")
        try site.write("guides/a/index.html\n", to: "._site.staging-\(dead)/\(StagedOutput.journalName)")
        var options = site.options
        options.contentDirectory = site.root.appendingPathComponent("Content-missing")
        let output = StagedOutput(destination: site.options.outputDirectory)
        #expect(output.prepare() == nil)
        output.discard()
        #expect(site.output("guides/b/index.html") == "new b")
        #expect(!site.exists("_site/guides/a/index.html"))
        #expect(try siblings(site).isEmpty)
    }

    /// A template edit changes every page: the folder is replaced whole, the unchanged asset is
    /// linked (same inode, not copied), and the result is what a build into an empty folder gives.
    @Test func aTemplateEditReplacesTheFolderWholeAsACleanBuildWould() async throws {
        // Enough pages that they outnumber the theme's unchanged assets, as on any real site.
        var files = Self.files
        for number in 1...30 { files["Content/notes/\(number).md"] = "# Note\n\nText.\n" }
        let site = try TestSite(files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let logo = inodes(site)["images/logo.svg"]
        let folder = try FileManager.default.attributesOfItem(atPath: site.options.outputDirectory.path)[.systemFileNumber] as? Int
        let layout = TestSite.minimalTemplates["Templates/layout.html"]!
        try site.write("<meta name=\"edited\">\n" + layout, to: "Templates/layout.html")
        #expect(await site.build().succeeded)
        #expect(site.output("guides/a/index.html")?.hasPrefix("<meta name=\"edited\">") == true)
        #expect(logo != nil && inodes(site)["images/logo.svg"] == logo)
        #expect(try FileManager.default.attributesOfItem(atPath: site.options.outputDirectory.path)[.systemFileNumber] as? Int != folder)
        var fresh = site.options
        fresh.outputDirectory = site.root.appendingPathComponent("fresh")
        #expect(await site.build(fresh).succeeded)
        #expect(snapshot(site) == snapshot(site, in: "fresh"))
        #expect(!site.exists("_site/\(FolderSwap.journalName)"))
        #expect(try siblings(site).isEmpty)
        // The output record was stamped after the swap: the next build rewrites nothing.
        let swapped = inodes(site)
        #expect(await site.build().succeeded)
        #expect(inodes(site) == swapped)
    }

    /// The site a template edit replaced is kept in the cache folder, and the next template edit
    /// writes its pages over that folder's files (same inodes) instead of making new ones and
    /// deleting old ones; what the kept folder held that the site no longer has does not come back.
    @Test func aSecondTemplateEditStagesIntoTheSiteTheFirstReplaced() async throws {
        var files = Self.files
        // As many pages as the template edit test, with one text: every page changes, the search index does not.
        for number in 1...30 { files["Content/notes/\(number).md"] = "# Note\n\nText.\n" }
        let site = try TestSite(files)
        defer { site.remove() }
        let layout = TestSite.minimalTemplates["Templates/layout.html"]!
        #expect(await site.build().succeeded)
        let first = inodes(site)
        try site.write("<meta name=\"one\">\n" + layout, to: "Templates/layout.html")
        #expect(await site.build().succeeded)
        let spare = CacheFile.location("spare", for: site.options.outputDirectory, in: site.options.cacheDirectory)
        let spareFolder = String(spare.path.dropFirst(site.root.standardizedFileURL.path.count + 1))
        #expect(inodes(site, in: spareFolder) == first)

        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/notes/30.md"))
        try site.write("<meta name=\"two\">\n" + layout, to: "Templates/layout.html")
        #expect(await site.build().succeeded)
        let pages = first.filter { $0.key.hasPrefix("notes/") && $0.key != "notes/30/index.html" }
        #expect(pages.count == 29)
        #expect(inodes(site).filter { pages[$0.key] != nil } == pages)
        #expect(!site.exists("_site/notes/30/index.html"))
        #expect(site.output("notes/1/index.html")?.hasPrefix("<meta name=\"two\">") == true)
        var fresh = site.options
        fresh.outputDirectory = site.root.appendingPathComponent("fresh")
        #expect(await site.build(fresh).succeeded)
        #expect(snapshot(site) == snapshot(site, in: "fresh"))
        #expect(try siblings(site).isEmpty)

        // A one-page edit stages into the spare too, and moves in only its own files.
        try site.write("# Note\n\nEdited.\n", to: "Content/notes/1.md")
        #expect(await site.build().succeeded)
        #expect(site.output("notes/1/index.html")?.contains("Edited.") == true)
        fresh.outputDirectory = site.root.appendingPathComponent("fresh-after-edit")
        #expect(await site.build(fresh).succeeded)
        #expect(snapshot(site) == snapshot(site, in: "fresh-after-edit"))
        #expect(try siblings(site).isEmpty)
    }

    /// A reused staging folder shares files with the site it was swapped with (hard links) and
    /// may hold anything an earlier build left: writing over it never changes another file.
    @Test func overwritingAReusedFileNeverWritesThroughALinkOrIntoAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func read(_ name: String) -> String? { try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) }
        func inode(_ name: String) -> UInt64 { var info = stat(); lstat(folder + "/" + name, &info); return UInt64(info.st_ino) }

        try FileWriter.write(Data("live site".utf8), to: folder + "/live")
        #expect(link(folder + "/live", folder + "/linked") == 0)
        try FileWriter.overwrite(Data("staged".utf8), at: folder + "/linked")
        #expect(read("live") == "live site" && read("linked") == "staged" && inode("live") != inode("linked"))

        #expect(symlink(folder + "/live", folder + "/symlink") == 0)
        try FileWriter.overwrite(Data("staged".utf8), at: folder + "/symlink")
        #expect(read("live") == "live site" && read("symlink") == "staged")

        try FileWriter.write(Data("a".utf8), to: folder + "/tree")
        try FileWriter.makeFolder(folder + "/tree", replacing: true)
        try FileWriter.write(Data("x".utf8), to: folder + "/tree/file")
        try FileWriter.overwrite(Data("flat".utf8), at: folder + "/tree")
        #expect(read("tree") == "flat")

        let own = inode("tree")
        try FileWriter.overwrite(Data("fl".utf8), at: folder + "/tree")
        #expect(read("tree") == "fl" && inode("tree") == own)
    }

    /// A commit killed in a reused staging folder: only the files its journal names move in,
    /// never what the folder held from earlier builds.
    @Test func aKilledCommitInAReusedFolderMovesInOnlyItsJournalsFiles() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let before = site.output("guides/b/index.html")
        let dead = try Self.deadProcessID()
        try site.write("new a", to: "._site.staging-\(dead)/guides/a/index.html")
        try site.write("an earlier build's b", to: "._site.staging-\(dead)/guides/b/index.html")
        try site.write("\(StagedOutput.journalHeader)\nmove guides/a/index.html\n", to: "._site.staging-\(dead)/\(StagedOutput.journalName)")
        let output = StagedOutput(destination: site.options.outputDirectory)
        #expect(output.prepare() == nil)
        output.discard()
        #expect(site.output("guides/a/index.html") == "new a")
        #expect(site.output("guides/b/index.html") == before)
        #expect(try siblings(site).isEmpty)
    }

    /// A build killed between the swap's two renames left no output folder, its old site parked
    /// and a complete staging folder: the next build puts the new site in place.
    @Test func aKilledSwapIsFinishedByTheNextBuild() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        let dead = try Self.deadProcessID()
        let output = site.options.outputDirectory
        try FileManager.default.moveItem(at: output, to: site.root.appendingPathComponent("._site.previous-\(dead)"))
        try site.write("new home", to: "._site.staging-\(dead)/index.html")
        try site.write(String(decoding: StagedOutput.markerContents, as: UTF8.self), to: "._site.staging-\(dead)/\(StagedOutput.markerName)")
        try site.write("", to: "._site.staging-\(dead)/\(FolderSwap.journalName)")
        let staged = StagedOutput(destination: output)
        #expect(staged.prepare() == nil)
        staged.discard()
        #expect(site.output("index.html") == "new home")
        #expect(!site.exists("_site/\(FolderSwap.journalName)"))
        #expect(try siblings(site).isEmpty)
    }

    @Test func checkReportsTemplateProblemsAsBuildDoes() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n"],
                                templates: ["Templates/layout.html": "<title>{{page.titel}}</title>{{{page.content}}}\n"])
        defer { site.remove() }
        let check = await SiteBuild(options: site.options).check()
        let build = await site.build()
        #expect(check.errorSummaries == ["template/unknown-variable @ layout.html:1"])
        #expect(build.errorSummaries == check.errorSummaries)
    }

    /// The id of a process that has exited, so no build can be running under it.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
