import DevServer
import Exporters
import Foundation
import GeneratorSupport
import StylebookKit

/// One of the package's own export formats, as the installed tool sees it: its id, summary and
/// settings from the description, and its files from the describing executable, which runs
/// the format's code (`--export ID --request FILE`). The tool never compiles a team's code.
struct PackageFormat: TokenExporter {
    let described: ExportFormatDescription
    let executable: DescribingExecutable

    var id: String { described.id }
    var summary: String { described.summary }
    var options: [ExportOption] { described.options }

    func files(for system: DesignSystem, settings: ExportSettings) throws -> [ExportedFile] {
        try result(for: system, settings: settings).files
    }

    func result(for system: DesignSystem, settings: ExportSettings) throws -> ExportResult {
        // In the build folder, named per format: serve may export while another command runs.
        let request = executable.scratchPath.appendingPathComponent(".stylebook-export-\(id)-\(ProcessInfo.processInfo.processIdentifier).json")
        try FileManager.default.createDirectory(at: executable.scratchPath, withIntermediateDirectories: true)
        try FormatRun.encode(FormatRun.Request(format: id, system: system, settings: settings)).write(to: request)
        defer { try? FileManager.default.removeItem(at: request) }
        let run = ChildProcess.run(executable.executable, ["--export", id, "--request", request.path], in: executable.packageRoot)
        guard run.status == 0, !run.crashed else { throw DiagnosticsError([failure(run)]) }
        let response: FormatRun.Response
        do {
            response = try JSONDecoder().decode(FormatRun.Response.self, from: run.output)
        } catch {
            throw DiagnosticsError([Diagnostic(.exportsFormatFailed, "format '\(id)' answered with something other than files: \(DescriptionReader.explain(error))",
                                               hint: "print nothing to standard output in the format's code; use standard error")])
        }
        if !response.errors.isEmpty { throw DiagnosticsError(response.errors.map { $0.diagnostic(format: id) }) }
        return ExportResult(files: response.exportedFiles, warnings: response.warnings.map { $0.diagnostic(format: id) })
    }

    /// A trap or crash in the format's code, at the package's line when the backtrace has one.
    private func failure(_ run: ChildProcess.Result) -> Diagnostic {
        let lines = run.errors.split(separator: "\n").map(String.init)
        let what = lines.first { $0.contains("Fatal error:") }.map { $0.components(separatedBy: "Fatal error: ").last ?? $0 }
            ?? lines.first { $0.hasPrefix("cannot describe") } ?? lines.last
            ?? (run.crashed ? "signal \(run.status)" : "exit status \(run.status)")
        return Diagnostic(.exportsFormatFailed, "format '\(id)' crashed: \(what)", at: executable.firstPackageFrame(lines),
                          hint: "fix the format's code; `swift run \(executable.product) --export \(id) --request FILE` runs it alone")
    }
}
