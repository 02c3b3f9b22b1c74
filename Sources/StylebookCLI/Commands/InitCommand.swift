import ArgumentParser
import Foundation
import StylebookKit

/// `stylebook init DIR`: a new design-system package that depends on Stylebook.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a design-system package: tokens in Swift, pages, configuration and CI.",
        discussion: """
        Writes Package.swift, a starter system (neutral and accent colours, roles that pass AA in \
        light and dark, spacing, radius, type, one component), Content/, stylebook.yml, a README, \
        a Makefile (make site, make check, make serve) and a CI workflow that fails on contrast. \
        Refuses a folder that is not empty and writes nothing.

        Examples:
          stylebook init acme-design --name "Acme Design"
          stylebook init acme-design --from tokens/acme.resolver.json
          stylebook init acme-design --stylebook-path ../stylebook
        """)

    @Argument(help: ArgumentHelp("Folder to create; it must not exist or be empty.", valueName: "dir"))
    var directory: String

    @Option(help: ArgumentHelp("The design system's name, as the site shows it (default: from the folder name).", valueName: "name"))
    var name: String?

    @Option(name: .customLong("stylebook-path"),
            help: ArgumentHelp("Depend on a local Stylebook checkout instead of the released package (offline work, tests).", valueName: "dir"))
    var stylebookPath: String?

    @Option(help: ArgumentHelp("Start from a DTCG .tokens.json or .resolver.json file instead of the starter tokens.", valueName: "file"))
    var from: String?

    static let releasedPackage = "https://github.com/stylebook-design/stylebook"

    func validate() throws {
        if case .failure(let problem) = ScaffoldNames.make(resolvedName) {
            throw ValidationError("--name '\(resolvedName)' cannot be used: \(problem.reason).")
        }
        if let stylebookPath, !ScaffoldAction.isStylebookCheckout(ProjectConfiguration.resolve(stylebookPath)) {
            throw ValidationError("--stylebook-path '\(stylebookPath)' is not a Stylebook checkout (no Package.swift naming Stylebook with Sources/StylebookGenerator).")
        }
        if let from, !FileManager.default.fileExists(atPath: from) {
            throw ValidationError("--from '\(from)': no such file.")
        }
    }

    private var resolvedName: String {
        name ?? ScaffoldNames.displayName(fromFolder: ProjectConfiguration.resolve(directory).lastPathComponent)
    }

    func run() throws {
        guard case .success(let names) = ScaffoldNames.make(resolvedName) else { throw ExitCode(ExitStatus.misuse) }
        let destination = ProjectConfiguration.resolve(directory)
        let dependency: ScaffoldAction.Dependency = stylebookPath.map { .path(ProjectConfiguration.resolve($0)) }
            ?? .url(Self.releasedPackage, version: StylebookVersion.current)
        let outcome = ScaffoldAction(destination: destination, names: names, dependency: dependency, importFile: from).run()
        Console.report(outcome.diagnostics.sortedForDisplay().map { $0.relative(to: SourceLocation.workingDirectory) })
        if outcome.diagnostics.hasErrors {
            Console.output(DiagnosticFormatter.counts(of: outcome.diagnostics) ?? "failed")
            throw ExitCode(ExitStatus.problems)
        }
        Console.output("""
        Created \(names.display) in \(directory) (\(outcome.written.count) files).

        Next:
          cd \(directory)
          make site     # builds the docs site and token exports into _site/
          make check    # fails on contrast, token or link problems
        """)
    }
}
