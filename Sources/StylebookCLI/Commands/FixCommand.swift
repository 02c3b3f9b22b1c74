import ArgumentParser
import Audit
import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit

/// `stylebook fix contrast`: repair the palette so every contrast check passes in every mode.
struct FixCommand: ParsableCommand, DocumentedCommand {
    static let help = CommandHelp(
        exitStatuses: [(0, "the fix was applied, or there was nothing to fix"), (1, "no fix passes every check; nothing was written"), CommandHelp.misuse],
        examples: [("Repair the design system's contrast", "stylebook fix contrast")])

    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Change the design system's declarations so its checks pass.",
        discussion: help.discussion(""),
        subcommands: [Contrast.self])

    struct Contrast: AsyncParsableCommand, DocumentedCommand, OutputConfigurable {
        static let help = CommandHelp(
            exitStatuses: [
                (0, "every contrast check passes: the colours were changed (or would be, with --dry-run), or nothing failed"),
                (1, "no change of lightness lets every check pass, or a colour could not be found in its declaration; nothing was written"),
                CommandHelp.misuse,
            ],
            examples: [
                ("See the patch before anything is written", "stylebook fix contrast --dry-run"),
                ("Repair at AAA, then check", "stylebook fix contrast --level aaa && stylebook check --level aaa"),
                ("Report each change as JSON", "stylebook fix contrast --dry-run --format json"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "contrast",
            abstract: "Move the fewest colours the least, in lightness, until every contrast check passes in every mode.",
            discussion: help.discussion("Runs the audit `check` runs, with the same options, and finds colour changes after which every check passes in every mode at once: OKLCH lightness moves, hue and chroma are kept as far as the gamut allows, a palette colour is changed through its aliases only when every role that uses it still passes (otherwise the failing role gets its own value), ramps keep their order, and no check that passed fails. The colour literals in the Swift declarations are rewritten in place; nothing else changes."))

        @Flag(name: .customLong("dry-run"), help: "Print the changes and a unified diff; write nothing.")
        var dryRun = false

        @Option(help: ArgumentHelp("Report format: text or json.", valueName: "format"))
        var format: FixFormat = .text

        @Option(help: ArgumentHelp("The role matrix, every text colour on every surface: off, warn or error (default error, as `check`).", valueName: "mode"))
        var matrix: RoleMatrixSetting = .error

        @OptionGroup var contrast: ContrastOptions
        @OptionGroup var inputs: ContentOptions
        @OptionGroup var outputOptions: OutputOptions

        func run() async throws {
            guard let system = try DesignSystemCatalog.chosen(contrast.system) else {
                throw CommandFailure("there is no design system here to fix",
                                             hint: "run `stylebook fix contrast` in a design-system package (one with a describing executable)")
            }
            let options = try inputs.buildOptions(system: system, policy: contrast.policy)
            let severity: Diagnostic.Severity? = switch matrix { case .off: nil; case .warn: .warning; case .error: .error }
            let audit = ContrastAudit(system: system, policy: options.contrastPolicy, sources: ContrastAudit.designSystemSources(matrix: severity))
            let root = FileManager.default.currentDirectoryPath
            let outcome = FixContrastAction(system: system, audit: audit, root: root).run()
            let display = { (path: String) in DisplayPath.of(URL(fileURLWithPath: path)) }
            Console.report(outcome.diagnostics)
            switch format {
            case .text: Console.output(FixContrastAction.text(outcome, dryRun: dryRun, display: display), terminator: "")
            case .json: Console.output(FixContrastAction.json(outcome, dryRun: dryRun, display: display), terminator: "")
            }
            if outcome.failed { throw ExitCode(1) }
            guard !dryRun else { return }
            for file in outcome.files {
                do {
                    try file.new.write(toFile: file.path, atomically: true, encoding: .utf8)
                } catch {
                    throw CommandFailure.file("write the fixed declarations to", file.path, error, hint: "check that the file is writable")
                }
            }
        }
    }

    enum FixFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    enum RoleMatrixSetting: String, ExpressibleByArgument, CaseIterable { case off, warn, error }
}
