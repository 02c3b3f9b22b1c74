import Foundation
import Testing
@testable import SiteBuilder

/// A full build compares pages with the previous output by the digests the output record keeps,
/// reads a file only when the record cannot vouch for it, and writes the same site either way.
@Suite("output record")
struct OutputRecordTests {
    static let files = [
        "Content/index.md": "---\ntitle: Home\n---\nWelcome. See [a](guides/a.md).\n",
        "Content/guides/a.md": "---\ntitle: A\n---\nAlpha.\n",
        "Content/guides/b.md": "---\ntitle: B\n---\nBravo.\n",
    ]

    /// Full builds, as `--no-cache` or a theme edit makes them.
    func fullBuild(_ site: TestSite) -> BuildOptions {
        var options = site.options
        options.usesBuildCache = false
        return options
    }

    func inode(_ site: TestSite, _ path: String) -> Int? {
        FileStamp(path: site.root.appendingPathComponent("_site/" + path).path)?.inode
    }

    func record(_ site: TestSite) -> OutputRecord? {
        OutputRecord.load(for: site.options.outputDirectory, in: site.options.cacheDirectory)
    }

    /// Replaces the record with one that gives `page` a digest its bytes do not have, and says
    /// nothing of the pages in `unknown`.
    func falsifyRecord(_ site: TestSite, page: String, unknown: [String] = []) throws -> OutputRecord {
        var lie = try #require(record(site))
        lie.entries[page]?.digest ^= 1
        for path in unknown { lie.entries[path] = nil }
        lie.save(for: site.options.outputDirectory, in: site.options.cacheDirectory)
        return lie
    }

    /// Dates the record file, as if it had been written at `date`.
    func dateRecord(_ site: TestSite, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date],
                                              ofItemAtPath: OutputRecord.location(for: site.options.outputDirectory, in: site.options.cacheDirectory).path)
    }

    /// Values from the reference implementation (libxxhash 0.8.1, XXH64 with seed 0); the inputs
    /// cover each path: under 32 bytes, whole stripes, and tails of 8, 4 and single bytes.
    @Test func theDigestIsXXH64() {
        let vectors: [(String, UInt64)] = [
            ("", 0xEF46_DB37_51D8_E999),
            ("a", 0xD24E_C4F1_A98C_6E5B),
            ("abc", 0x44BC_2CF5_AD77_0999),
            ("Stylebook", 0xB34C_E1C4_6A39_955E),
            ("0123456789ab", 0x862E_2923_26B8_A4FC),
            ("0123456789abcdef0123456789abcdef", 0x642A_9495_8E71_E6C5),
            ("0123456789abcdef0123456789abcdef0123", 0xC425_5BA3_D1AF_5461),
            ("<p>Ünïcödé</p>\n", 0x0194_C6E0_18A0_E874),
        ]
        for (text, expected) in vectors {
            #expect(ContentDigest.of(Data(text.utf8)) == expected, "\(text)")
        }
        let long = Data((0..<4).flatMap { _ in (0...255).map { UInt8($0) } } + Array("xyz".utf8))
        #expect(ContentDigest.of(long) == 0xE146_CB31_B65B_C21A)
    }

    @Test func aBuildRecordsEveryFileItWrote() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build(fullBuild(site)).succeeded)
        let entries = try #require(record(site)).entries
        let root = site.root.appendingPathComponent("_site").path
        for path in ["index.html", "guides/a/index.html", "guides/b/index.html"] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
            #expect(entries[path] == OutputRecord.Entry(stamp: try #require(FileStamp(path: root + "/" + path)), digest: ContentDigest.of(bytes)))
        }
    }

    /// The record decides when it can: told a page's digest was another, the build rewrites the
    /// page even though its bytes are the same (a new inode); told nothing, it reads and keeps it.
    @Test func theRecordIsWhatTheComparisonUses() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build(fullBuild(site)).succeeded)
        _ = try falsifyRecord(site, page: "guides/a/index.html", unknown: ["guides/b/index.html"])
        // Clearly written after the files it describes, as a build's record is on a real clock.
        try dateRecord(site, Date().addingTimeInterval(60))
        let before = (a: inode(site, "guides/a/index.html"), b: inode(site, "guides/b/index.html"), home: inode(site, "index.html"))

        #expect(await site.build(fullBuild(site)).succeeded)
        #expect(inode(site, "guides/a/index.html") != before.a)
        #expect(inode(site, "guides/b/index.html") == before.b)
        #expect(inode(site, "index.html") == before.home)
        // Both are in the new record again, true to the files.
        let root = site.root.appendingPathComponent("_site").path
        for path in ["guides/a/index.html", "guides/b/index.html"] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
            #expect(try #require(record(site)).entries[path]?.digest == ContentDigest.of(bytes))
        }
    }

    /// An entry whose file changed no earlier than the record was written is not trusted: on a
    /// coarse clock an edit right after the build could carry the recorded stamp.
    @Test func anEntryAsNewAsTheRecordIsCheckedByReading() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build(fullBuild(site)).succeeded)
        let lie = try falsifyRecord(site, page: "guides/a/index.html")
        let changed = try #require(lie.entries["guides/a/index.html"]).stamp.changed
        try dateRecord(site, Date(timeIntervalSince1970: Double(changed) / 1e9 - 1))
        #expect(try #require(record(site)).writtenAt <= changed)
        let before = inode(site, "guides/a/index.html")
        #expect(await site.build(fullBuild(site)).succeeded)
        #expect(inode(site, "guides/a/index.html") == before)
    }

    /// A file changed by hand no longer has its recorded stamp: it is read, found different and
    /// written again, even when the edit kept its size.
    @Test func aPageEditedByHandIsWrittenAgain() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build(fullBuild(site)).succeeded)
        let original = try #require(site.output("guides/a/index.html"))
        try site.write(String(repeating: "x", count: original.utf8.count), to: "_site/guides/a/index.html")
        #expect(await site.build(fullBuild(site)).succeeded)
        #expect(site.output("guides/a/index.html") == original)
    }

    @Test func aDamagedRecordOnlyCostsTime() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build(fullBuild(site)).succeeded)
        let expected = site.files().map { site.output($0) }
        try Data("stylebook-output-record\ngarbage".utf8).write(to: OutputRecord.location(for: site.options.outputDirectory, in: site.options.cacheDirectory))
        #expect(record(site) == nil)
        try site.write("---\ntitle: B\n---\nBravo, again.\n", to: "Content/guides/b.md")
        #expect(await site.build(fullBuild(site)).succeeded)
        #expect(site.output("guides/b/index.html")?.contains("Bravo, again.") == true)
        try site.write(Self.files["Content/guides/b.md"]!, to: "Content/guides/b.md")
        #expect(await site.build(fullBuild(site)).succeeded)
        #expect(site.files().map { site.output($0) } == expected)
        #expect(record(site) != nil)
    }

    /// After a full build the record names exactly the files in the folder: none for a page the
    /// site lost, even when its file had already been deleted by hand.
    @Test func aFullBuildRecordsOnlyWhatTheFolderHolds() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build(fullBuild(site)).succeeded)
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/guides/b.md"))
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("_site/guides/b/index.html"))
        #expect(await site.build(fullBuild(site)).succeeded)
        let recorded = Set(try #require(record(site)).entries.keys)
        #expect(!recorded.isEmpty)
        #expect(recorded.isSubset(of: Set(site.files() + [StagedOutput.markerName])), "\(recorded.sorted())")
        #expect(!recorded.contains("guides/b/index.html"))
    }

    /// Incremental builds keep the record true: a changed page gets its new stamp and digest, a
    /// deleted one leaves it, and the next full build still rewrites nothing.
    @Test func incrementalBuildsKeepTheRecordTrue() async throws {
        let site = try TestSite(Self.files)
        defer { site.remove() }
        #expect(await site.build().succeeded)
        try site.write("---\ntitle: A\n---\nAlpha, edited.\n", to: "Content/guides/a.md")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/guides/b.md"))
        #expect(await site.build().succeeded)
        let entries = try #require(record(site)).entries
        #expect(entries["guides/b/index.html"] == nil)
        let root = site.root.appendingPathComponent("_site").path
        for path in site.files() where path.hasSuffix(".html") {
            let entry = try #require(entries[path], "\(path)")
            #expect(entry.stamp == FileStamp(path: root + "/" + path), "\(path)")
            #expect(entry.digest == ContentDigest.of(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))), "\(path)")
        }
        let inodes = site.files().map { inode(site, $0) }
        #expect(await site.build(fullBuild(site)).succeeded)
        #expect(site.files().map { inode(site, $0) } == inodes)
    }
}
