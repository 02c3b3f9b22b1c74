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
        discussion: "Formats:\n" + ExporterRegistry.standard.exporters.map { "  \($0.id): \($0.summary)" }.joined(separator: "\n")
    )

    @Option(help: "Format to write: \(ExporterRegistry.standard.ids.joined(separator: ", ")), or all.")
    var format: String = "all"

    @Option(help: "Folder to write into; each format gets its own subfolder. Other files there are left alone.")
    var output: String = "_site/tokens"

    func run() throws {
        guard let system = DesignSystemCatalog.defaultSystem else {
            Console.error("error: this stylebook carries no design system to export; run `swift run site tokens` in your design-system package, or convert DTCG files with `stylebook import`")
            throw ExitCode(ExitStatus.problems)
        }
        let registry = DesignSystemCatalog.exporters
        let settings = try ProjectConfiguration.exportSettings()
        let formats: [any TokenExporter]
        if format == "all" {
            formats = registry.selected(by: settings)
        } else if let exporter = registry.exporter(id: format) {
            formats = [exporter]
        } else {
            Console.error("error: unknown format '\(format)'; valid formats: \((registry.ids + ["all"]).joined(separator: ", "))")
            throw ExitCode(2)
        }
        do {
            let result = try TokenExport.run(system, settings: settings, exporters: formats)
            let written = try TokenExport.write(result.files, to: URL(fileURLWithPath: output, isDirectory: true))
            if !result.warnings.isEmpty { Console.report(result.warnings.map { $0.relative(to: SourceLocation.workingDirectory) }) }
            print("wrote \(written.count) files to \(output)")
        } catch let error as DiagnosticsError {
            // Token locations come from `#filePath` and are absolute; print them relative.
            Console.report(error.diagnostics.map { $0.relative(to: SourceLocation.workingDirectory) })
            if let counts = DiagnosticFormatter.counts(of: error.diagnostics) { Console.error(counts) }
            throw ExitCode(1)
        }
    }
}
