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

    @Option(help: ArgumentHelp("Design system to check, when the program carries several: \(DesignSystemCatalog.names.joined(separator: ", ")).", valueName: "name"))
    var system: String?

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
        if let system, DesignSystemCatalog.system(named: system) == nil {
            let known = DesignSystemCatalog.names.isEmpty
                ? "This stylebook carries no design system; run check from your package's site executable (make check)."
                : "Known: \(DesignSystemCatalog.names.joined(separator: ", "))."
            throw ValidationError("Unknown design system '\(system)'. \(known)")
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
        let report = if let tokens { tokenFileCheck(tokens).run() } else { try await designSystemReport() }
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

    private func designSystemReport() async throws -> CheckReport {
        let policy = ContrastPolicy(level: level)
        let designSystem = system.flatMap(DesignSystemCatalog.system(named:)) ?? DesignSystemCatalog.defaultSystem
        // The pages are checked exactly as a build would check them, minus rendering and writing.
        let content = await SiteBuild(options: try inputs.buildOptions(system: designSystem, policy: policy))
            .check(includeDesignSystem: false).diagnostics
        guard let designSystem else { return CheckReport.pagesOnly(content, level) }
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

extension CheckReport {
    /// The plain tool in a folder of pages: links, anchors and directives, and a note that no
    /// tokens were audited, so nobody mistakes it for a contrast check.
    static func pagesOnly(_ content: [Diagnostic], _ level: ContrastLevel) -> CheckReport {
        .empty("pages", level, content + [Diagnostic(
            .note, id: "check/no-design-system", "this stylebook carries no design system, so only the pages were checked",
            hint: "In a design-system package run `make check` (its site executable); for DTCG token files pass --tokens FILE.")])
    }
}

extension TokenSetAudit.Matrix: ExpressibleByArgument {}
