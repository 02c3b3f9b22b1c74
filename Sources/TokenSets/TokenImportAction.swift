import Foundation
import GeneratorSupport
import StylebookKit
import SystemValidation

/// `stylebook import`: read a DTCG token or resolver file and write Swift declarations.
/// Nothing is written when the reader found an error or when a file would be overwritten
/// without `force`.
public struct TokenImportAction: Sendable {
    public var input: String
    public var output: String
    public var force: Bool
    public var typeName: String
    public var systemName: String?
    /// Modifiers to hold at one context instead of making them axes (`["brand": "acme"]`).
    public var context: [String: String]
    /// A `pairs.yml`, as `check --tokens --pairs` reads it: its roles set the colours' roles.
    public var pairsPath: String?

    public init(input: String, output: String, force: Bool = false, typeName: String = "Imported",
                systemName: String? = nil, context: [String: String] = [:], pairsPath: String? = nil) {
        self.input = input
        self.output = output
        self.force = force
        self.typeName = typeName
        self.systemName = systemName
        self.context = context
        self.pairsPath = pairsPath
    }

    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        /// Paths of the files written, sorted.
        public var written: [String]
        public var system: DesignSystem?
    }

    public func run() -> Result {
        let (loaded, loadDiagnostics) = TokenSetSystem.loadImported(path: input, pairsPath: pairsPath, name: systemName, context: context)
        guard let system = loaded?.system else { return Result(diagnostics: loadDiagnostics, written: [], system: nil) }
        let (modeSources, held) = (loaded?.modeSources ?? [], loaded?.context ?? [:])
        var diagnostics = loadDiagnostics + system.validate()
        if let typeProblem = Self.checkTypeName(typeName) { diagnostics.append(typeProblem) }
        guard !diagnostics.hasErrors else { return Result(diagnostics: diagnostics, written: [], system: system) }

        var writer = SwiftDeclarationWriter(typeName: typeName, sourceName: URL(fileURLWithPath: input).lastPathComponent)
        writer.modeSources = modeSources
        writer.held = held
        let files = writer.files(for: system)
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let clobbered = files.filter { file in
            let url = folder.appendingPathComponent(file.name)
            guard let existing = FileManager.default.contents(atPath: url.path) else { return false }
            return existing != Data(file.text.utf8)
        }
        if !clobbered.isEmpty, !force {
            diagnostics += clobbered.map { file in
                Diagnostic(.importWouldOverwrite, "'\(folder.appendingPathComponent(file.name).path)' exists and differs; nothing was written",
                       at: SourceLocation(path: folder.appendingPathComponent(file.name).path),
                       hint: "pass --force to replace it, or choose another --output folder")
            }
            return Result(diagnostics: diagnostics, written: [], system: system)
        }
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                let url = folder.appendingPathComponent(file.name)
                try Data(file.text.utf8).write(to: url, options: .atomic)
                written.append(url.path)
            }
        } catch {
            diagnostics.append(Diagnostic(.importWriteFailed, "cannot write into '\(output)': \(SystemErrorReason.describe(error))", at: SourceLocation(path: output)))
        }
        return Result(diagnostics: diagnostics, written: written, system: system)
    }

    static func checkTypeName(_ name: String) -> Diagnostic? {
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            return Diagnostic(.importInvalidTypeName, "'\(name)' is not a Swift type name", hint: "use letters and digits, e.g. Imported")
        }
        return nil
    }
}
