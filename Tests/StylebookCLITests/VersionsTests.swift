import Foundation
import Testing

/// `versions:` in stylebook.yml, run as a user would: a folder of pages and token files (no
/// Swift, so nothing compiles) in a git repository with three tagged releases, built into one
/// site with a version of each, its switcher, banners, changes pages and cache.
@Suite("versioned sites")
struct VersionsTests {
    /// The three releases and the working tree, each a step from the one before:
    /// - v1: `fg.muted` gray #6e7781; pages index, guide/a, guide/old.
    /// - v2: gray #57606a, `fg.subtle` added, guide/old gone and guide/new added.
    /// - v3: `fg.muted` deprecated.
    /// - working tree: `palette.ink` #24292f.
    static func files(release: Int) -> [String: String] {
        let gray = release == 1 ? "#6e7781" : "#57606a"
        let ink = release >= 4 ? "#24292f" : "#1f2328"
        let subtle = release >= 2 ? #", "subtle": {"value": "{palette.gray}", "type": "color"}"# : ""
        let darkSubtle = release >= 2 ? ##", "subtle": {"value": "#8c959f", "type": "color"}"## : ""
        let deprecated = release >= 3 ? #", "$deprecated": "Use fg.default.""# : ""
        var files = [
            "tokens/$themes.json": """
                [{"id": "l", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
                 {"id": "d", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]
                """,
            "tokens/$metadata.json": #"{"tokenSetOrder": ["core", "light", "dark"]}"#,
            "tokens/core.json": """
                {"palette": {"white": {"value": "#ffffff", "type": "color"}, "ink": {"value": "\(ink)", "type": "color"},
                             "gray": {"value": "\(gray)", "type": "color"}}}
                """,
            "tokens/light.json": """
                {"bg": {"default": {"value": "{palette.white}", "type": "color"}},
                 "fg": {"default": {"value": "{palette.ink}", "type": "color"},
                        "muted": {"value": "{palette.gray}", "type": "color"\(deprecated)}\(subtle)}}
                """,
            "tokens/dark.json": """
                {"bg": {"default": {"value": "{palette.ink}", "type": "color"}},
                 "fg": {"default": {"value": "{palette.white}", "type": "color"}, "muted": {"value": "#8c959f", "type": "color"}\(darkSubtle)}}
                """,
            "stylebook.yml": "name: Notes\ntokens: tokens\ncontrast:\n  build: warning\n",
            "Content/index.md": "---\ntitle: Notes\n---\n\nRelease \(release).\n",
            "Content/guide/a.md": "---\ntitle: Guide A\n---\n\nRead [the tokens](../tokens/).\n",
        ]
        if release == 1 { files["Content/guide/old.md"] = "---\ntitle: Old\n---\n\nGone in v2.\n" }
        if release >= 2 { files["Content/guide/new.md"] = "---\ntitle: New\n---\n\nNew in v2.\n" }
        return files
    }

    /// The repository with v1, v2 and v3 tagged, and the working tree one step on, listing them.
    static func repository() throws -> URL {
        let folder = try CLIRunner.scratchFolder(files(release: 1))
        try CLIRunner.git(["init", "-q", "-b", "main"], in: folder)
        for release in 1...3 {
            try write(files(release: release), in: folder)
            if release == 2 { try FileManager.default.removeItem(at: folder.appendingPathComponent("Content/guide/old.md")) }
            try CLIRunner.git(["add", "-A"], in: folder)
            try CLIRunner.git(["commit", "-q", "-m", "release \(release)"], in: folder)
            try CLIRunner.git(["tag", "v\(release)"], in: folder)
        }
        var working = files(release: 4)
        working["stylebook.yml"]! += "versions: [v3, v2, v1]\n"
        try write(working, in: folder)
        return folder
    }

    static func write(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    static func run(_ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: folder, environment: ["NO_COLOR": "1"], plain: true)
    }

    static func read(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// The hrefs of a page's version switch, in order.
    static func switchLinks(_ html: String) -> [String] {
        guard let start = html.range(of: #"<ul class="version-list">"#), let end = html.range(of: "</ul>", range: start.upperBound..<html.endIndex) else { return [] }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: #"href=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    static func htmlPages(under site: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: site.path)
        var pages: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix("index.html") { pages.append(path) }
        }
        return pages.sorted()
    }

    @Test func threeTaggedReleasesBuildOneSiteWhoseSwitcherLinksWorkEveryWay() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["build"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("3 earlier versions"), "\(result.stdout)")
        let site = folder.appendingPathComponent("_site")
        for version in ["v1", "v2", "v3"] {
            #expect(try Self.read("_site/\(version)/index.html", in: folder).contains("Release \(version.dropFirst())."))
        }
        #expect(try Self.read("_site/index.html", in: folder).contains("Release 4."))

        // Every switcher link of every page of every version lands on a page that exists.
        let pages = Self.htmlPages(under: site)
        #expect(pages.count > 20)
        var checked = 0
        for page in pages {
            let html = try Self.read("_site/" + page, in: folder)
            let links = Self.switchLinks(html)
            #expect(links.count == 4, "\(page)")
            let base = site.appendingPathComponent(page).deletingLastPathComponent()
            for href in links {
                let target = URL(fileURLWithPath: href, relativeTo: base).standardizedFileURL.appendingPathComponent("index.html")
                #expect(FileManager.default.fileExists(atPath: target.path), "\(page) links \(href)")
                checked += 1
            }
            // The banner is on the versions' pages and nowhere else.
            let isVersion = ["v1/", "v2/", "v3/"].contains { page.hasPrefix($0) }
            #expect(html.contains(#"class="version-banner""#) == isVersion, "\(page)")
        }
        #expect(checked == pages.count * 4)

        // The same page where a version has it, its home where it does not.
        #expect(Self.switchLinks(try Self.read("_site/guide/new/index.html", in: folder))
                == ["../../guide/new/", "../../v3/guide/new/", "../../v2/guide/new/", "../../v1/"])
        let old = try Self.read("_site/v1/guide/old/index.html", in: folder)
        #expect(Self.switchLinks(old) == ["../../../", "../../../v3/", "../../../v2/", "../../../v1/guide/old/"])
        #expect(old.contains("It is not in Latest: <a href=\"../../../\">go to Latest</a>"), "\(old)")
        let a = try Self.read("_site/v2/guide/a/index.html", in: folder)
        #expect(a.contains("This page documents v2, an earlier version. <a href=\"../../../guide/a/\">Read it in Latest</a>"))
        #expect(a.contains(#"<a href="../../../v2/guide/a/" aria-current="page">v2</a>"#))

        // The search index is per version.
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("v1/search").path))
    }

    @Test func theSitemapListsTheWorkingTreeOnly() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["build", "--base-url", "https://notes.example.com/"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let sitemap = try Self.read("_site/sitemap.xml", in: folder)
        #expect(sitemap.contains("<loc>https://notes.example.com/guide/a/</loc>"))
        #expect(!sitemap.contains("/v1/") && !sitemap.contains("/v3/"), "\(sitemap)")
        for version in ["v1", "v2", "v3"] {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/\(version)/sitemap.xml").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/\(version)/robots.txt").path))
        }
    }

    @Test func aVersionAddedBehindTheOthersIsLinkedFromThemInTheSameBuild() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = try Self.read("stylebook.yml", in: folder)
        try Self.write(["stylebook.yml": configuration.replacingOccurrences(of: "[v3, v2, v1]", with: "[v3, v2]")], in: folder)
        #expect(try Self.run(["build"], in: folder).status == 0)
        configuration = configuration.replacingOccurrences(of: "[v3, v2]", with: "[v3, v2, v1]")
        try Self.write(["stylebook.yml": configuration], in: folder)
        let added = try Self.run(["build"], in: folder)
        #expect(added.status == 0, "\(added.stderr)")
        // v3 has guide/a, and so has v1: the link is to the page, not v1's home.
        #expect(Self.switchLinks(try Self.read("_site/v3/guide/a/index.html", in: folder)).last == "../../../v1/guide/a/")
        let again = try Self.run(["build"], in: folder)
        #expect((again.stdout + again.stderr).contains("none built again"), "\(again.stdout)\(again.stderr)")
    }

    @Test func versionEntriesAreCheckedAtTheirLines() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = try Self.read("stylebook.yml", in: folder)
        configuration = configuration.replacingOccurrences(
            of: "versions: [v3, v2, v1]\n",
            with: "versions:\n  - ref: v3\n    path: assets\n  - v2\n  - ref: v1\n    path: V2\n  - release/1.x\n")
        try Self.write(["stylebook.yml": configuration], in: folder)
        let result = try Self.run(["build"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("stylebook.yml:6:5: error: a version cannot be published at `/assets/`: the build writes the theme's files there"), "\(result.stderr)")
        #expect(result.stderr.contains("stylebook.yml:9:5: error: two versions are published at `/V2/` (line 8)"), "\(result.stderr)")
        #expect(result.stderr.contains("stylebook.yml:11:5: error: `release/1.x` cannot be a version's folder"), "\(result.stderr)")
    }

    @Test func aVersionIsBuiltOnceAndAnEditRebuildsOnlyTheWorkingTree() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.run(["build"], in: folder).status == 0)
        let versionPage = folder.appendingPathComponent(".stylebook/versions/v2/site/guide/a/index.html")
        let copied = folder.appendingPathComponent("_site/v2/guide/a/index.html")
        let before = try [versionPage, copied].map { try FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate] as? Date }

        try Self.write(["Content/guide/a.md": "---\ntitle: Guide A\n---\n\nEdited in the working tree.\n"], in: folder)
        let edit = try Self.run(["build"], in: folder)
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect((edit.stdout + edit.stderr).contains("none built again"), "\(edit.stdout)")
        #expect(!edit.stderr.contains("Building version"), "\(edit.stderr)")
        #expect(try Self.read("_site/guide/a/index.html", in: folder).contains("Edited in the working tree."))
        let after = try [versionPage, copied].map { try FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate] as? Date }
        #expect(before == after, "a version's files were written again")

        // A page the working tree gains is linked from the versions that have the same page.
        try Self.write(["Content/guide/old.md": "---\ntitle: Old, back\n---\n\nBack again.\n"], in: folder)
        let added = try Self.run(["build"], in: folder)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(Self.switchLinks(try Self.read("_site/v1/guide/old/index.html", in: folder)).first == "../../../guide/old/")
        #expect(try Self.read("_site/v1/guide/old/index.html", in: folder).contains("Read it in Latest"))
    }

    @Test func aListedRevisionThatDoesNotExistIsAnErrorAtItsLineAndThePreviousSiteStays() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.run(["build"], in: folder).status == 0)
        let home = try Self.read("_site/index.html", in: folder)
        var configuration = try Self.read("stylebook.yml", in: folder)
        configuration = configuration.replacingOccurrences(of: "versions: [v3, v2, v1]", with: "versions: [v3, v2.5, v1]")
        try Self.write(["stylebook.yml": configuration, "Content/index.md": "---\ntitle: Notes\n---\n\nChanged.\n"], in: folder)
        let result = try Self.run(["build"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("stylebook.yml:5:16: error: `versions` lists 'v2.5': the repository has no branch, tag or commit 'v2.5' [versions/unknown-revision]"),
                "\(result.stderr)")
        #expect(try Self.read("_site/index.html", in: folder) == home)
    }

    @Test func aWorkingTreePageInAVersionsFolderIsAnError() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(["Content/v2/index.md": "---\ntitle: Clash\n---\n\nHere.\n"], in: folder)
        let result = try Self.run(["build"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Content/v2/index.md:1:1: error: 'Content/v2/index.md' would be published at '/v2/', in the folder version 'v2' is published in [versions/folder-taken]"),
                "\(result.stderr)")
    }

    @Test func checkVersionsChecksEachRevisionAsItHasItAndNamesItsFiles() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        // v1 gets a broken link after the fact: a new tag on a commit that has one.
        try Self.write(["Content/guide/a.md": "---\ntitle: Guide A\n---\n\nSee [nowhere](../missing/).\n"], in: folder)
        try CLIRunner.git(["stash", "-u", "-q"], in: folder)
        try CLIRunner.git(["checkout", "-q", "v1"], in: folder)
        try Self.write(["Content/guide/a.md": "---\ntitle: Guide A\n---\n\nSee [nowhere](../missing/).\n"], in: folder)
        try CLIRunner.git(["commit", "-q", "-am", "broken"], in: folder)
        try CLIRunner.git(["tag", "-f", "v1"], in: folder)
        try CLIRunner.git(["checkout", "-q", "main"], in: folder)
        try CLIRunner.git(["stash", "pop", "-q"], in: folder)
        try Self.write(["Content/guide/a.md": "---\ntitle: Guide A\n---\n\nFine.\n"], in: folder)

        let plain = try Self.run(["check", "--quiet"], in: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        let all = try Self.run(["check", "--versions", "--quiet"], in: folder)
        #expect(all.status == 1)
        #expect(all.stderr.contains("Version v1 ("), "\(all.stderr)")
        #expect(all.stderr.contains("v1:Content/guide/a.md:5:5: error:"), "\(all.stderr)")
        // And build stops before writing anything, naming the version.
        let build = try Self.run(["build"], in: folder)
        #expect(build.status == 1)
        #expect(build.stderr.contains("[versions/build-failed]") && build.stderr.contains("v1:Content/guide/a.md:5:5"), "\(build.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site").path))
    }

    @Test func aSiteInASubfolderPublishesARevisionTaggedBeforeItHadAStylebookYml() throws {
        // The docs live in docs/ of a larger repository; v1 was tagged before Stylebook was used.
        let root = try CLIRunner.scratchFolder([
            "README.md": "A product.\n",
            "docs/pages/index.md": "---\ntitle: Docs\n---\n\nFirst release.\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try CLIRunner.git(["init", "-q", "-b", "main"], in: root)
        try CLIRunner.git(["add", "-A"], in: root)
        // Committed on a day of its own, so its pages' dates are the revision's.
        let commit = Process()
        commit.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        commit.arguments = ["GIT_COMMITTER_DATE=2024-03-05T12:00:00Z", "git", "-c", "user.name=Test", "-c", "user.email=test@example.com",
                            "commit", "-q", "-m", "v1"]
        commit.currentDirectoryURL = root
        try commit.run()
        commit.waitUntilExit()
        try CLIRunner.git(["tag", "v1"], in: root)
        try Self.write(["docs/pages/index.md": "---\ntitle: Docs\n---\n\nSecond release.\n",
                        "docs/stylebook.yml": "name: Docs\ncontent: pages\nrepository:\n  url: https://example.com/docs\nversions: [v1]\n"], in: root)
        let docs = root.appendingPathComponent("docs")
        let result = try Self.run(["build"], in: docs)
        #expect(result.status == 0, "\(result.stderr)")
        // Its pages read with the working tree's settings (`content: pages`), from the revision's files.
        #expect(try Self.read("_site/v1/index.html", in: docs).contains("First release."))
        #expect(try Self.read("_site/index.html", in: docs).contains("Second release."))
        // A version's pages are dated by the revision's commits, and have no edit link.
        let page = try Self.read("_site/v1/index.html", in: docs)
        #expect(page.contains(#"Last updated <time datetime="2024-03-05">2024-03-05</time>"#), "\(page)")
        #expect(!page.contains("Edit this page"))
        // Those settings are the working tree's: a change to them builds the version again.
        try Self.write(["docs/stylebook.yml": "name: Handbook\ncontent: pages\nrepository:\n  url: https://example.com/docs\nversions: [v1]\n"], in: root)
        #expect(try Self.run(["build"], in: docs).status == 0)
        #expect(try Self.read("_site/v1/index.html", in: docs).contains("<title>Handbook</title>"))
    }
}
