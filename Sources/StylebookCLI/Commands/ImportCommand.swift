import ArgumentParser
import Foundation
import StylebookKit
import TokenImport

/// `stylebook import FILE --output DIR`: DTCG JSON in, Swift declarations out.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a DTCG token file or resolver file as Swift token declarations.",
        discussion: """
        Writes one Swift file per top-level group plus <type-name>.swift declaring \
        `public enum <type-name> { public static let system: DesignSystem }`. A resolver's light/dark \
        modifier becomes the two colour modes. Existing files are never replaced without --force. \
        Exits 0 when written, 1 when the tokens have errors or a file would be overwritten.
        """
    )

    @Argument(help: "A .tokens.json file or a .resolver.json file.")
    var file: String

    @Option(help: "Folder to write the Swift files into, e.g. Sources/DesignTokens/Imported/.")
    var output: String

    @Flag(help: "Replace existing files in the output folder.")
    var force = false

    @Option(help: "Name of the generated enum; also prefixes the file and type names.")
    var typeName = "Imported"

    @Option(help: "Design system name (default: the resolver's name or the file name).")
    var name: String?

    @Option(help: "Context for a modifier other than light/dark, as modifier=context (repeatable).")
    var context: [String] = []

    func run() throws {
        let action = TokenImportAction(input: file, output: output, force: force, typeName: typeName,
                                       systemName: name, context: try Self.contexts(context))
        let result = action.run()
        Console.report(result.diagnostics.sortedForDisplay().map { $0.relative(to: SourceLocation.workingDirectory) })
        if result.diagnostics.hasErrors {
            Console.output(DiagnosticFormatter.counts(of: result.diagnostics) ?? "failed")
            throw ExitCode(ExitStatus.problems)
        }
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
