import Foundation
import GeneratorSupport
import StylebookKit

/// One output format. Exporters are pure: a design system and the settings in, files out;
/// writing them is `TokenExport`'s job, so every format is testable without touching the disk.
///
/// A team's package adds its own format by conforming to this protocol and listing it in its
/// describing executable: `DesignSystemDescription.main(system: Acme.system, formats: [MyFormat()])`
/// (manual: Writing a format).
public protocol TokenExporter: Sendable {
    /// Stable identifier used on the command line, in `exports.formats` and as the output
    /// folder: `dtcg`, `css`, …. Letters, digits and `-`.
    var id: String { get }
    /// One-line human description for `--help` and the token downloads table.
    var summary: String { get }
    /// The files of this format, paths relative to the tokens folder and starting with `id/`.
    /// Expects a system that passed `validate()`; throws `DiagnosticsError` for tokens this
    /// format cannot carry (a name the platform rejects, two tokens with one name).
    func files(for system: DesignSystem, settings: ExportSettings) throws -> [ExportedFile]
    /// Problems that do not stop the export, such as an SVG feature a platform cannot draw.
    /// Default: none.
    func warnings(for system: DesignSystem, settings: ExportSettings) -> [Diagnostic]
    /// The settings it reads from its own mapping under `exports:` in `stylebook.yml`
    /// (`settings.option(name, of: id)`); any other key there is an error at its line.
    /// Default: none.
    var options: [ExportOption] { get }
    /// The files and the warnings together. Default: `files` then `warnings`; a format that
    /// works out both in one pass (or runs elsewhere) answers both at once.
    func result(for system: DesignSystem, settings: ExportSettings) throws -> ExportResult
}

extension TokenExporter {
    public func warnings(for system: DesignSystem, settings: ExportSettings) -> [Diagnostic] { [] }

    public var options: [ExportOption] { [] }

    public func result(for system: DesignSystem, settings: ExportSettings) throws -> ExportResult {
        ExportResult(files: try files(for: system, settings: settings), warnings: warnings(for: system, settings: settings))
    }

    /// The files with default settings.
    public func export(_ system: DesignSystem) throws -> [ExportedFile] {
        try files(for: system, settings: ExportSettings())
    }
}

/// A generated file: where it goes, relative to the tokens output folder, and its bytes.
public struct ExportedFile: Hashable, Sendable {
    public let path: String
    public let contents: Data

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }

    public var text: String { String(decoding: contents, as: UTF8.self) }
}
