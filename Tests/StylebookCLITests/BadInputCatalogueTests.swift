import Foundation
import Testing

/// Every kind of bad input, run through the built binary. Each test builds a good site first,
/// breaks one thing, builds again and asserts three things: exit status 1, a message that names
/// the problem with its file and line, and a previous `_site/` that is byte for byte untouched.
@Suite("bad input catalogue")
struct BadInputCatalogueTests {
    // MARK: - Content

    @Test func malformedFrontMatter() throws {
        let site = try GoodSite()
        try site.write("---\ntitle: [never closed\n---\n# Guide\n", to: "Content/guide.md")
        try site.expectRejected(id: "content/malformed-front-matter", at: "Content/guide.md:2")
    }

    @Test func nonUTF8Bytes() throws {
        let site = try GoodSite()
        try site.write(Data("# Guide\n\nCaf".utf8) + Data([0xE9]) + Data(" au lait\n".utf8), to: "Content/guide.md")
        try site.expectRejected(id: "content/invalid-utf8", at: "Content/guide.md:3")
    }

    @Test func emptyFile() throws {
        let site = try GoodSite()
        try site.write("", to: "Content/guide.md")
        try site.expectRejected(id: "content/empty-page", at: "Content/guide.md:1")
    }

    @Test func fiftyMegabytePage() throws {
        let site = try GoodSite()
        let line = Data("All work and no play makes a very long page.\n".utf8)
        var page = Data(capacity: 50 * 1024 * 1024 + line.count)
        while page.count < 50 * 1024 * 1024 { page.append(line) }
        try site.write(page, to: "Content/guide.md")
        let result = try site.expectRejected(id: "content/page-too-large", at: "Content/guide.md:1")
        #expect(result.stderr.contains("50 MB"))
    }

    @Test(arguments: ["- ", "> "])
    func tenThousandNestedContainers(marker: String) throws {
        let site = try GoodSite()
        try site.write("# Guide\n\n" + String(repeating: marker, count: 10_000) + "deep\n", to: "Content/guide.md")
        try site.expectRejected(id: "content/nesting-too-deep", at: "Content/guide.md:3")
    }

    @Test func binaryFileNamedMarkdown() throws {
        let site = try GoodSite()
        // A PNG signature: the first NUL byte sits on the third line.
        try site.write(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]), to: "Content/guide.md")
        try site.expectRejected(id: "content/binary-file", at: "Content/guide.md:3")
    }

    @Test func twoPagesWithOneURL() throws {
        let site = try GoodSite()
        try site.write("# Guide again\n", to: "Content/guide/index.md")
        try site.expectRejected(id: "content/duplicate-url", at: "Content/guide/index.md:1")
    }

    @Test func linkToAMissingPage() throws {
        let site = try GoodSite()
        try site.write("# Home\n\nSee [the guide](guide.md#usage).\n\nAnd [nothing](nowhere.md).\n", to: "Content/index.md")
        try site.expectRejected(id: "content/broken-link", at: "Content/index.md:5")
    }

    @Test func linkToAMissingAnchor() throws {
        let site = try GoodSite()
        try site.write("# Home\n\nSee [the guide](guide.md#usag).\n", to: "Content/index.md")
        let result = try site.expectRejected(id: "content/broken-anchor", at: "Content/index.md:3")
        #expect(result.stderr.contains("did you mean '#usage'?"))
    }

    @Test func unknownDirectiveArgument() throws {
        let site = try GoodSite()
        try site.write("# Guide\n\n## Usage\n\n```contrast everything\n```\n", to: "Content/guide.md")
        try site.expectRejected(id: "content/invalid-directive", at: "Content/guide.md:5")
    }

    @Test func unknownTokenName() throws {
        let site = try GoodSite()
        try site.write("# Guide\n\n## Usage\n\n```tokens colr.text\n```\n", to: "Content/guide.md")
        let result = try site.expectRejected(id: "content/invalid-directive", at: "Content/guide.md:5")
        #expect(result.stderr.contains("did you mean 'color.text'?"), "\(result.stderr)")
    }

    @Test func aPipeNamedMarkdown() throws {
        let site = try GoodSite()
        #expect(mkfifo(site.url("Content/pipe.md").path, 0o644) == 0)
        try site.expectRejected(id: "content/not-a-file", at: "Content/pipe.md:1")
    }

    // MARK: - Templates

    @Test func templateSyntaxError() throws {
        let site = try GoodSite()
        try site.write("<title>{{page.title}}</title>\n{{#page.showTitle}}<h1>{{page.title}}</h1>\n{{{page.content}}}\n",
                       to: "Templates/layout.html")
        try site.expectRejected(id: "template/syntax-error", at: "Templates/layout.html:4")
    }

    @Test func missingPartial() throws {
        let site = try GoodSite()
        // `footer` is a partial of the built-in theme; a name neither the theme nor Templates/ has:
        try site.write(GoodSite.layout + "{{> site-footer}}\n", to: "Templates/layout.html")
        try site.expectRejected(id: "template/missing-partial", at: "Templates/layout.html:5")
    }

    @Test func unknownVariableIsAnErrorNotABlank() throws {
        let site = try GoodSite()
        try site.write("<ol>{{#breadcrumbs}}\n<li>{{titel}}</li>{{/breadcrumbs}}</ol>\n", to: "Templates/crumbs.html")
        let result = try site.expectRejected(id: "template/unknown-variable", at: "Templates/crumbs.html:2")
        #expect(result.stderr.contains("did you mean '{{title}}'?"))
    }

    // MARK: - Output folder

    @Test(arguments: ["Content", "Content/site", "."])
    func outputFolderHoldingTheSources(output: String) throws {
        let site = try GoodSite()
        let result = try site.expectRejected(id: "output/protected-folder", arguments: ["--output", output])
        #expect(result.stderr.contains(output == "." ? "the package root" : "output folder '\(output)'"))
        #expect(try site.contents("Content/index.md") == Data(GoodSite.index.utf8))
    }

    @Test(arguments: ["_site", "_site/.cache"])
    func cacheFolderInsideTheOutput(cache: String) throws {
        let site = try GoodSite()
        let result = try site.expectRejected(id: "output/cache-inside-output", arguments: ["--cache-dir", cache])
        #expect(result.stderr.contains("cache folder '\(cache)' lies inside the output folder '_site'"), "\(result.stderr)")
    }

    @Test(.enabled(if: Unprivileged.isAvailable, "needs a non-root user or `unshare --user`"))
    func unwritableOutputFolder() throws {
        let site = try GoodSite()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: site.root.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: site.root.path) }
        let result = try site.expectRejected(id: "output/unwritable", unprivileged: true)
        #expect(result.stderr.lowercased().contains("permission denied"))
    }

    // MARK: - Files that move

    @Test func symlinkLoop() throws {
        let site = try GoodSite()
        try FileManager.default.createSymbolicLink(atPath: site.url("Content/again").path, withDestinationPath: ".")
        try site.expectRejected(id: "content/symlink-loop", at: "Content/again:1")
    }

    @Test func symlinkOutOfContent() throws {
        let site = try GoodSite()
        try site.write("secret\n", to: "private/notes.md")
        try FileManager.default.createSymbolicLink(atPath: site.url("Content/notes.md").path,
                                                   withDestinationPath: site.url("private/notes.md").path)
        try site.expectRejected(id: "content/link-outside-content", at: "Content/notes.md:1")
    }

    /// A page that cannot be read after discovery found it: the same path a file deleted mid-build
    /// takes (SiteBuilderTests deletes one for real). Root reads anything, so this runs unprivileged.
    @Test(.enabled(if: Unprivileged.isAvailable, "needs a non-root user or `unshare --user`"))
    func pageUnreadableDuringTheBuild() throws {
        let site = try GoodSite()
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: site.url("Content/guide.md").path)
        try site.expectRejected(id: "content/unreadable", at: "Content/guide.md:1", unprivileged: true)
    }

    // MARK: - Interruptions

    @Test func interruptedBuildLeavesNoTraceAndKeepsTheOldSite() throws {
        var pages: [String: String] = [:]
        for i in 0..<600 {
            pages["Content/part\(i % 20)/page\(i).md"] = "# Page \(i)\n\n" + String(repeating: "Some *text* and a [link](../index.md).\n\n", count: 30)
        }
        let site = try GoodSite(extra: pages)
        let process = Process()
        process.executableURL = CLIRunner.executable
        // Without the cache, so the build is long enough to be caught in the middle.
        process.arguments = ["build", "--no-cache"]
        process.currentDirectoryURL = site.root
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Poll without yielding this thread, so a busy test runner cannot make us late; freeze the
        // build as soon as it writes into its staging folder, so the interrupt surely lands mid-build.
        let deadline = Date().addingTimeInterval(120)
        while site.temporaryFolders().isEmpty, process.isRunning, Date() < deadline { usleep(1000) }
        kill(process.processIdentifier, SIGSTOP)
        #expect(process.isRunning && !site.temporaryFolders().isEmpty, "the build finished before it could be interrupted")
        kill(process.processIdentifier, SIGINT)
        kill(process.processIdentifier, SIGCONT)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\(stderr)")
        #expect(stderr.contains("interrupted"))
        #expect(site.temporaryFolders().isEmpty)
        #expect(try site.snapshot() == site.before)
    }

    /// SIGKILL cannot be caught: the killed build leaves its staging folder, never a half-written
    /// site, and the next build removes what it left and builds normally.
    @Test func aKilledBuildKeepsTheOldSiteAndTheNextBuildCleansUp() throws {
        var pages: [String: String] = [:]
        for i in 0..<600 {
            pages["Content/part\(i % 20)/page\(i).md"] = "# Page \(i)\n\n" + String(repeating: "Some *text*.\n\n", count: 30)
        }
        let site = try GoodSite(extra: pages)
        for i in 0..<600 {
            try site.write("# Page \(i)\n\nEdited.\n", to: "Content/part\(i % 20)/page\(i).md")
        }
        let process = Process()
        process.executableURL = CLIRunner.executable
        // Without the cache, so the build is long enough to be caught in the middle.
        process.arguments = ["build", "--no-cache"]
        process.currentDirectoryURL = site.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while site.temporaryFolders().isEmpty, process.isRunning, Date() < deadline { usleep(1000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the build finished before it could be killed")
        #expect(try site.snapshot() == site.before)
        #expect(!site.temporaryFolders().isEmpty)

        let next = try CLIRunner.run(["build"], in: site.root)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(site.temporaryFolders().isEmpty, "left behind: \(site.temporaryFolders())")
        #expect(try site.text("_site/part3/page3/index.html").contains("Edited."))
    }

    /// A small tmpfs in a private mount namespace, sized from the good site: the first build fits,
    /// the second, with a 7 MB page more (larger than the site, under the 8 MB page limit), cannot.
    @Test(.enabled(if: Unprivileged.canMountTmpfs, "needs `unshare --user --map-root-user --mount`"))
    func diskFillsUp() throws {
        let site = try GoodSite()
        try site.write(String(repeating: "A line of text that will not fit on the small disk.\n\n", count: 140_000), to: "Content/big.md")
        try FileManager.default.createDirectory(at: site.url("disk"), withIntermediateDirectories: true)
        let script = """
        set -e
        # Room for the old site, a staging copy of it and 1 MB more.
        mount -t tmpfs -o size=$(( $(du -sk _site | cut -f1) * 2 + 1024 ))k tmpfs disk
        mv Content/big.md big.md.later
        "$STYLEBOOK" build --output disk/_site > /dev/null 2>&1
        cp -R disk/_site before
        mv big.md.later Content/big.md
        set +e
        "$STYLEBOOK" build --output disk/_site > stdout.txt 2> stderr.txt
        echo $? > status.txt
        diff -r before disk/_site > /dev/null && echo same > kept.txt
        ls -A disk > leftovers.txt
        """
        let run = try CLIRunner.run(["--user", "--map-root-user", "--mount", "sh", "-c", script], in: site.root,
                                    environment: ["STYLEBOOK": CLIRunner.executable.path], executable: Unprivileged.unshare)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try site.text("status.txt") == "1\n")
        let stderr = try site.text("stderr.txt")
        #expect(stderr.contains("the disk is full"), "\(stderr)")
        #expect(stderr.contains("[output/write-failed]"))
        #expect(try site.text("kept.txt") == "same\n")
        #expect(try site.text("leftovers.txt") == "_site\n")
    }
}

/// A small valid site with a previous build in `_site/`, remembered byte for byte.
private final class GoodSite {
    static let layout = """
        <!DOCTYPE html>
        <title>{{page.title}} · {{site.name}}</title>
        {{> crumbs}}
        <main>{{{page.content}}}</main>

        """
    static let index = "---\ntitle: Home\n---\n# Home\n\nSee [the guide](guide.md#usage).\n"

    let root: URL
    let before: [String: Data]

    init(extra: [String: String] = [:]) throws {
        root = try CLIRunner.scratchFolder([
            "Templates/layout.html": Self.layout,
            "Templates/crumbs.html": "<ol>{{#breadcrumbs}}\n<li>{{title}}</li>{{/breadcrumbs}}</ol>\n",
            "Content/index.md": Self.index,
            "Content/guide.md": "# Guide\n\n## Usage\n\nRead it.\n",
        ].merging(extra) { _, new in new })
        let first = try CLIRunner.run(["build"], in: root)
        guard first.status == 0 else {
            throw CatalogueError.goodSiteFailed(first.stderr)
        }
        before = try Self.snapshot(of: root.appendingPathComponent("_site"))
        guard before["index.html"] != nil else { throw CatalogueError.goodSiteFailed("no index.html") }
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    func write(_ text: String, to path: String) throws { try write(Data(text.utf8), to: path) }

    func write(_ data: Data, to path: String) throws {
        try FileManager.default.createDirectory(at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url(path))
    }

    func contents(_ path: String) throws -> Data { try Data(contentsOf: url(path)) }

    func text(_ path: String) throws -> String { String(decoding: try contents(path), as: UTF8.self) }

    deinit { try? FileManager.default.removeItem(at: root) }

    func snapshot() throws -> [String: Data] { try Self.snapshot(of: url("_site")) }

    /// Every file of a folder with its bytes.
    static func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let prefix = folder.path + "/"
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = enumerator?.nextObject() as? URL {
            guard try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(file.standardizedFileURL.path.dropFirst(prefix.count))] = try Data(contentsOf: file)
        }
        return files
    }

    /// Staging and set-aside folders a build may create next to the output.
    func temporaryFolders() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasPrefix("._site.") }
    }

    /// Builds the broken site and checks the three promises. `at` is `path:line`; nil for
    /// problems that belong to no file (the output folder).
    @discardableResult
    func expectRejected(id: String, at location: String? = nil, arguments: [String] = [],
                        unprivileged: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CLIRunner.Result {
        let result = unprivileged
            ? try Unprivileged.run(["build"] + arguments, in: root)
            : try CLIRunner.run(["build"] + arguments, in: root)
        #expect(result.status == 1, "status \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        let prefix = location.map { NSRegularExpression.escapedPattern(for: $0) + #":\d+: "# } ?? ""
        let pattern = "(?m)^" + prefix + "error: .+ \\[" + NSRegularExpression.escapedPattern(for: id) + "\\]$"
        #expect(result.stderr.range(of: pattern, options: .regularExpression) != nil,
                "expected \(location ?? "-") [\(id)] in:\n\(result.stderr)", sourceLocation: sourceLocation)
        #expect(try snapshot() == before, "the previous _site/ changed", sourceLocation: sourceLocation)
        #expect(temporaryFolders().isEmpty, "left behind: \(temporaryFolders())", sourceLocation: sourceLocation)
        return result
    }
}

private enum CatalogueError: Error {
    case goodSiteFailed(String)
}

/// Runs the binary as a user without root's power to ignore file permissions.
enum Unprivileged {
    static let unshare = URL(fileURLWithPath: "/usr/bin/unshare")

    static let isAvailable: Bool = getuid() != 0 || works(["--user", "true"])
    static let canMountTmpfs: Bool = works(["--user", "--map-root-user", "--mount", "sh", "-c",
                                            "mkdir -p /tmp && mount -t tmpfs -o size=1m tmpfs /mnt"])

    static func run(_ arguments: [String], in directory: URL) throws -> CLIRunner.Result {
        if getuid() != 0 { return try CLIRunner.run(arguments, in: directory) }
        return try CLIRunner.run(["--user", CLIRunner.executable.path] + arguments, in: directory, executable: unshare)
    }

    private static func works(_ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: unshare.path) else { return false }
        return (try? CLIRunner.run(arguments, in: FileManager.default.temporaryDirectory, executable: unshare).status) == 0
    }
}
