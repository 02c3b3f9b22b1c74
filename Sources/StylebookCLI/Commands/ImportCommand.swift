import ArgumentParser
import Foundation
import GeneratorSupport
import StylebookKit
import TokenSets

/// `stylebook import FILE --output DIR`: DTCG JSON in, Swift declarations out.
struct ImportCommand: ParsableCommand, DocumentedCommand, OutputConfigurable {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "the Swift files were written"),
            (1, "the tokens have errors, a file would be replaced without --force, or a file could not be read or written"),
            CommandHelp.misuse,
        ],
        examples: [
            ("Import a resolver's sets, with its modifiers as axes", "stylebook import tokens/app.resolver.json --output Sources/DesignTokens/Imported/"),
            ("Import one token file again, replacing the previous import", "stylebook import design.tokens.json --output Sources/Brand/ --type-name Brand --force"),
            ("Import the acme brand of a multi-brand resolver", "stylebook import tokens/app.resolver.json --output Sources/Acme/ --context brand=acme"),
        ])

    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a DTCG token file or resolver file as Swift token declarations.",
        discussion: help.discussion("""
        Writes one Swift file per top-level group plus <type-name>.swift declaring \
        `public enum <type-name> { public static let system: DesignSystem }`, and <type-name>Pairs.swift \
        with the contrast pairs `check --tokens` finds. A resolver's colour modifiers become the system's \
        axes (light/dark with high-contrast contexts becomes appearance × contrast). A token Stylebook \
        cannot hold is left out with a warning. Existing files are never replaced without --force.
        """)
    )

    @Argument(help: ArgumentHelp("A .tokens.json file or a .resolver.json file.", valueName: "file"),
              completion: .file(extensions: ["json"]))
    var file: String

    @Option(help: ArgumentHelp("Folder to write the Swift files into, e.g. Sources/DesignTokens/Imported/.", valueName: "dir"),
            completion: .directory)
    var output: String

    @Flag(help: "Replace existing files in the output folder.")
    var force = false

    @Option(help: ArgumentHelp("Name of the generated enum; also prefixes the file and type names.", valueName: "name"))
    var typeName = "Imported"

    @Option(help: ArgumentHelp("Design system name (default: the resolver's name or the file name).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("Hold a modifier at one context instead of making it an axis, as modifier=context (repeatable).", valueName: "modifier=context"))
    var context: [String] = []

    @Option(help: ArgumentHelp("A pairs.yml as check --tokens reads it: its roles and pairs go into the Swift declarations.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
    var pairs: String?

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        _ = try Self.contexts(context)
    }

    func run() throws {
        let action = TokenImportAction(input: file, output: output, force: force, typeName: typeName,
                                       systemName: name, context: try Self.contexts(context), pairsPath: pairs)
        let result = action.run()
        Console.report(result.diagnostics.sortedForDisplay().map { $0.relative(to: SourceLocation.workingDirectory) })
        if result.diagnostics.hasErrors {
            Console.output(DiagnosticFormatter.counts(of: result.diagnostics) ?? "failed")
            throw ExitCode(ExitStatus.problems)
        }
        for file in result.written { Console.detail("wrote \(file)") }
        Console.summary(success: "Wrote \(result.written.count) Swift files to \(output)", diagnostics: result.diagnostics)
    }

    static func contexts(_ pairs: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for pair in pairs {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--context takes modifier=context, e.g. brand=acme; got '\(pair)'")
            }
            result[parts[0]] = parts[1]
        }
        return result
    }
}
