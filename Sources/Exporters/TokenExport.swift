import Foundation
import StylebookKit

/// Validation plus export plus writing: what `stylebook tokens` and `stylebook build` call.
public enum TokenExport {
    /// Every file of the given formats, sorted by path. Validates first and throws
    /// `DiagnosticsError` with the validation diagnostics when any is an error, so nothing
    /// half-valid is ever exported.
    public static func files(for system: DesignSystem, formats: [any TokenExporter.Type] = ExporterRegistry.all) throws -> [ExportedFile] {
        let diagnostics = system.validate()
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics.sortedForDisplay()) }
        return try files(ofValidated: system, formats: formats)
    }

    /// The same files for a system the caller has already validated without errors (the build
    /// validates once and reports the diagnostics itself).
    public static func files(ofValidated system: DesignSystem, formats: [any TokenExporter.Type] = ExporterRegistry.all) throws -> [ExportedFile] {
        var files: [ExportedFile] = []
        for format in formats {
            files += try format.init().export(system)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Writes the files under `directory`, creating folders as needed. Only the generated
    /// paths are written; nothing else in the folder is touched or deleted. Returns the URLs written.
    @discardableResult
    public static func write(system: DesignSystem, formats: [any TokenExporter.Type] = ExporterRegistry.all, to directory: URL) throws -> [URL] {
        try write(files(for: system, formats: formats), to: directory)
    }

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
