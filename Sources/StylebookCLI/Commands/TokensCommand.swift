import ArgumentParser
import Exporters
import Foundation
import GeneratorSupport
import StylebookKit

/// `stylebook tokens [--format ID] [--output DIR]`: validate the design system, then write one
/// export format or all of them.
struct TokensCommand: ParsableCommand, DocumentedCommand, OutputConfigurable {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "the files were written"),
            (1, "a token has an error (nothing is written), or a file could not be written"),
            CommandHelp.misuse,
        ],
        examples: [
            ("Write every format into _site/tokens/", "stylebook tokens"),
            ("Write the CSS custom properties into web/src/", "stylebook tokens --format css --output web/src"),
            ("Write the Android resources, listing each file", "stylebook tokens --format android --output app/src/main/res --verbose"),
        ])

    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Export the design tokens (DTCG JSON, CSS, Android, Compose, iOS, TypeScript).",
        discussion: help.discussion("Formats:\n" + DesignSystemCatalog.exporters.exporters.map { "  \($0.id): \($0.summary)" }.joined(separator: "\n"))
    )

    @Option(help: ArgumentHelp("Format to write: \(DesignSystemCatalog.exporters.ids.joined(separator: ", ")), or all.", valueName: "id"),
            completion: .list(DesignSystemCatalog.exporters.ids + ["all"]))
    var format: String = "all"

    @Option(help: ArgumentHelp("Folder to write into; each format gets its own subfolder. Other files there are left alone.", valueName: "dir"),
            completion: .directory)
    var output: String = "_site/tokens"

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        // Checked here, not in validate(): a package's own formats are known once it is described.
        let registry = DesignSystemCatalog.exporters
        guard format == "all" || registry.exporter(id: format) != nil else {
            throw ValidationError("Unknown format '\(format)'. Known: \((registry.ids + ["all"]).joined(separator: ", ")).")
        }
        guard let system = DesignSystemCatalog.defaultSystem else {
            throw CommandFailure("there is no design system here to export",
                                 hint: "run it in a design-system package (one with Sources/describe/), or convert DTCG files with `stylebook import`")
        }
        let settings = try ProjectConfiguration.exportSettings()
        let formats: [any TokenExporter] = format == "all" ? registry.selected(by: settings) : registry.exporter(id: format).map { [$0] } ?? []
        let written: [URL]
        do {
            let result = try TokenExport.run(system, settings: settings, exporters: formats)
            Console.report(result.warnings.map { $0.relative(to: SourceLocation.workingDirectory) })
            written = try TokenExport.write(result.files, to: URL(fileURLWithPath: output, isDirectory: true))
        } catch let error as DiagnosticsError {
            // Token locations come from `#filePath` and are absolute; print them relative.
            Console.report(error.diagnostics.map { $0.relative(to: SourceLocation.workingDirectory) })
            if let counts = DiagnosticFormatter.counts(of: error.diagnostics) { Console.error(counts) }
            throw ExitCode(ExitStatus.problems)
        } catch {
            throw CommandFailure.file("write the tokens into", output, error, hint: "check that the folder can be created and written")
        }
        for file in written { Console.detail("wrote \(file.path)") }
        Console.status("Wrote \(written.count == 1 ? "1 file" : "\(written.count) files") to \(output)")
    }
}
