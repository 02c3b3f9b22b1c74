import ArgumentParser
import Audit
import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit
import TokenSets

/// `stylebook check`: validation, contrast audit and content checks; writes no site.
struct CheckCommand: AsyncParsableCommand, DocumentedCommand, OutputConfigurable {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "no errors (warnings do not fail the check)"),
            (1, "a token, contrast pair or page has an error, or a file could not be read or written"),
            CommandHelp.misuse,
        ],
        examples: [
            ("Check the tokens, contrast and pages", "stylebook check"),
            ("Annotate pull requests in GitHub Actions", "stylebook check --format github"),
            ("Check the working tree and every version `versions:` publishes", "stylebook check --versions"),
            ("Audit a DTCG token file at AAA and keep a SARIF report", "stylebook check --tokens tokens/app.resolver.json --level aaa --format sarif --output contrast.sarif"),
        ])

    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the design system and check contrast without building the site.",
        discussion: help.discussion("Runs every check a build runs (tokens, contrast in light and dark mode, pages, links and directives) and writes nothing but the report.")
    )

    @Option(help: ArgumentHelp("Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "format"))
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    @OptionGroup var contrast: ContrastOptions

    @OptionGroup var inputs: ContentOptions

    @Option(help: ArgumentHelp("Check token files instead (contrast only, no pages): a DTCG .resolver.json or .tokens.json, a Tokens Studio folder, a Figma variables response or Style Dictionary sources, in every mode and context they define.", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var tokens: String?

    @Option(help: ArgumentHelp("With --tokens: a pairs.yml with roles, extra pairs, exclusions and context levels.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
    var pairs: String?

    @Option(help: ArgumentHelp("The role matrix, every text colour on every surface: off, warn (failures are warnings) or error. With --tokens off by default; for a design system error by default.", valueName: "mode"))
    var matrix: TokenSetAudit.Matrix?

    @Option(name: .customLong("max-failures"), help: ArgumentHelp("With --tokens: stop after this many failures.", valueName: "count"))
    var maxFailures: Int?

    @Flag(name: .customLong("allow-empty"), help: "An audit that checked no pair is a warning, not an error.")
    var allowEmpty = false

    @Flag(name: .customLong("versions"), help: "Also check each version `versions:` in stylebook.yml publishes, as its revision has it; a text report per version follows the working tree's.")
    var checkVersions = false

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if checkVersions, tokens != nil {
            throw ValidationError("--versions checks the versions of a documentation site; --tokens checks one token file.")
        }
        if checkVersions, format != .text || output != nil {
            throw ValidationError("--versions prints a text report per version; for a \(format.rawValue) report of one version, run check in a checkout of it.")
        }
        if tokens == nil {
            let tokenOnly = [(pairs != nil, "--pairs"),
                             (maxFailures != nil, "--max-failures")]
            if let (_, name) = tokenOnly.first(where: { $0.0 }) {
                throw ValidationError("\(name) needs --tokens: Swift design systems declare their pairs in Swift.")
            }
        }
        if let maxFailures, maxFailures < 1 {
            throw ValidationError("--max-failures must be at least 1, got \(maxFailures).")
        }
    }

    func run() async throws {
        if let tokens, output == nil, format == .text, !Console.isQuiet {
            // Rows are printed as they are measured.
            let report = tokenFileCheck(tokens).run(stream: Console.write, useColor: Console.colorsOutput)
            if report.exitCode != 0 { throw ExitCode(report.exitCode) }
            return
        }
        let configuration = tokens == nil ? try ProjectConfiguration.load() : SiteConfiguration()
        if checkVersions, configuration.versions.isEmpty {
            throw ValidationError("--versions needs `versions:` in stylebook.yml: this site publishes the working tree alone.")
        }
        let versions = configuration.versions.isEmpty ? nil : try prepareVersions(configuration)
        let report = if let tokens { tokenFileCheck(tokens).run() } else { try await designSystemReport(versions: versions?.working) }
        if let output {
            do {
                try format.render(report, useColor: false).write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw CommandFailure.file("write the report to", output, error,
                                          hint: "check that the folder exists and is writable")
            }
            // Keep people informed even when the report goes to a file.
            if !Console.isQuiet { Console.error(TextReport.summary(report)) }
        } else if format == .text && Console.isQuiet {
            // Quiet text: only the problems, so a clean check prints nothing.
            Console.report(report.diagnostics)
        } else {
            if checkVersions, versions != nil { Console.output("Working tree:") }
            Console.output(format.render(report, useColor: format == .text && Console.colorsOutput, notes: Console.isVerbose), terminator: "")
        }
        var exitCode = report.exitCode
        if checkVersions, let versions {
            let matrix: Diagnostic.Severity? = switch self.matrix ?? .error { case .off: nil; case .warn: .warning; case .error: .error }
            for index in versions.prepared.indices {
                let version = versions.prepared[index]
                let versionReport = await versions.check.report(index, versions.prepared, matrix: matrix, allowEmpty: allowEmpty)
                if Console.isQuiet {
                    if !versionReport.diagnostics.isEmpty { Console.error("Version \(version.display):") }
                    Console.report(versionReport.diagnostics)
                } else {
                    Console.output("\nVersion \(version.display):")
                    Console.output(format.render(versionReport, useColor: Console.colorsOutput, notes: Console.isVerbose), terminator: "")
                }
                exitCode = max(exitCode, versionReport.exitCode)
            }
        }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    /// The versions `versions:` lists, made ready; exit status 1 with every problem otherwise.
    private func prepareVersions(_ configuration: SiteConfiguration) throws -> (working: BuildOptions, prepared: [PreparedVersion], check: VersionedCheck) {
        let designSystem = try DesignSystemCatalog.chosen(contrast.system)
        let options = try inputs.buildOptions(system: designSystem, configuration: configuration, policy: contrast.policy)
        let check = VersionedCheck(build: VersionedBuild(working: options, configuration: configuration, systemName: contrast.system))
        switch check.prepare() {
        case .success(let prepared): return (prepared.working, prepared.versions, check)
        case .failure(let error):
            Console.report(error.diagnostics)
            if let counts = DiagnosticFormatter.counts(of: error.diagnostics) { Console.error(counts) }
            throw ExitCode(ExitStatus.problems)
        }
    }

    /// `prepared`: the working tree's options with its changes page and badges, on a site with versions.
    private func designSystemReport(versions prepared: BuildOptions? = nil) async throws -> CheckReport {
        let designSystem = try DesignSystemCatalog.chosen(contrast.system)
        var options = try prepared ?? inputs.buildOptions(system: designSystem, policy: contrast.policy)
        try options.requireContentFolder()
        options.roleMatrix = switch matrix ?? .error { case .off: nil; case .warn: .warning; case .error: .error }
        // A check is quick: no progress line, but --verbose still lists the steps.
        let progress = Console.isVerbose ? TerminalProgress.standardError() : nil
        options.progress = progress?.report
        // The pages are checked exactly as a build would check them, minus rendering and writing.
        let site = await SiteBuild(options: options).check(includeDesignSystem: false)
        let content = site.diagnostics
        progress?.finish()
        guard let designSystem else { return CheckReport.pagesOnly(content, contrast.level) }
        var action = CheckAction(system: designSystem, policy: options.contrastPolicy, release: options.release,
                                 root: FileManager.default.currentDirectoryPath,
                                 contentChecks: [{ content }])
        action.roleMatrix = options.roleMatrix
        action.allowEmpty = allowEmpty
        // The pipeline audited the design system for its pages, with the same policy and matrix.
        action.audit = site.audit
        action.exportDiagnostics = site.exportDiagnostics
        return action.run()
    }

    /// A DTCG token set has no pages: only its colours are audited.
    private func tokenFileCheck(_ path: String) -> TokenFileCheck {
        let audit = TokenSetAudit(path: path, pairsPath: pairs, policy: ContrastPolicy(level: contrast.level), matrix: matrix ?? .off,
                                  highContrastLevel: contrast.highContrastLevel, maxFailures: maxFailures, allowEmpty: allowEmpty)
        return TokenFileCheck(audit: audit, root: FileManager.default.currentDirectoryPath)
    }
}

extension CheckReport {
    /// The plain tool in a folder of pages: links, anchors and directives, and a warning (shown
    /// without --verbose, unlike a note) that no tokens were audited, so nobody mistakes it for
    /// a contrast check.
    static func pagesOnly(_ content: [Diagnostic], _ level: ContrastLevel) -> CheckReport {
        .empty("pages", level, content + [Diagnostic(
            .checkNoDesignSystem, "there is no design system here, so only the pages were checked",
            hint: "In a design-system package (one with a describing executable) check runs on its system; for DTCG token files pass --tokens FILE.")])
    }
}

extension TokenSetAudit.Matrix: ExpressibleByArgument {}
