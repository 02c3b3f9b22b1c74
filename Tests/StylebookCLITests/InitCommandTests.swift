import Foundation
import Testing

/// `stylebook init` and `stylebook theme` through the plain binary, as a new user runs them.
/// Building the scaffold end to end lives in Tests/browser/test_init_package.py.
@Suite("init and theme")
struct InitCommandTests {
    static let checkout = StylebookProcess.packageRoot.path

    private func plain(_ arguments: [String], in folder: URL) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: folder, plain: true)
    }

    /// Every file under `folder`, relative, so a test can assert nothing was written.
    private func listing(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    @Test func writesTheWholePackageWithTheGivenNames() throws {
        let folder = try CLIRunner.scratchFolder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try plain(["init", "acme", "--name", "Acme Design", "--stylebook-path", Self.checkout], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Created Acme Design in acme (15 files)."))
        let quiet = try plain(["init", "quiet", "--quiet", "--stylebook-path", Self.checkout], in: folder)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet.stdout)\(quiet.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("quiet/Package.swift").path))
        let package = folder.appendingPathComponent("acme")
        let files = Set(listing(package))
        for expected in ["Package.swift", "stylebook.yml", "README.md", ".gitignore",
                         ".github/workflows/design-system.yml", "Content/index.md", "Content/guides/getting-started.md",
                         "Sources/AcmeDesignTokens/AcmeDesign.swift", "Sources/AcmeDesignTokens/Colors.swift",
                         "Sources/acme-design-describe/main.swift"] {
            #expect(files.contains(expected), "missing \(expected)")
        }
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".library(name: \"AcmeDesignTokens\", targets: [\"AcmeDesignTokens\"])"))
        #expect(manifest.contains(".package(path: ") && manifest.contains("traits: [])"), "StylebookKit alone, without the generator's dependencies")
        #expect(!manifest.contains("{{"), "every placeholder is filled")
        let configuration = try String(contentsOf: package.appendingPathComponent("stylebook.yml"), encoding: .utf8)
        #expect(configuration.contains("name: \"Acme Design\""))
        #expect(configuration.contains("\nversion: 0.1.0 "), "a release, so removedIn: deprecations can come due")
        #expect(!configuration.contains("build: warning"), "the starter passes AA, so its build stays strict")
        let readme = try String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("stylebook build") && readme.contains("stylebook check"))
        #expect(!manifest.contains("StylebookGenerator"), "the package never compiles the generator")
        #expect(manifest.contains(".executableTarget(name: \"acme-design-describe\""))
    }

    @Test func withoutAPathTheDependencyIsAVersionedURL() throws {
        let folder = try CLIRunner.scratchFolder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try plain(["init", "north-star"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try String(contentsOf: folder.appendingPathComponent("north-star/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(url: \"https://"))
        #expect(manifest.contains("from: \"") && manifest.contains("traits: [])"))
        #expect(manifest.contains("NorthStarTokens"), "the name comes from the folder")
    }

    @Test func refusesAFolderThatIsNotEmptyAndWritesNothing() throws {
        let folder = try CLIRunner.scratchFolder(["acme/notes.txt": "mine"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try plain(["init", "acme", "--stylebook-path", Self.checkout], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: '"))
        #expect(result.stderr.contains("is not empty (it holds notes.txt); nothing was written [init/not-empty]"))
        #expect(listing(folder) == ["acme", "acme/notes.txt"])
    }

    @Test(arguments: [
        (["init", "x", "--name", "   "], "the name is empty"),
        (["init", "x", "--name", "42 Design"], "must start with a Latin letter"),
        (["init", "x", "--name", "Design"], "is the name of one of Stylebook's own modules"),
        (["init", "x", "--name", "Bad \"quote\""], "control character or one of"),
        (["init", "x", "--stylebook-path", "/tmp"], "is not a Stylebook checkout"),
    ])
    func misuseExitsTwoAndWritesNothing(arguments: [String], message: String) throws {
        let folder = try CLIRunner.scratchFolder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try plain(arguments, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(listing(folder).isEmpty)
    }

    /// SwiftPM needs target names unique across a graph, and a team's package has this one in
    /// its graph: init refuses a name that is any library target of Package.swift, so the
    /// reserved list cannot fall behind a new or renamed target.
    @Test func refusesEveryTargetNameOfStylebooksOwnPackage() throws {
        let manifest = try String(contentsOf: StylebookProcess.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"\.(?:target|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let names = regex.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
            .map { String(manifest[Range($0.range(at: 1), in: manifest)!]) }
        #expect(names.count >= 16, "\(names)")
        let folder = try CLIRunner.scratchFolder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names {
            let result = try plain(["init", "x", "--name", name], in: folder)
            #expect(result.status == 2 && result.stderr.contains("one of Stylebook's own modules"), "\(name): \(result.stderr)")
        }
        #expect(listing(folder).isEmpty)
    }

    /// A missing --from file is the file system's answer, not misuse: exit 1, nothing written.
    @Test func aMissingTokenFileExitsOneAndWritesNothing() throws {
        let folder = try CLIRunner.scratchFolder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try plain(["init", "x", "--from", "missing.resolver.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "error: cannot read 'missing.resolver.json': No such file or directory\n")
        #expect(listing(folder).isEmpty)
    }

    /// A name twice in one object, or a byte that is not UTF-8 (here in a key), is an error at
    /// its line and column: nothing is written, so no guessed name reaches the Swift.
    @Test func aDuplicateKeyOrABadByteInTheSetWritesNothing() throws {
        let folder = try CLIRunner.scratchFolder([
            "dup.tokens.json": "{\"color\": {\"$type\": \"color\",\n  \"text\": {\"$value\": \"#111111\"},\n  \"text\": {\"$value\": \"#222222\"}}}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Array("{\"color\": {\"$type\": \"color\",\n  \"te".utf8) + [0xC3] + Array("xt\": {\"$value\": \"#111111\"}}}\n".utf8))
            .write(to: folder.appendingPathComponent("bytes.tokens.json"))
        for (file, error) in [("dup", "dup.tokens.json:3:3: error: \"text\" appears twice in one object; the first is at line 2, column 3 [import/duplicate-key]"),
                              ("bytes", "bytes.tokens.json:2:6: error: byte 0xC3 is not UTF-8")] {
            let result = try plain(["init", "pkg-\(file)", "--from", "\(file).tokens.json"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr.contains(error), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pkg-\(file)").path))
        }
    }

    /// A set with tokens Stylebook cannot hold scaffolds, each left out with a warning at its
    /// line; light | light_ax | dark | dark_ax becomes appearance × contrast. A token file that
    /// is not JSON is an error at its line, and nothing is written.
    @Test func fromTakesARealSetAndRefusesOnlyUnreadableFiles() throws {
        let theme = { (hex: String) in ##"{"color": {"fg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "\##(hex)"}}}}"## }
        let folder = try CLIRunner.scratchFolder([
            "set/light.json": theme("#000000"), "set/light_ax.json": theme("#000000"),
            "set/dark.json": theme("#ffffff").replacingOccurrences(of: "[0, 0, 0]", with: "[1, 1, 1]"),
            "set/dark_ax.json": theme("#ffffff").replacingOccurrences(of: "[0, 0, 0]", with: "[1, 1, 1]"),
            "set/base.json": ##"{"bg": {"$type": "color", "$value": "#ffffff"}, "gap": {"$type": "dimension", "$value": {"value": 2, "unit": "vw"}}}"##,
            "set/app.resolver.json": ##"""
            {"version": "2025.10", "name": "Real",
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "light_ax": [{"$ref": "light_ax.json"}],
                                                 "dark": [{"$ref": "dark.json"}], "dark_ax": [{"$ref": "dark_ax.json"}]}, "default": "light"}},
             "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "base.json"}]}, {"$ref": "#/modifiers/theme"}]}
            """##,
            "bad.tokens.json": "{\n  \"bg\": {\"$type\": \"color\" \"$value\": \"#fff\"}\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try plain(["init", "real", "--from", "set/app.resolver.json", "--stylebook-path", Self.checkout], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("set/light.json:1:18: warning: 1 colour value(s) without `$type` (first here) read as colours [import/missing-type]"))
        #expect(result.stderr.contains("set/base.json:1:89: warning: #/gap/$value/unit: unit 'vw' is neither px nor rem and has no fixed length in points; the token is left out [import/relative-dimension]"))
        let system = try String(contentsOf: folder.appendingPathComponent("real/Sources/RealTokens/Real.swift"), encoding: .utf8)
        #expect(system.contains("axes: [.appearance, .contrast],"))
        #expect(system.contains("///   dark+increased: theme=dark_ax\n"), "the modes name the contexts they were read from")
        // An imported set's findings are warnings to build (the site shows them) and errors to check.
        let configuration = try String(contentsOf: folder.appendingPathComponent("real/stylebook.yml"), encoding: .utf8)
        #expect(configuration.hasSuffix("contrast:\n  # Imported tokens usually have pairs below WCAG AA to work through. Until they pass,\n"
            + "  # `stylebook build` and `serve` print those failures as warnings and still build the site,\n"
            + "  # whose Contrast page lists them; `stylebook check`, and so CI, fails on them. Delete this\n"
            + "  # line to make build fail on them too.\n  build: warning\n"), "\(configuration)")

        let bad = try plain(["init", "bad", "--from", "bad.tokens.json", "--stylebook-path", Self.checkout], in: folder)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("bad.tokens.json:2:27: error: not valid JSON"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad").path))
    }

    @Test func aWrongConfigurationKeyFailsTheBuildAtItsLine() throws {
        let folder = try CLIRunner.scratchFolder([
            "Content/index.md": "# Home\n",
            "stylebook.yml": "name: Acme\nlanguag: en\nfooter: [1, 2]\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try plain(["build"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("stylebook.yml:2:1: error: unknown key `languag` in the configuration; did you mean `language`? [config/unknown-key]"))
        #expect(result.stderr.contains("stylebook.yml:3:9: error: `footer` must be text [config/wrong-type]"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site").path))
    }

    @Test func flagsOverrideTheConfiguration() throws {
        let folder = try CLIRunner.scratchFolder([
            "docs/index.md": "# Home\n",
            "stylebook.yml": "name: Acme\ncontent: docs\noutput: public\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try plain(["build", "--output", "elsewhere"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("public").path))
        let home = try String(contentsOf: folder.appendingPathComponent("elsewhere/index.html"), encoding: .utf8)
        #expect(home.contains("Acme"))
    }

    @Test func ejectedLayoutIsEditedAndTheEditIsBuilt() throws {
        let folder = try CLIRunner.scratchFolder(["Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try plain(["theme", "list"], in: folder)
        #expect(list.status == 0)
        #expect(list.stdout.split(separator: "\n").contains("layout.html"))
        #expect(list.stdout.split(separator: "\n").contains("assets/site.css"))

        let eject = try plain(["theme", "eject", "layout.html"], in: folder)
        #expect(eject.status == 0, "\(eject.stderr)")
        let layout = folder.appendingPathComponent("Templates/layout.html")
        let text = try String(contentsOf: layout, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "<body>", with: "<body data-acme=\"edited\">").utf8).write(to: layout)
        #expect(try plain(["theme", "list"], in: folder).stdout.contains("layout.html  (yours: Templates/layout.html)"))

        let build = try plain(["build"], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        let home = try String(contentsOf: folder.appendingPathComponent("_site/index.html"), encoding: .utf8)
        #expect(home.contains("<body data-acme=\"edited\">"))

        let again = try plain(["theme", "eject", "layout.html"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("error: 'Templates/layout.html' already exists; nothing was copied"))
        #expect(try String(contentsOf: layout, encoding: .utf8).contains("data-acme"), "the edit is kept")

        let unknown = try plain(["theme", "eject", "layot.html"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("Did you mean 'layout.html'?"))
    }

    @Test func thePlainToolDocumentsNoDesignSystemOfItsOwn() throws {
        let folder = try CLIRunner.scratchFolder(["Content/index.md": "# Notes\n\nPlain pages.\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = try plain(["build"], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(!build.stderr.contains("Sources/DesignTokens"), "no warnings about Stylebook's own tokens")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/components").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("_site/tokens/css/tokens.css").path))
        let tokens = try plain(["tokens"], in: folder)
        #expect(tokens.status == 1)
        #expect(tokens.stderr.contains("there is no design system here to export"))
    }

    @Test func theLogoMustBeAFileUnderContentAndIsShownInTheHeader() throws {
        let folder = try CLIRunner.scratchFolder([
            "Content/index.md": "# Home\n",
            "Content/guide/index.md": "# Guide\n",
            "stylebook.yml": "name: Acme\nlogo: brand/logo.svg\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try plain(["build"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("stylebook.yml:2:7: error: `logo` names 'brand/logo.svg', which is not a file under Content/"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Content/brand"), withIntermediateDirectories: true)
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: folder.appendingPathComponent("Content/brand/logo.svg"))
        let built = try plain(["build"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        let guide = try String(contentsOf: folder.appendingPathComponent("_site/guide/index.html"), encoding: .utf8)
        #expect(guide.contains("<img class=\"site-logo\" src=\"../brand/logo.svg\""))
        #expect(!guide.contains("tokens/css/tokens.css"), "a site without a design system links no token stylesheet")
    }
}
