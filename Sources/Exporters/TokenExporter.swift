import Foundation
import StylebookKit

/// One output format. Exporters are pure: a design system in, files out; writing them is
/// `TokenExport`'s job, so every format is testable without touching the disk.
public protocol TokenExporter: Sendable {
    /// Stable identifier used on the command line and as the output folder: `dtcg`, `css`, ...
    static var id: String { get }
    /// One-line human description for `--help` and the docs.
    static var summary: String { get }
    init()
    /// The files of this format, paths relative to the tokens folder and starting with `id/`,
    /// sorted by path. Expects a system that passed `validate()`.
    func export(_ system: DesignSystem) throws -> [ExportedFile]
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

