import Foundation
import GeneratorSupport
import StylebookKit
import TokenSets

/// `stylebook init DIR`: writes a design-system package from the starter files shipped with
/// this library. Everything is written into a staging folder first and moved into place at the
/// end, so a failure leaves nothing behind; a folder that already holds anything is refused.
struct ScaffoldAction {
    enum Dependency {
        /// A local checkout, for offline work and tests.
        case path(URL)
        case url(String, version: String)
    }

    var destination: URL
    var names: ScaffoldNames
    var dependency: Dependency
    /// A DTCG file whose tokens replace the starter's.
    var importFile: String?
    /// A pairs.yml for the imported tokens' roles and pairs.
    var pairsFile: String? = nil
    /// Keep `importFile` as the source of truth: copy it into `tokens/`, name it in stylebook.yml
    /// and generate the tokens library from it on every build, instead of converting it once.
    var keepTokenFiles = false

    struct Outcome {
        var diagnostics: [Diagnostic]
        var written: [String]
    }

    func run() -> Outcome {
        if let problem = Self.checkDestination(destination) { return Outcome(diagnostics: [problem], written: []) }
        guard InstalledResources.isPresent("Stylebook_StylebookCLI"),
              let starter = Bundle.module.url(forResource: "Starter", withExtension: nil) else {
            return Outcome(diagnostics: [Diagnostic(.initMissingStarter, "the starter files are not installed next to this stylebook",
                                                hint: "Rebuild Stylebook with `swift build`; its resources must sit beside the binary.")],
                           written: [])
        }
        let fileManager = FileManager.default
        let staging = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).stylebook-init-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? fileManager.removeItem(at: staging) }
        var diagnostics: [Diagnostic] = []
        var written: [String] = []
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            var skipped: Set<String> = importFile == nil ? [] : Self.starterTokenFiles
            var overlay: URL?
            if keepTokenFiles, importFile != nil {
                overlay = Bundle.module.url(forResource: "StarterTokenFiles", withExtension: nil)
                skipped.formUnion(try overlay.map(Self.files(under:)) ?? [])
            }
            for (folder, relative) in try Self.files(under: starter).filter({ !skipped.contains($0) }).map({ (starter, $0) })
                + (overlay.map { folder in try Self.files(under: folder).map { (folder, $0) } } ?? []) {
                let target = outputPath(relative)
                let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                try write(fill(text), to: staging.appendingPathComponent(target))
                written.append(target)
            }
            if let importFile, keepTokenFiles {
                let (loaded, problems) = TokenSetSystem.load(path: importFile, pairsPath: pairsFile, name: names.display)
                diagnostics += problems
                if problems.hasErrors { return Outcome(diagnostics: diagnostics, written: []) }
                written += try copyTokenFiles(from: importFile, into: staging)
                try write(Self.importedGettingStarted(loaded, keptAt: tokensSetting), to: staging.appendingPathComponent("Content/guides/getting-started.md"))
                try write(fill(Self.importedIndex), to: staging.appendingPathComponent("Content/index.md"))
                let configuration = staging.appendingPathComponent("stylebook.yml")
                try write(try String(contentsOf: configuration, encoding: .utf8) + tokensConfiguration + Self.importedContrast, to: configuration)
            } else if let importFile {
                let imported = TokenImportAction(input: importFile, output: staging.appendingPathComponent("Sources/\(names.module)").path,
                                                 typeName: names.type, systemName: names.display, pairsPath: pairsFile).run()
                diagnostics += imported.diagnostics
                if imported.diagnostics.hasErrors { return Outcome(diagnostics: diagnostics, written: []) }
                written += imported.written.map { SourceLocation.relativePath($0, to: staging.path) }
                try write(Self.importedGettingStarted(imported.system, keptAt: nil), to: staging.appendingPathComponent("Content/guides/getting-started.md"))
                try write(fill(Self.importedIndex), to: staging.appendingPathComponent("Content/index.md"))
                let configuration = staging.appendingPathComponent("stylebook.yml")
                try write(try String(contentsOf: configuration, encoding: .utf8) + Self.importedContrast, to: configuration)
            }
            // An empty folder the user made for us is replaced; anything else was refused above.
            if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
            try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.moveItem(at: staging, to: destination)
        } catch {
            diagnostics.append(Diagnostic(.initWriteFailed, "cannot write the package: \(error.localizedDescription)",
                                      at: SourceLocation(path: destination.path), hint: "Check free space and permissions; nothing was written."))
            return Outcome(diagnostics: diagnostics, written: [])
        }
        return Outcome(diagnostics: diagnostics, written: written.sorted())
    }

    // MARK: - Files

    /// Starter files that hold the starter's own tokens; `--from` replaces them with imported ones.
    static let starterTokenFiles: Set<String> = [
        "Sources/Tokens/Colors.swift", "Sources/Tokens/Spacing.swift", "Sources/Tokens/Radius.swift",
        "Sources/Tokens/TextStyles.swift", "Sources/Tokens/Components.swift", "Sources/Tokens/{{TYPE}}.swift",
        "Content/guides/getting-started.md",
    ]

    private func outputPath(_ relative: String) -> String {
        var path = relative
        if path.hasPrefix("Sources/Tokens/") { path = "Sources/\(names.module)/" + path.dropFirst("Sources/Tokens/".count) }
        // The describing executable is named after the package: target names are unique across
        // a package graph, so two design-system packages must not both have a `describe`.
        if path.hasPrefix("Sources/describe/") { path = "Sources/\(names.slug)-describe/" + path.dropFirst("Sources/describe/".count) }
        if path.hasPrefix("github/") { path = "." + path }
        if path == "gitignore" { path = ".gitignore" }
        return path.replacingOccurrences(of: "{{TYPE}}", with: names.type).replacingOccurrences(of: "{{MODULE}}", with: names.module)
    }

    // MARK: - Token files kept as the source

    /// Where the token files go in the package, and what `tokens:` names: `tokens` for a folder
    /// (a Tokens Studio project, Style Dictionary sources), `tokens/NAME.json` for one file.
    static let tokenFolder = "tokens"

    private var tokensSetting: String {
        guard let importFile else { return "tokens" }
        if let folder = TokenFileKind.folder(holding: importFile) {
            let name = (importFile as NSString).lastPathComponent
            return folder == importFile || name != "config.json" ? Self.tokenFolder : Self.tokenFolder + "/config.json"
        }
        return Self.tokenFolder + "/" + (importFile as NSString).lastPathComponent
    }

    private var tokensConfiguration: String {
        var text = """
            # The token files are the source of truth: every build, check, serve and diff reads them
            # afresh, and the tokens library is generated from them on every swift build.
            tokens:
              source: \(tokensSetting)

            """
        if pairsFile != nil { text = text.replacingOccurrences(of: "\n\n", with: "\n  pairs: pairs.yml\n\n") }
        return text
    }

    /// The token files copied byte for byte (a folder's JSON files, keeping their folders), and
    /// the pairs file beside stylebook.yml; returns the package paths written.
    private func copyTokenFiles(from source: String, into staging: URL) throws -> [String] {
        let fileManager = FileManager.default
        var copies: [(from: URL, to: String)] = []
        if let folder = TokenFileKind.folder(holding: source) {
            let root = URL(fileURLWithPath: folder).standardizedFileURL
            let walk = fileManager.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            while let url = walk?.nextObject() as? URL {
                if url.lastPathComponent == "node_modules" { walk?.skipDescendants(); continue }
                guard url.pathExtension.lowercased() == "json" else { continue }
                copies.append((url, Self.tokenFolder + "/" + url.standardizedFileURL.path.dropFirst(root.path.count + 1)))
            }
        } else {
            copies.append((URL(fileURLWithPath: source), tokensSetting))
        }
        if let pairsFile { copies.append((URL(fileURLWithPath: pairsFile), "pairs.yml")) }
        for copy in copies {
            let target = staging.appendingPathComponent(copy.to)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: copy.from, to: target)
        }
        return copies.map(\.to)
    }

    private func fill(_ text: String) -> String {
        let (dependencyLine, package) = dependencyLine()
        return text
            .replacingOccurrences(of: "{{DEPENDENCY}}", with: dependencyLine)
            .replacingOccurrences(of: "{{PACKAGE}}", with: package)
            .replacingOccurrences(of: "{{NAME}}", with: names.display)
            .replacingOccurrences(of: "{{TYPE}}", with: names.type)
            .replacingOccurrences(of: "{{MODULE}}", with: names.module)
            .replacingOccurrences(of: "{{SLUG}}", with: names.slug)
            .replacingOccurrences(of: "{{VERSION}}", with: StylebookVersion.current)
            .replacingOccurrences(of: "{{REPOSITORY}}", with: InitCommand.releasedPackage)
            .replacingOccurrences(of: "{{TOKENS_INTRO}}", with: keepTokenFiles
                ? "tokens kept in `\(tokensSetting)` as the design tool writes them" : "tokens declared in Swift")
            .replacingOccurrences(of: "{{TOKENS_ROWS}}", with: keepTokenFiles ? """
                | `\(tokensSetting)` | the tokens, as Tokens Studio, Figma or Style Dictionary keeps them: the source of truth |
                | `Sources/\(names.module)/` | the library apps import, generated from the token files on every `swift build` |
                """ : "| `Sources/\(names.module)/` | the tokens and component specs: the library apps import |")
            .replacingOccurrences(of: "{{TOKENS_WHERE}}", with: keepTokenFiles
                ? "the tokens in `\(tokensSetting)`, read afresh on every build" : "the tokens in `Sources/\(names.module)/`, imported from DTCG JSON")
            .replacingOccurrences(of: "{{TOKENS}}", with: "`\(tokensSetting)`")
    }

    /// The `.package(…)` line and the package identity products are named with.
    private func dependencyLine() -> (String, String) {
        switch dependency {
        case .path(let checkout):
            let relative = Self.relativePath(from: destination, to: checkout)
            return (".package(path: \"\(relative)\", traits: [])", checkout.lastPathComponent.lowercased())
        case .url(let url, let version):
            let identity = URL(string: url)?.deletingPathExtension().lastPathComponent.lowercased() ?? "stylebook"
            return (".package(url: \"\(url)\", from: \"\(version)\", traits: [])", identity)
        }
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func files(under folder: URL) throws -> [String] {
        let prefix = folder.standardizedFileURL.path + "/"
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            found.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return found.sorted()
    }

    /// `../stylebook` when both sit side by side; the absolute path when they share only `/`.
    static func relativePath(from package: URL, to checkout: URL) -> String {
        let from = package.standardizedFileURL.pathComponents
        let to = checkout.standardizedFileURL.pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        guard common > 1 else { return checkout.standardizedFileURL.path }
        let ups = Array(repeating: "..", count: from.count - common)
        let path = (ups + to[common...]).joined(separator: "/")
        return path.isEmpty ? "." : path
    }

    // MARK: - Checks

    static func checkDestination(_ destination: URL) -> Diagnostic? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else {
            return Diagnostic(.initNotEmpty, "'\(destination.path)' is a file; nothing was written",
                          hint: "Choose a new folder name: stylebook init NEW-FOLDER.")
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
        guard entries.isEmpty else {
            return Diagnostic(.initNotEmpty, "'\(destination.path)' is not empty (it holds \(entries.sorted().prefix(3).joined(separator: ", "))\(entries.count > 3 ? ", …" : "")); nothing was written",
                          hint: "init only writes into a new or empty folder, so nothing of yours is overwritten. Choose another folder.")
        }
        return nil
    }

    /// Whether `folder` is a Stylebook checkout a package can depend on by path.
    static func isStylebookCheckout(_ folder: URL) -> Bool {
        guard let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) else { return false }
        return manifest.contains("name: \"Stylebook\"")
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/StylebookGenerator").path)
    }

    // MARK: - Imported systems

    /// The home page of an imported package links only pages every build generates: imported
    /// tokens have no component specs, and their group names decide which foundation pages exist.
    static let importedIndex = """
        ---
        title: "{{NAME}}"
        description: "The design system of {{NAME}}: tokens, components and the guidelines for using them."
        ---

        Welcome to {{NAME}}. Everything here is built from the package beside this page:
        {{TOKENS_WHERE}}, and these Markdown pages.

        - [Getting started](guides/getting-started.md) lists the tokens, group by group.
        - [Tokens](tokens/index.md) offers every export: DTCG, CSS, Android, Compose, iOS and TypeScript.
        - [Contrast](contrast/index.md) lists every colour pair that was checked against WCAG 2.2.

        """

    /// Real sets have pairs below AA (Figma SDS has hundreds): the site still builds, so the team
    /// reads them on the contrast page, while `check` and CI fail until they are fixed.
    static let importedContrast = """
        contrast:
          # Imported tokens usually have pairs below WCAG AA to work through. Until they pass,
          # `stylebook build` and `serve` print those failures as warnings and still build the site,
          # whose Contrast page lists them; `stylebook check`, and so CI, fails on them. Delete this
          # line to make build fail on them too.
          build: warning

        """

    /// A first page for imported tokens: one table per top-level group, since their names are the team's own.
    static func importedGettingStarted(_ system: DesignSystem?, keptAt tokens: String?) -> String {
        let groups = Set((system?.sortedTokens ?? []).compactMap { $0.path.components.first }).sorted()
        var text = "---\ntitle: Getting started\ndescription: The imported tokens, group by group.\norder: 1\n---\n\n"
        text += tokens.map { "These tokens are read from `\($0)` on every build. Change them there, or in the design tool that syncs them.\n" }
            ?? "These tokens were imported from DTCG JSON. Edit the Swift files in `Sources/` from now on.\n"
        for group in groups {
            text += "\n## \(group)\n\n```tokens \(group)\n```\n"
        }
        return text
    }
}
