import ArgumentParser
import Foundation
import GeneratorSupport
import StylebookKit
import TokenSets

/// `stylebook init DIR`: a new design-system package that depends on Stylebook.
struct InitCommand: ParsableCommand, DocumentedCommand, OutputConfigurable {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "the package was created"),
            (1, "the folder is not empty, the tokens to start from have errors, or a file could not be read or written; nothing is left half-written"),
            CommandHelp.misuse,
        ],
        examples: [
            ("A new design system with the starter tokens", "stylebook init acme-design --name \"Acme Design\""),
            ("Start from the tokens a DTCG resolver file declares", "stylebook init acme-design --from tokens/acme.resolver.json"),
            ("Keep a Tokens Studio folder as the source of truth", "stylebook init acme-design --from design-tokens/tokens"),
            ("Convert a Tokens Studio folder into Swift once instead", "stylebook init acme-design --from design-tokens/tokens --source-of-truth swift"),
            ("Depend on a local Stylebook checkout", "stylebook init acme-design --stylebook-path ../stylebook"),
        ])

    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a design-system package: tokens in Swift, pages, configuration and CI.",
        discussion: help.discussion("""
        Writes Package.swift, a starter system (neutral and accent colours, roles that pass AA in \
        light and dark, spacing, radius, type, one component), Content/, stylebook.yml, a README \
        (stylebook build, check and serve) and a CI workflow that fails on contrast. \
        Refuses a folder that is not empty and writes nothing.
        """))

    @Argument(help: ArgumentHelp("Folder to create; it must not exist or be empty.", valueName: "dir"), completion: .directory)
    var directory: String

    @Option(help: ArgumentHelp("The design system's name, as the site shows it (default: from the folder name).", valueName: "name"))
    var name: String?

    @Option(name: .customLong("stylebook-path"),
            help: ArgumentHelp("Depend on a local Stylebook checkout instead of the released package (offline work, tests).", valueName: "dir"))
    var stylebookPath: String?

    @Option(help: ArgumentHelp("Start from token files instead of the starter tokens: a DTCG .tokens.json or .resolver.json, a Tokens Studio folder or its $themes.json, a saved Figma variables response, or Style Dictionary sources.", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var from: String?

    @Option(help: ArgumentHelp("With --from: a pairs.yml as check --tokens reads it, for the imported roles and pairs.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
    var pairs: String?

    enum SourceOfTruth: String, ExpressibleByArgument, CaseIterable {
        case json, swift
    }

    @Option(name: .customLong("source-of-truth"),
            help: ArgumentHelp("With --from: json keeps the token files as the source (copied into tokens/, read afresh by every build, the Swift library generated from them); swift converts them into Swift declarations once (default: json for Tokens Studio and Figma, swift otherwise).", valueName: "json|swift"))
    var sourceOfTruth: SourceOfTruth?

    @OptionGroup var outputOptions: OutputOptions

    static let releasedPackage = "https://github.com/stylebook-design/stylebook"

    func validate() throws {
        if case .failure(let problem) = ScaffoldNames.make(resolvedName) {
            throw ValidationError("--name '\(resolvedName)' cannot be used: \(problem.reason).")
        }
        if sourceOfTruth != nil, from == nil {
            throw ValidationError("--source-of-truth needs --from: it says what becomes of the token files you start from.")
        }
        if pairs != nil, from == nil {
            throw ValidationError("--pairs needs --from: it gives the roles and pairs of the imported tokens.")
        }
        if let stylebookPath, !ScaffoldAction.isStylebookCheckout(ProjectConfiguration.resolve(stylebookPath)) {
            throw ValidationError("--stylebook-path '\(stylebookPath)' is not a Stylebook checkout (no Package.swift naming Stylebook with Sources/StylebookGenerator).")
        }
    }

    private var resolvedName: String {
        name ?? ScaffoldNames.displayName(fromFolder: ProjectConfiguration.resolve(directory).lastPathComponent)
    }

    func run() throws {
        guard case .success(let names) = ScaffoldNames.make(resolvedName) else { throw ExitCode(ExitStatus.misuse) }
        // A missing file is the file system's answer, not a mistyped command (exit 1, not 2).
        if let from, !FileManager.default.isReadableFile(atPath: from) {
            throw CommandFailure("cannot read '\(from)': \(SystemErrorReason.describe(errno: FileManager.default.fileExists(atPath: from) ? EACCES : ENOENT))")
        }
        let destination = ProjectConfiguration.resolve(directory)
        let dependency: ScaffoldAction.Dependency = stylebookPath.map { .path(ProjectConfiguration.resolve($0)) }
            ?? .url(Self.releasedPackage, version: StylebookVersion.current)
        let keep = from.map { sourceOfTruth.map { $0 == .json } ?? (TokenFileKind.of($0)?.isSyncedFromDesign ?? false) } ?? false
        let outcome = ScaffoldAction(destination: destination, names: names, dependency: dependency, importFile: from, pairsFile: pairs,
                                     keepTokenFiles: keep).run()
        Console.report(DiagnosticGroups.forDisplay(outcome.diagnostics.sortedForDisplay()).map { $0.relative(to: SourceLocation.workingDirectory) })
        if outcome.diagnostics.hasErrors {
            Console.output(DiagnosticFormatter.counts(of: outcome.diagnostics) ?? "failed")
            throw ExitCode(ExitStatus.problems)
        }
        // `--quiet`: errors and warnings only, as every command.
        guard !Console.isQuiet else { return }
        Console.output("""
        Created \(names.display) in \(directory) (\(outcome.written.count) files).\(keep ? """

        The token files are its source of truth: they were copied into \(directory)/tokens/, and every
        build reads them again. Point Tokens Studio's or your export's sync at that folder.
        """ : "")

        Next:
          cd \(directory)
          stylebook build    # builds the docs site and token exports into _site/
          stylebook check    # fails on contrast, token or link problems
          stylebook serve    # previews at http://127.0.0.1:8000/ and reloads as you edit
        """)
    }
}
