import DesignTokens
import Foundation
import Testing

@Suite("stylebook build, run as a process")
struct BuildCommandTests {
    static let layout = ["Templates/layout.html": "<title>{{page.title}}</title>{{{page.content}}}"]

    @Test func helpListsTheSubcommandsAndExitsZero() throws {
        let result = try CLIRunner.run(["--help"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(result.stdout.contains("build"))
        let buildHelp = try CLIRunner.run(["build", "--help"], in: FileManager.default.temporaryDirectory)
        #expect(buildHelp.status == 0)
        for option in ["--content", "--templates", "--output", "--base-url"] {
            #expect(buildHelp.stdout.contains(option), "missing \(option)")
        }
    }

    @Test func versionPrintsAndExitsZero() throws {
        let result = try CLIRunner.run(["--version"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func misuseExitsTwo() throws {
        let unknownOption = try CLIRunner.run(["build", "--no-such-option"], in: FileManager.default.temporaryDirectory)
        #expect(unknownOption.status == 2)
        #expect(unknownOption.stderr.contains("--no-such-option"))
        let badURL = try CLIRunner.run(["build", "--base-url", "not a url"], in: FileManager.default.temporaryDirectory)
        #expect(badURL.status == 2)
    }

    @Test func cleanBuildExitsZeroWithASummary() throws {
        let folder = try CLIRunner.scratchFolder(Self.layout.merging(["Content/index.md": "# Hello\n"]) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["build"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        // One page of ours plus the pages generated from the design system; acknowledged warnings
        // are counted, and nothing is printed as a warning.
        #expect(result.stdout.range(of: #"^Built \d+ pages in \d+\.\d\d s \(\d+ acknowledged\)\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/index.html").path))
    }

    /// A binary copied without the resource folders beside it says what is missing and exits
    /// 1, rather than stop with SwiftPM's fatal error.
    @Test func aBinaryWithoutItsResourcesSaysSo() throws {
        let folder = try CLIRunner.scratchFolder(Self.layout.merging(["Content/index.md": "# Hello\n"]) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: folder) }
        let lone = folder.appendingPathComponent("bin/stylebook")
        try FileManager.default.createDirectory(at: lone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLIRunner.executable, to: lone)
        let build = try CLIRunner.run(["build"], in: folder, executable: lone)
        #expect(build.status == 1, "\(build.stderr)")
        #expect(build.stderr.contains("[template/missing-theme]") && build.stderr.contains("reinstall Stylebook"), "\(build.stderr)")
        let starter = try CLIRunner.run(["init", "acme"], in: folder, executable: lone)
        #expect(starter.status == 1, "\(starter.stderr)")
        #expect(starter.stderr.contains("[init/missing-starter]"), "\(starter.stderr)")
    }

    /// A second build takes up from the first one's cache and says how much it did again.
    @Test func aSecondBuildSaysWhatItDidAgain() throws {
        let folder = try CLIRunner.scratchFolder(Self.layout.merging(["Content/index.md": "# Hello\n", "Content/b.md": "# B\n"]) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLIRunner.run(["build"], in: folder).status == 0)
        let caches = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(".stylebook").path)
        #expect(caches.contains { $0.hasPrefix("_site-") && $0.hasSuffix(".build-cache") }, "\(caches)")
        let unchanged = try CLIRunner.run(["build"], in: folder)
        #expect(unchanged.stdout.contains("(nothing changed since the last build)"), "\(unchanged.stdout)")
        usleep(10_000)
        try "# B\n\nEdited.\n".write(to: folder.appendingPathComponent("Content/b.md"), atomically: false, encoding: .utf8)
        let edited = try CLIRunner.run(["build"], in: folder)
        #expect(edited.stdout.contains("(1 laid out again, the rest unchanged since the last build)"), "\(edited.stdout)")
        usleep(10_000)
        try "<!doctype html>\n<title>{{page.title}}</title>\n<main>{{{page.content}}}</main>\n".write(
            to: folder.appendingPathComponent("Templates/layout.html"), atomically: false, encoding: .utf8)
        let relaid = try CLIRunner.run(["build"], in: folder)
        #expect(relaid.stdout.contains("(every page laid out again around the body it had: the layout, titles or order changed)"), "\(relaid.stdout)")
        let full = try CLIRunner.run(["build", "--no-cache"], in: folder)
        #expect(full.stdout.range(of: #"^Built \d+ pages in"#, options: .regularExpression) != nil, "\(full.stdout)")
    }

    /// `--output elsewhere/site` writes `site/` and nothing else beside it: the cache and the
    /// output record go to `--cache-dir`, and the next build takes up from them.
    @Test func theCacheGoesToTheCacheFolderNotBesideTheOutput() throws {
        let folder = try CLIRunner.scratchFolder(Self.layout.merging(["Content/index.md": "# Hello\n", "Content/b.md": "# B\n"]) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["build", "--output", "elsewhere/site", "--cache-dir", "caches"]
        #expect(try CLIRunner.run(arguments, in: folder).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("elsewhere").path) == ["site"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".stylebook").path))
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("caches").path)
        #expect(Set(kept.map { $0.split(separator: ".").last.map(String.init) ?? "" }) == ["build-cache", "output-record"], "\(kept)")
        let again = try CLIRunner.run(arguments, in: folder)
        #expect(again.stdout.contains("(nothing changed since the last build)"), "\(again.stdout)")
    }

    @Test func malformedPageExitsOneWithFileLineAndColumn() throws {
        let folder = try CLIRunner.scratchFolder(Self.layout.merging([
            "Content/index.md": "# Fine\n",
            "Content/broken.md": "---\ntitle: ok\norder: [1, 2\n---\nBody\n",
        ]) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["build", "--output", "out"], in: folder)
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1)
        let line = try #require(errors.first)
        #expect(line.range(of: #"^Content/broken\.md:3:\d+: error: .+ \[content/malformed-front-matter\]$"#, options: .regularExpression) != nil, "\(line)")
        #expect(result.stdout.hasPrefix("1 error"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func buildGeneratesComponentAndFoundationPagesFromTheProjectSystem() throws {
        let folder = try CLIRunner.scratchFolder(Self.layout.merging([
            "Content/index.md": "# Home\n\n```component inline-banner\n```\n\n[Components](components/index.md)\n",
        ]) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["build"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        // One page per declared component, and no other.
        let declared = StylebookDesignSystem.system.components.map(\.id)
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("_site/components").path)
            .filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/components/\($0)/index.html").path) }
        #expect(!declared.isEmpty)
        #expect(Set(pages) == Set(declared))
        for page in ["colour", "spacing", "radius", "opacity", "typography", "motion", "icons"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/foundations/\(page)/index.html").path), "\(page)")
        }
        let home = try String(contentsOf: folder.appendingPathComponent("_site/index.html"), encoding: .utf8)
        #expect(home.contains("data-theme=\"dark\""))
    }

    @Test func misspeltDirectiveFailsTheBuildAtItsLine() throws {
        let folder = try CLIRunner.scratchFolder(Self.layout.merging([
            "Content/index.md": "# Home\n\nIntro.\n\n```componnt inline-banner\n```\n",
        ]) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["build"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Content/index.md:5:1: error: unknown directive 'componnt'; did you mean 'component'? [content/unknown-directive-name]"),
                "\(result.stderr)")
    }
}
