import ArgumentParser
import Audit
import Foundation
import SiteBuilder
import StylebookKit
import TokenImport

/// `stylebook check`: validation, contrast audit and content checks; writes no site.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the design system and check contrast without building the site.",
        discussion: "Exits 0 when clean, 1 when any error was found, 2 when the command is misused."
    )

    @Option(help: "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "WCAG level to require: aa or aaa.")
    var level: ContrastLevel = .aa

    @Option(help: "Design system to check: \(DesignSystemCatalog.names.joined(separator: ", ")).")
    var system: String = DesignSystemCatalog.defaultName

    @OptionGroup var inputs: ContentOptions

    @Option(help: "Check a DTCG .resolver.json or .tokens.json file instead (contrast only, no pages), in every mode and context it defines.")
    var tokens: String?

    @Option(help: "With --tokens: a pairs.yml with roles, extra pairs, exclusions and context levels.")
    var pairs: String?

    @Option(help: "With --tokens: check every text colour on every surface too: off, warn (failures are warnings) or error.")
    var matrix: TokenSetAudit.Matrix = .off

    @Option(name: .customLong("high-contrast-level"), help: "With --tokens: the level high-contrast contexts (hc, high-contrast, _ax) demand: aa or aaa.")
    var highContrastLevel: ContrastLevel = .aaa

    @Option(name: .customLong("max-failures"), help: "With --tokens: stop after this many failures.")
    var maxFailures: Int?

    @Flag(name: .customLong("allow-empty"), help: "With --tokens: an audit that checked nothing is a warning, not an error.")
    var allowEmpty = false

    func validate() throws {
        if tokens == nil {
            let tokenOnly = [(pairs != nil, "--pairs"), (matrix != .off, "--matrix"), (highContrastLevel != .aaa, "--high-contrast-level"),
                             (maxFailures != nil, "--max-failures"), (allowEmpty, "--allow-empty")]
            if let (_, name) = tokenOnly.first(where: { $0.0 }) {
                throw ValidationError("\(name) needs --tokens: Swift design systems declare their pairs in Swift.")
            }
        }
        if let maxFailures, maxFailures < 1 {
            throw ValidationError("--max-failures must be at least 1, got \(maxFailures).")
        }
        guard DesignSystemCatalog.system(named: system) != nil else {
            throw ValidationError("Unknown design system '\(system)'. Known: \(DesignSystemCatalog.names.joined(separator: ", ")).")
        }
    }

    func run() async throws {
        if let tokens, output == nil, format == .text {
            // Rows are printed as they are measured.
            let useColor = Terminal.wantsColor
            let report = tokenFileCheck(tokens).run(stream: Console.write, useColor: useColor)
            if report.exitCode != 0 { throw ExitCode(report.exitCode) }
            return
        }
        let report = if let tokens { tokenFileCheck(tokens).run() } else { await designSystemReport() }
        if let output {
            let text = format.render(report, useColor: false)
            do {
                try text.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw ValidationError("Cannot write the report to '\(output)': \(error.localizedDescription)")
            }
            // Keep people informed even when the report goes to a file.
            Console.error(TextReport.summary(report))
        } else {
            print(format.render(report, useColor: Terminal.wantsColor), terminator: "")
        }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    private func designSystemReport() async -> CheckReport {
        guard let designSystem = DesignSystemCatalog.system(named: system) else { return CheckReport.empty(system, level) }
        let policy = ContrastPolicy(level: level)
        // The pages are checked exactly as a build would check them, minus rendering and writing.
        let content = await SiteBuild(options: inputs.buildOptions(system: designSystem, policy: policy))
            .check(includeDesignSystem: false).diagnostics
        let action = CheckAction(system: designSystem, policy: policy,
                                 root: FileManager.default.currentDirectoryPath,
                                 contentChecks: [{ content }])
        return action.run()
    }

    /// A DTCG token set has no pages: only its colours are audited.
    private func tokenFileCheck(_ path: String) -> TokenFileCheck {
        let audit = TokenSetAudit(path: path, pairsPath: pairs, policy: ContrastPolicy(level: level), matrix: matrix,
                                  highContrastLevel: highContrastLevel, maxFailures: maxFailures, allowEmpty: allowEmpty)
        return TokenFileCheck(audit: audit, root: FileManager.default.currentDirectoryPath)
    }
}

extension TokenSetAudit.Matrix: ExpressibleByArgument {}
