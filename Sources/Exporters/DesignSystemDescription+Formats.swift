import Foundation
import StylebookKit

extension DesignSystemDescription {
    /// The describing executable's whole body for a package with export formats of its own:
    ///
    /// ```swift
    /// // Sources/describe/main.swift
    /// import AcmeTokens
    /// import Exporters
    ///
    /// DesignSystemDescription.main(system: AcmeTokens.system, formats: [FlutterFormat()])
    /// ```
    ///
    /// Run plainly, it prints the description with the formats' ids, summaries and settings;
    /// `stylebook` then runs it with `--export ID --request FILE` to get a format's files.
    public static func main(system: DesignSystem, formats: [any TokenExporter]) -> Never {
        main(systems: [(identifier(for: system.name), system)], formats: formats)
    }

    /// Several systems with the package's formats; the first system is the default.
    public static func main(systems: [(name: String, system: DesignSystem)], formats: [any TokenExporter],
                            stylebookReference: String? = nil) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            let data: Data
            if arguments.contains("--export") {
                data = try FormatRun.answer(arguments, formats: formats)
            } else {
                let described = formats.map { ExportFormatDescription(id: $0.id, summary: $0.summary, options: $0.options) }
                data = try DesignSystemDescription(systems: systems.map { Entry(name: $0.name, system: $0.system) },
                                                   stylebookReference: stylebookReference,
                                                   formats: described.isEmpty ? nil : described).json()
            }
            FileHandle.standardOutput.write(data)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("cannot describe the design system: \(error)\n".utf8))
            exit(1)
        }
    }
}
