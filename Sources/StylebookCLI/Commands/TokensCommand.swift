import ArgumentParser
import Exporters
import Foundation
import StylebookKit

/// `stylebook tokens [--format ID] [--output DIR]`: validate the design system, then write one
/// export format or all of them. Exit status 0 clean, 1 diagnostics, 2 misuse.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Export the design tokens (DTCG JSON, CSS, Android, Compose, iOS, TypeScript).",
        discussion: "Formats:\n" + ExporterRegistry.all.map { "  \($0.id): \($0.summary)" }.joined(separator: "\n")
    )

    @Option(help: "Format to write: \(ExporterRegistry.ids.joined(separator: ", ")), or all.")
    var format: String = "all"

    @Option(help: "Folder to write into; each format gets its own subfolder. Other files there are left alone.")
    var output: String = "_site/tokens"

    func run() throws {
        guard let system = DesignSystemCatalog.defaultSystem else {
            Console.error("error: this stylebook carries no design system to export; run `swift run site tokens` in your design-system package, or convert DTCG files with `stylebook import`")
            throw ExitCode(ExitStatus.problems)
        }
        let formats: [any TokenExporter.Type]
        if format == "all" {
            formats = ExporterRegistry.all
        } else if let exporter = ExporterRegistry.exporter(id: format) {
            formats = [exporter]
        } else {
            Console.error("error: unknown format '\(format)'; valid formats: \((ExporterRegistry.ids + ["all"]).joined(separator: ", "))")
            throw ExitCode(2)
        }
        do {
            let written = try TokenExport.write(system: system, formats: formats,
                                                to: URL(fileURLWithPath: output, isDirectory: true))
            print("wrote \(written.count) files to \(output)")
        } catch let error as DiagnosticsError {
            // Token locations come from `#filePath` and are absolute; print them relative.
            Console.report(error.diagnostics.map { $0.relative(to: SourceLocation.workingDirectory) })
            if let counts = DiagnosticFormatter.counts(of: error.diagnostics) { Console.error(counts) }
            throw ExitCode(1)
        }
    }
}
