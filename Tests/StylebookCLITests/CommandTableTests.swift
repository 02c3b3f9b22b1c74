import Foundation
import Testing

/// Every subcommand, run through the built binary as a user would: a good case, a misuse case
/// and a case where the file system (or the network) says no. Each asserts the exit status
/// (0 clean, 1 problems, 2 misuse) and the first line the command prints.
@Suite("every command's exit status and first line")
struct CommandTableTests {
    struct Case: CustomTestStringConvertible, Sendable {
        enum Stream: Sendable { case stdout, stderr }

        var arguments: [String]
        var status: Int32
        var stream: Stream
        /// The first line printed, or its beginning when it ends with "…".
        var firstLine: String
        /// Runs with stdout on /dev/full, where every write fails with ENOSPC.
        var fullStandardOutput = false
        /// The plain `stylebook` tool, which carries no design system, instead of this repository's site.
        var plain = false

        var testDescription: String { "stylebook " + arguments.joined(separator: " ") }
    }

    /// `{file}` is a regular file in the scratch site, so a folder below it cannot exist.
    static let cases: [Case] = [
        Case(arguments: ["--version"], status: 0, stream: .stdout, firstLine: "0.1.0"),
        Case(arguments: ["nope"], status: 2, stream: .stderr, firstLine: "Error: Unexpected argument 'nope'"),
        Case(arguments: ["--help"], status: 1, stream: .stderr, firstLine: "error: cannot write to standard output: No space left on device",
             fullStandardOutput: true),

        Case(arguments: ["init", "acme"], status: 0, stream: .stdout, firstLine: "Created Acme in acme (…", plain: true),
        Case(arguments: ["init"], status: 2, stream: .stderr, firstLine: "Error: Missing expected argument '<dir>'", plain: true),
        Case(arguments: ["init", "acme", "--from", "missing.tokens.json"], status: 1, stream: .stderr,
             firstLine: "error: cannot read 'missing.tokens.json': No such file or directory", plain: true),

        Case(arguments: ["theme", "list"], status: 0, stream: .stdout, firstLine: "assets/…"),
        Case(arguments: ["theme", "eject", "nope.html"], status: 2, stream: .stderr, firstLine: "Error: The theme has no file 'nope.html'.…"),
        Case(arguments: ["theme", "eject", "layout.html", "--templates", "{file}/Templates"], status: 1, stream: .stderr,
             firstLine: "error: cannot copy to '{file}/Templates/layout.html': Not a directory"),

        Case(arguments: ["build", "--output", "out"], status: 0, stream: .stdout, firstLine: "Built …"),
        Case(arguments: ["build", "--base-url", "design.example.com"], status: 2, stream: .stderr,
             firstLine: "Error: --base-url must be an absolute URL such as https://design.example.com/"),
        Case(arguments: ["build", "--content", "Missing"], status: 1, stream: .stderr,
             firstLine: "error: cannot read the content folder 'Missing': No such file or directory"),
        Case(arguments: ["build", "--output", "{file}/site"], status: 1, stream: .stderr,
             firstLine: "error: cannot write next to output folder '{file}/site': Not a directory [output/unwritable]"),

        Case(arguments: ["check"], status: 0, stream: .stdout, firstLine: "Contrast of Stylebook at WCAG AA"),
        Case(arguments: ["check", "--quiet"], status: 0, stream: .stdout, firstLine: ""),
        Case(arguments: ["check", "--level", "a"], status: 2, stream: .stderr, firstLine: "Error: The value 'a' is invalid for '--level <level>'…"),
        Case(arguments: ["check", "--output", "{file}/report.json"], status: 1, stream: .stderr,
             firstLine: "error: cannot write the report to '{file}/report.json': Not a directory"),

        Case(arguments: ["contrast", "#000000", "#FFFFFF"], status: 0, stream: .stdout, firstLine: "#000000 on #FFFFFF"),
        Case(arguments: ["contrast", "#GGGGGG", "#FFFFFF"], status: 2, stream: .stderr, firstLine: "Error: …"),
        Case(arguments: ["contrast", "#000000", "#FFFFFF"], status: 1, stream: .stderr,
             firstLine: "error: cannot write to standard output: No space left on device", fullStandardOutput: true),

        Case(arguments: ["import", "colors.tokens.json", "--output", "Imported"], status: 0, stream: .stdout, firstLine: "Wrote 3 Swift files to Imported"),
        Case(arguments: ["import", "colors.tokens.json"], status: 2, stream: .stderr, firstLine: "Error: Missing expected argument '--output <dir>'"),
        Case(arguments: ["import", "colors.tokens.json", "--output", "{file}/Imported"], status: 1, stream: .stderr,
             firstLine: "{file}/Imported:1:1: error: cannot write into '{file}/Imported': Not a directory [import/write-failed]"),

        Case(arguments: ["serve", "--output", "out"], status: 2, stream: .stderr, firstLine: "Error: Unknown option '--output'"),
        Case(arguments: ["serve", "--content", "Missing"], status: 1, stream: .stderr,
             firstLine: "error: cannot read the content folder 'Missing': No such file or directory"),

        Case(arguments: ["tokens", "--format", "css", "--output", "tokens"], status: 0, stream: .stdout, firstLine: "Wrote 1 file to tokens"),
        Case(arguments: ["tokens", "--format", "xml"], status: 2, stream: .stderr, firstLine: "Error: Unknown format 'xml'. Known: …"),
        Case(arguments: ["tokens", "--output", "{file}/tokens"], status: 1, stream: .stderr,
             firstLine: "error: cannot write the tokens into '{file}/tokens': Not a directory"),
        Case(arguments: ["tokens"], status: 1, stream: .stderr, firstLine: "error: there is no design system here to export", plain: true),
    ]

    static let site: [String: String] = [
        "Content/index.md": "# Home\n\nWelcome.\n",
        "Templates/layout.html": "<!DOCTYPE html><html><head><title>{{page.title}}</title></head><body>{{{page.content}}}</body></html>",
        "colors.tokens.json": """
        {"color": {"$type": "color",
          "text": {"$value": {"colorSpace": "srgb", "components": [0.0667, 0.0667, 0.0667], "hex": "#111111"}},
          "surface": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}}}
        """,
        "file": "a regular file\n",
    ]

    @Test(arguments: cases)
    func command(_ test: Case) throws {
        let site = try CLIRunner.scratchFolder(Self.site)
        defer { try? FileManager.default.removeItem(at: site) }
        let arguments = test.arguments.map { $0.replacingOccurrences(of: "{file}", with: "file") }
        let devFull = test.fullStandardOutput ? FileHandle(forWritingAtPath: "/dev/full") : nil
        let result = try CLIRunner.run(arguments, in: site, environment: ["NO_COLOR": "1"],
                                       plain: test.plain, standardOutput: devFull)
        let text = test.stream == .stdout ? result.stdout : result.stderr
        let first = String(text.prefix { $0 != "\n" })
        let expected = test.firstLine.replacingOccurrences(of: "{file}", with: "file")
        #expect(result.status == test.status, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        if expected.hasSuffix("…") {
            #expect(first.hasPrefix(expected.dropLast()), "got: \(first)")
        } else {
            #expect(first == expected, "stderr: \(result.stderr)")
        }
    }

    /// serve's good case runs until stopped: `--port 0` prints the port the system picked,
    /// and Ctrl-C ends it with status 0.
    @Test func serveOnPortZeroPrintsTheRealAddress() async throws {
        let site = try CLIRunner.scratchFolder(Self.site)
        defer { try? FileManager.default.removeItem(at: site) }
        let serve = try ServeProcess(["serve", "--port", "0"], in: site)
        let found = await serve.line(startingWith: "Serving http://127.0.0.1:")
        let line = try #require(found, "\(serve.output)")
        let port = Int(line.dropFirst("Serving http://127.0.0.1:".count).prefix { $0.isNumber }) ?? 0
        #expect(port > 0, "\(line)")
        #expect(RawHTTP.get("/", port: port)?.status == 200)
        let status = await serve.interrupt()
        #expect(status == 0)
    }

    /// serve's port check happens before the first build, and offers the next free port.
    @Test func serveOnABusyPortSaysSoAndSuggestsAnother() throws {
        let site = try CLIRunner.scratchFolder(Self.site)
        defer { try? FileManager.default.removeItem(at: site) }
        let busy = try RawHTTP.listener()
        defer { close(busy.descriptor) }
        let result = try CLIRunner.run(["serve", "--port", String(busy.port)], in: site)
        #expect(result.status == 1)
        let first = String(result.stderr.prefix { $0 != "\n" })
        #expect(first.hasPrefix("error: port \(busy.port) is in use; try --port "), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "nothing was built or served")
    }
}
