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

    struct Outcome {
        var diagnostics: [Diagnostic]
        var written: [String]
    }

    func run() -> Outcome {
        if let problem = Self.checkDestination(destination) { return Outcome(diagnostics: [problem], written: []) }
        guard let starter = Bundle.module.url(forResource: "Starter", withExtension: nil) else {
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
            let skipped: Set<String> = importFile == nil ? [] : Self.starterTokenFiles
            for relative in try Self.files(under: starter) where !skipped.contains(relative) {
                let target = outputPath(relative)
                let text = try String(contentsOf: starter.appendingPathComponent(relative), encoding: .utf8)
                try write(fill(text), to: staging.appendingPathComponent(target))
                written.append(target)
            }
            if let importFile {
                let imported = TokenImportAction(input: importFile, output: staging.appendingPathComponent("Sources/\(names.module)").path,
                                                 typeName: names.type, systemName: names.display, pairsPath: pairsFile).run()
                diagnostics += imported.diagnostics
                if imported.diagnostics.hasErrors { return Outcome(diagnostics: diagnostics, written: []) }
                written += imported.written.map { SourceLocation.relativePath($0, to: staging.path) }
                try write(Self.importedGettingStarted(imported.system), to: staging.appendingPathComponent("Content/guides/getting-started.md"))
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
        return path.replacingOccurrences(of: "{{TYPE}}", with: names.type)
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

        Welcome to {{NAME}}. Everything here is built from the Swift package beside this page: the
        tokens in `Sources/{{MODULE}}/`, imported from DTCG JSON, and these Markdown pages.

        - [Getting started](guides/getting-started.md) lists the imported tokens, group by group.
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
    static func importedGettingStarted(_ system: DesignSystem?) -> String {
        let groups = Set((system?.sortedTokens ?? []).compactMap { $0.path.components.first }).sorted()
        var text = "---\ntitle: Getting started\ndescription: The imported tokens, group by group.\norder: 1\n---\n\n"
        text += "These tokens were imported from DTCG JSON. Edit the Swift files in `Sources/` from now on.\n"
        for group in groups {
            text += "\n## \(group)\n\n```tokens \(group)\n```\n"
        }
        return text
    }
}
