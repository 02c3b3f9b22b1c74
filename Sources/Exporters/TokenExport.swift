import Foundation
import GeneratorSupport
import StylebookKit
import SystemValidation

/// The files of an export run and the warnings it raised (nothing is skipped silently: an
/// icon a platform cannot draw exactly is exported as well as it can be, with a warning).
public struct ExportResult: Sendable {
    public var files: [ExportedFile]
    public var warnings: [Diagnostic]

    public init(files: [ExportedFile], warnings: [Diagnostic]) {
        self.files = files
        self.warnings = warnings
    }
}

/// Validation plus export plus writing: what `stylebook tokens` and `stylebook build` call.
public enum TokenExport {
    /// Every file of the given exporters (default: the standard ones `settings.formats`
    /// selects), sorted by path. Validates the system and the settings first and throws
    /// `DiagnosticsError` when either has an error, so nothing half-valid is ever exported.
    public static func run(_ system: DesignSystem, settings: ExportSettings = ExportSettings(),
                           exporters: [any TokenExporter]? = nil) throws -> ExportResult {
        let diagnostics = system.validate()
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics.sortedForDisplay()) }
        return try run(validated: system, settings: settings, exporters: exporters)
    }

    /// The same for a system the caller has already validated without errors (the build
    /// validates once and reports the diagnostics itself).
    public static func run(validated system: DesignSystem, settings: ExportSettings = ExportSettings(),
                           exporters: [any TokenExporter]? = nil) throws -> ExportResult {
        let problems = settings.problems(registry: nil)
        if !problems.isEmpty { throw DiagnosticsError(problems.map { $0.diagnostic() }) }
        var files: [ExportedFile] = []
        var warnings: [Diagnostic] = []
        var errors: [Diagnostic] = []
        // Every format runs, so one export reports the problems of all of them.
        for exporter in exporters ?? ExporterRegistry.standard.selected(by: settings) {
            do {
                let result = try exporter.result(for: system, settings: settings)
                let misplaced = result.files.filter { !isInside($0.path, folder: exporter.id) }
                guard misplaced.isEmpty else {
                    errors += misplaced.prefix(3).map { file in
                        Diagnostic(.exportsFormatFailed, "format '\(exporter.id)' wrote '\(file.path)', outside its folder \(exporter.id)/",
                                   hint: "return paths that start with '\(exporter.id)/' and have no '..', such as '\(exporter.id)/tokens.txt'")
                    }
                    continue
                }
                files += result.files
                warnings += result.warnings
            } catch let error as DiagnosticsError {
                errors += error.diagnostics
            } catch {
                // A team's format may throw anything; say which format, so the fix is findable.
                errors.append(Diagnostic(.exportsFormatFailed, "format '\(exporter.id)' failed: \(error)",
                                         hint: "fix the format's files(for:settings:); the previous output is kept"))
            }
        }
        if !errors.isEmpty { throw DiagnosticsError(errors.sortedForDisplay()) }
        return ExportResult(files: files.sorted { $0.path < $1.path }, warnings: warnings.sortedForDisplay())
    }

    /// A relative path under `folder/`, with no `..`, `.` or empty part that could leave it.
    static func isInside(_ path: String, folder: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count > 1 && parts[0] == folder && parts.dropFirst().allSatisfy { !$0.isEmpty && $0 != ".." && $0 != "." }
    }

    /// Writes the files under `directory`, creating folders as needed. Only the generated
    /// paths are written; nothing else in the folder is touched or deleted. Returns the URLs written.
    @discardableResult
    public static func write(_ files: [ExportedFile], to directory: URL) throws -> [URL] {
        let manager = FileManager.default
        return try files.map { file in
            let url = directory.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Skip identical content so rebuilds keep timestamps and watchers stay quiet.
            if let existing = try? Data(contentsOf: url), existing == file.contents { return url }
            try file.contents.write(to: url, options: .atomic)
            return url
        }
    }
}
