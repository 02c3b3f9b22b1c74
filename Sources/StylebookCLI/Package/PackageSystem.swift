import ArgumentParser
import Exporters
import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit
import TokenSets

/// The design system of the package `stylebook` runs in, registered before build, check,
/// serve and tokens. A program that registered its own (`Stylebook.main(system:)`) skips this.
enum PackageSystem {
    /// The executable that described the registered systems, if one did.
    nonisolated(unsafe) private static var describer: DescribingExecutable?

    /// The package folder: STYLEBOOK_PACKAGE, else the working directory. The pages come from
    /// the working directory either way.
    static var root: URL {
        ProcessInfo.processInfo.environment["STYLEBOOK_PACKAGE"]
            .map { URL(fileURLWithPath: $0, relativeTo: ProjectConfiguration.root).standardizedFileURL } ?? ProjectConfiguration.root
    }

    /// `tokens:` in stylebook.yml: the token files the system's tokens are read from on every run.
    nonisolated(unsafe) private static var tokenFiles: SiteConfiguration.TokenFiles?
    /// stylebook.yml's `name:`, the system's when no Swift describes it.
    nonisolated(unsafe) private static var configuredName: String?

    static func register() throws {
        guard DesignSystemCatalog.systems.isEmpty else { return }
        // The package's own formats are known only once it is described: the command checks the
        // `exports:` settings against them when it loads the configuration again.
        let configuration = try ProjectConfiguration.load(checkingExports: false)
        (tokenFiles, configuredName) = (configuration.tokens, configuration.name)
        switch DescribingExecutable.presence(in: root) {
        case .noPackage where tokenFiles != nil, .noDescriber where tokenFiles != nil:
            // Pages and token files with no Swift: the files are the whole system.
            let system = try joinTokenFiles(nil).get()
            DesignSystemCatalog.register([(system.name, system)], fromPackage: true, referenceFolder: nil)
        case .noPackage:
            return
        case .noDescriber:
            Console.report([Diagnostic(.packageNoDescriber,
                                     "this package has no describing executable, so only the pages are built",
                                     at: SourceLocation(path: DisplayPath.of(root.appendingPathComponent("Package.swift"))),
                                     hint: "add an executable target depending on StylebookKit and your tokens, whose Sources/NAME/main.swift calls DesignSystemDescription.main(system:) (see the guide's Start a design system)")])
        case .found(let product):
            let start = ContinuousClock.now
            let executable = DescribingExecutable(packageRoot: root, product: product)
            describer = executable
            switch executable.describe() {
            case .success(let description):
                var systems = description.systems.map { ($0.name, $0.system) }
                if tokenFiles != nil, let first = systems.first {
                    systems[0].1 = try joinTokenFiles(first.1).get()
                }
                let formats = (description.formats ?? []).map { PackageFormat(described: $0, executable: executable) }
                DesignSystemCatalog.register(systems, fromPackage: true, referenceFolder: description.stylebookReference,
                                             exporters: ExporterRegistry(ExporterRegistry.standard.exporters + formats))
                Console.detail("Described the design system in \(Console.seconds(since: start))")
            case .failure(let error):
                Console.report(error.diagnostics)
                throw ExitCode.failure
            }
        }
    }

    /// Whether stylebook.yml names token files (`tokens:`).
    static var hasTokenFiles: Bool { tokenFiles != nil }

    /// The token files `tokens:` names, read as `fix contrast` needs them: each mode's
    /// resolution, to find where a colour is written. Nil when the package has none.
    static func importedTokenFiles() -> ImportedSystem? {
        guard let files = tokenFiles else { return nil }
        return TokenSetSystem.loadImported(path: files.source, pairsPath: files.pairs, name: configuredName, context: files.context).imported
    }

    /// For serve: describes the package again after Sources/ or the token files changed.
    static func reload() -> Result<DesignSystem, DiagnosticsError> {
        guard let describer else {
            return tokenFiles == nil ? .failure(DiagnosticsError([])) : readTokenFiles(nil)
        }
        return describer.describe().flatMap { described in
            let name = DesignSystemCatalog.defaultName
            let system = (described.systems.first { $0.name == name } ?? described.systems[0]).system
            return tokenFiles == nil ? .success(system) : readTokenFiles(system)
        }
    }

    /// The files and folders serve watches for token changes.
    static var watchedTokenFiles: [URL] {
        guard let tokenFiles else { return [] }
        return [tokenFiles.source, tokenFiles.pairs].compactMap { $0.map(ProjectConfiguration.resolve) }
    }

    /// The token files joined with the described system, their warnings printed; exit status 1
    /// with their errors.
    private static func joinTokenFiles(_ described: DesignSystem?) throws -> Result<DesignSystem, DiagnosticsError> {
        let result = readTokenFiles(described)
        if case .failure(let error) = result {
            Console.report(forDisplay(error.diagnostics))
            if let counts = DiagnosticFormatter.counts(of: error.diagnostics) { Console.error(counts) }
            throw ExitCode(ExitStatus.problems)
        }
        return result
    }

    /// A reader's repeated warnings once with their count, paths as the user typed them.
    private static func forDisplay(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        DiagnosticGroups.forDisplay(diagnostics.sortedForDisplay()).map { $0.relative(to: SourceLocation.workingDirectory) }
    }

    private static func readTokenFiles(_ described: DesignSystem?) -> Result<DesignSystem, DiagnosticsError> {
        guard let files = tokenFiles else { return .failure(DiagnosticsError([])) }
        let start = ContinuousClock.now
        let (system, diagnostics) = TokenFilesSystem.join(described, name: configuredName, source: files.source, pairs: files.pairs,
                                                          context: files.context, location: files.location)
        guard let system else { return .failure(DiagnosticsError(diagnostics)) }
        Console.report(forDisplay(diagnostics))
        Console.detail("Read the token files in \(Console.seconds(since: start))")
        return .success(system)
    }
}

/// A command that works on the design system of the package it runs in.
protocol UsesPackageSystem {
    var usesPackageSystem: Bool { get }
}

extension UsesPackageSystem {
    var usesPackageSystem: Bool { true }
}

extension BuildCommand: UsesPackageSystem {}
extension ServeCommand: UsesPackageSystem {}
extension TokensCommand: UsesPackageSystem {}
extension CheckCommand: UsesPackageSystem {
    /// `check --tokens FILE` reads a DTCG file, not the package.
    var usesPackageSystem: Bool { tokens == nil }
}
extension FixCommand.Contrast: UsesPackageSystem {
    /// `fix contrast --tokens FILE` repairs a token file, not the package.
    var usesPackageSystem: Bool { tokens == nil }
}
