import Foundation
import GeneratorSupport
import StylebookKit

/// What the installed `stylebook` and a package's describing executable say to each other to
/// run one of the package's formats: the tool writes a request file (the system as the build
/// sees it, token files joined, and the settings), runs `describe --export ID --request FILE`,
/// and reads the response from its standard output. The format's code runs only in the package.
public enum FormatRun {
    public struct Request: Codable, Sendable {
        public var format: String
        public var system: DesignSystem
        public var settings: ExportSettings

        public init(format: String, system: DesignSystem, settings: ExportSettings) {
            self.format = format
            self.system = system
            self.settings = settings
        }
    }

    public struct Response: Codable, Sendable {
        public struct File: Codable, Sendable {
            public var path: String
            /// Base64 in the JSON: a format may write binary files.
            public var contents: Data
        }

        public var files: [File]
        public var warnings: [Message]
        /// Non-empty when the format threw: its diagnostics, or one naming the error.
        public var errors: [Message]

        public init(files: [ExportedFile], warnings: [Diagnostic], errors: [Diagnostic]) {
            self.files = files.map { File(path: $0.path, contents: $0.contents) }
            self.warnings = warnings.map(Message.init)
            self.errors = errors.map(Message.init)
        }

        public var exportedFiles: [ExportedFile] { files.map { ExportedFile(path: $0.path, contents: $0.contents) } }
    }

    /// A diagnostic across the process boundary; its kind is found again by id.
    public struct Message: Codable, Sendable {
        public var id: String
        public var message: String
        public var hint: String?
        public var location: SourceLocation?
        public var subjects: [String]

        public init(_ diagnostic: Diagnostic) {
            id = diagnostic.id
            message = diagnostic.message
            hint = diagnostic.hint
            location = diagnostic.location
            subjects = diagnostic.subjects
        }

        /// An id this release does not know (a newer package) becomes `exports/format-failed`.
        public func diagnostic(format: String) -> Diagnostic {
            guard let kind = DiagnosticCatalogue.kind(id) else {
                return Diagnostic(.exportsFormatFailed, "format '\(format)': \(message)", at: location, hint: hint, subjects: subjects)
            }
            return Diagnostic(kind, message, at: location, hint: hint, subjects: subjects)
        }
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    public static func encode(_ request: Request) throws -> Data { try encoder().encode(request) }
    public static func encode(_ response: Response) throws -> Data { try encoder().encode(response) }

    /// What the executable does with `--export ID --request FILE`: runs the format and answers.
    /// A format that throws is an answer too (its errors); only an unreadable request fails.
    static func answer(_ arguments: [String], formats: [any TokenExporter]) throws -> Data {
        guard let id = value(of: "--export", in: arguments), let path = value(of: "--request", in: arguments) else {
            throw FormatRunError("expected --export ID --request FILE")
        }
        let request = try JSONDecoder().decode(Request.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        guard let format = formats.first(where: { $0.id == id }) else {
            throw FormatRunError("this package declares no format '\(id)'; it declares \(formats.map(\.id).joined(separator: ", "))")
        }
        let response: Response
        do {
            let result = try format.result(for: request.system, settings: request.settings)
            response = Response(files: result.files, warnings: result.warnings, errors: [])
        } catch let error as DiagnosticsError {
            response = Response(files: [], warnings: [], errors: error.diagnostics)
        } catch {
            response = Response(files: [], warnings: [], errors: [
                Diagnostic(.exportsFormatFailed, "format '\(id)' failed: \(error)",
                           hint: "fix the format's files(for:settings:); the previous output is kept"),
            ])
        }
        return try encode(response)
    }

    private static func value(of flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), arguments.indices.contains(index + 1) else { return nil }
        return arguments[index + 1]
    }
}

struct FormatRunError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
