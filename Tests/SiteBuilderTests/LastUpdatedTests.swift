import Foundation
import Testing
@testable import SiteBuilder

/// `page.lastUpdated`: each page's last commit date, from git, beside "Edit this page".
@Suite("Last updated, from git")
struct LastUpdatedTests {
    /// Runs git in the site with fixed identities and the given committer date.
    private func git(_ site: TestSite, _ arguments: [String], date: String = "2024-03-05T10:00:00Z") throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = site.root
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["GIT_COMMITTER_DATE": date, "GIT_AUTHOR_DATE": date], uniquingKeysWith: { _, new in new })
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    private func options(_ site: TestSite, output: String = "_site", cache: Bool = true) -> BuildOptions {
        var options = site.options
        options.outputDirectory = site.root.appendingPathComponent(output)
        options.usesBuildCache = cache
        options.site.repository = SiteConfiguration.Repository(url: "https://github.com/acme/design")
        options.lastUpdated = LastUpdated.read(contentDirectory: options.contentDirectory)
        return options
    }

    @Test func eachPageShowsItsOwnLastCommitAndANewFileNone() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Content/guide/a.md": "# A\n"], templates: [:])
        defer { site.remove() }
        try git(site, ["init", "-q"])
        try git(site, ["add", "."])
        try git(site, ["commit", "-q", "-m", "first"], date: "2024-03-05T23:30:00+01:00")
        try site.write("# A\n\nMore.\n", to: "Content/guide/a.md")
        try git(site, ["commit", "-q", "-am", "second"], date: "2025-01-02T08:00:00Z")
        try site.write("# New\n", to: "Content/guide/new.md")

        let report = await site.build(options(site))
        #expect(report.succeeded, "\(report.diagnostics)")
        let home = try #require(site.output("index.html"))
        let a = try #require(site.output("guide/a/index.html"))
        let new = try #require(site.output("guide/new/index.html"))
        // The committer's own calendar day, as `git log --format=%cs` gives it.
        #expect(home.contains(#"Last updated <time datetime="2024-03-05">2024-03-05</time></span> · <a href="https://github.com/acme/design/edit/main/Content/index.md">Edit this page</a>"#))
        #expect(a.contains(#"<time datetime="2025-01-02">2025-01-02</time>"#))
        #expect(!new.contains("Last updated") && new.contains("Edit this page"))
        // Generated pages have no file, so no date.
        #expect(!(site.output("404.html") ?? "").contains("Last updated"))
    }

    /// Edit, build, commit, build: the second build's bytes come from the cache, but the date is
    /// the commit's, as a clean build has it.
    @Test func aCommitAfterTheLastBuildReachesTheCachedPages() async throws {
        let site = try TestSite(["Content/index.md": "# Home\n", "Content/a.md": "# A\n"], templates: [:])
        defer { site.remove() }
        try git(site, ["init", "-q"])
        try git(site, ["add", "."])
        try git(site, ["commit", "-q", "-m", "first"])
        try site.write("# A\n\nMore.\n", to: "Content/a.md")
        #expect(await site.build(options(site)).succeeded)
        #expect(site.output("a/index.html")?.contains(#"<time datetime="2024-03-05">"#) == true)

        try git(site, ["commit", "-q", "-am", "more"], date: "2025-06-07T12:00:00Z")
        let cached = await site.build(options(site))
        #expect(cached.succeeded)
        #expect(cached.readPages == 0, "the bodies come from the cache")
        #expect(await site.build(options(site, output: "clean", cache: false)).succeeded)
        let page = try #require(site.output("a/index.html"))
        #expect(page.contains(#"<time datetime="2025-06-07">"#))
        #expect(page == site.output("a/index.html", in: "clean"))
        #expect(site.output("index.html") == site.output("index.html", in: "clean"))
    }

    @Test func outsideARepositoryThereAreNoDates() throws {
        let folder = URL(fileURLWithPath: "/")
        #expect(LastUpdated.read(contentDirectory: folder) == nil)
        #expect(LastUpdated.parse("\u{1}2025-01-02\na.md\nb/c.md\n\n\u{1}2024-01-01\na.md\nd.md\n")
                == ["a.md": "2025-01-02", "b/c.md": "2025-01-02", "d.md": "2024-01-01"])
    }
}
