import ArgumentParser
import Audit
import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit
import TokenSets

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
                ("Repair a DTCG resolver and its files in place", "stylebook fix contrast --tokens tokens/app.resolver.json --pairs pairs.yml"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "contrast",
            abstract: "Move the fewest colours the least, in lightness, until every contrast check passes in every mode.",
            discussion: help.discussion("Runs the audit `check` runs, with the same options, and finds colour changes after which every check passes in every mode at once: OKLCH lightness moves, hue and chroma are kept as far as the gamut allows, a palette colour is changed through its aliases only when every role that uses it still passes (otherwise the failing role gets its own value), ramps keep their order, and no check that passed fails. The colour literals are rewritten in place, in the Swift declarations or in the token files they were read from (`--tokens`, or a package's `tokens:`); nothing else changes."))

        @Flag(name: .customLong("dry-run"), help: "Print the changes and a unified diff; write nothing.")
        var dryRun = false

        @Option(help: ArgumentHelp("Report format: text or json.", valueName: "format"))
        var format: FixFormat = .text

        @Option(help: ArgumentHelp("The role matrix, every text colour on every surface: off, warn or error; as `check`, off by default with --tokens, else error.", valueName: "mode"))
        var matrix: RoleMatrixSetting?

        @Option(help: ArgumentHelp("Repair token files instead of the package: a DTCG .resolver.json or .tokens.json, a Tokens Studio folder or Style Dictionary sources, in every mode and context they define, as `check --tokens` audits them.", valueName: "file"),
                completion: .file(extensions: ["json"]))
        var tokens: String?

        @Option(help: ArgumentHelp("With --tokens: a pairs.yml with roles, extra pairs, exclusions and context levels.", valueName: "file"),
                completion: .file(extensions: ["yml", "yaml"]))
        var pairs: String?

        @OptionGroup var contrast: ContrastOptions
        @OptionGroup var inputs: ContentOptions
        @OptionGroup var outputOptions: OutputOptions

        func validate() throws {
            if tokens == nil, pairs != nil {
                throw ValidationError("--pairs needs --tokens: Swift design systems declare their pairs in Swift.")
            }
        }

        func run() async throws {
            let root = FileManager.default.currentDirectoryPath
            let action = if let tokens { try tokenFileAction(tokens, root: root) } else { try packageAction(root: root) }
            let outcome = action.run()
            let display = { (path: String) in DisplayPath.of(URL(fileURLWithPath: path)) }
            Console.report(outcome.diagnostics)
            switch format {
            case .text: Console.output(FixContrastAction.text(outcome, dryRun: dryRun, display: display), terminator: "")
            case .json: Console.output(FixContrastAction.json(outcome, dryRun: dryRun, display: display), terminator: "")
            }
            if outcome.failed { throw ExitCode(1) }
            guard !dryRun else { return }
            try Self.write(outcome.files)
        }

        /// Every file written beside itself first, then all moved into place: a file that cannot
        /// be written leaves every file as it was.
        static func write(_ files: [FixContrastAction.FileEdit]) throws {
            let manager = FileManager.default
            let staged = files.map { ($0, $0.path + ".stylebook-fix") }
            for (index, (file, temporary)) in staged.enumerated() {
                do {
                    try file.new.write(toFile: temporary, atomically: false, encoding: .utf8)
                } catch {
                    for (_, written) in staged.prefix(index + 1) { try? manager.removeItem(atPath: written) }
                    throw CommandFailure.file("write the fixed colours to", file.path, error, hint: "check that the file and its folder are writable; nothing was written")
                }
            }
            for (file, temporary) in staged {
                if rename(temporary, file.path) != 0 {
                    throw CommandFailure("cannot move the fixed colours into \(file.path): \(String(cString: strerror(errno)))",
                                         hint: "the fixed text is in \(temporary)")
                }
            }
        }

        private func severity(default fallback: RoleMatrixSetting) -> Diagnostic.Severity? {
            switch matrix ?? fallback { case .off: nil; case .warn: .warning; case .error: .error }
        }

        /// The package's system; its token files too when `tokens:` names some.
        private func packageAction(root: String) throws -> FixContrastAction {
            guard let system = try DesignSystemCatalog.chosen(contrast.system) else {
                throw CommandFailure("there is no design system here to fix",
                                     hint: "run `stylebook fix contrast` in a design-system package (one with a describing executable), or pass --tokens FILE")
            }
            let options = try inputs.buildOptions(system: system, policy: contrast.policy)
            let audit = ContrastAudit(system: system, policy: options.contrastPolicy, sources: ContrastAudit.designSystemSources(matrix: severity(default: .error)))
            return FixContrastAction(system: system, audit: audit, root: root, tokenFiles: PackageSystem.importedTokenFiles())
        }

        /// A token file read as `import` reads it (modifiers as modes), audited on the pairs
        /// `check --tokens` finds, and checked by `check --tokens` again before writing.
        private func tokenFileAction(_ path: String, root: String) throws -> FixContrastAction {
            let (imported, diagnostics) = TokenSetSystem.loadImported(path: path, pairsPath: pairs)
            guard let imported, !diagnostics.hasErrors else {
                Console.report(diagnostics.filter { $0.severity == .error })
                throw ExitCode(1)
            }
            let audit = ContrastAudit(system: imported.system, policy: contrast.policy,
                                      sources: ContrastAudit.designSystemSources(matrix: severity(default: .off)))
            let matrixSetting = TokenSetAudit.Matrix(rawValue: (matrix ?? .off).rawValue) ?? .off
            let check = TokenSetAudit(path: path, pairsPath: pairs, policy: ContrastPolicy(level: contrast.level), matrix: matrixSetting,
                                      highContrastLevel: contrast.highContrastLevel)
            return FixContrastAction(system: imported.system, audit: audit, root: root, tokenFiles: imported,
                                     verification: { check.prepare().run() })
        }
    }

    enum FixFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    enum RoleMatrixSetting: String, ExpressibleByArgument, CaseIterable { case off, warn, error }
}
