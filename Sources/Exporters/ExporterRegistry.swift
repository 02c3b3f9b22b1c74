/// The formats a build can write: the seven built-in ones, plus any a team's package adds.
///
/// ```swift
/// let exporters = ExporterRegistry.standard.adding(FlutterExporter())
/// ```
public struct ExporterRegistry: Sendable {
    /// In the order the docs list them.
    public let exporters: [any TokenExporter]

    public init(_ exporters: [any TokenExporter]) {
        var unique: [any TokenExporter] = []
        for exporter in exporters {
            if let index = unique.firstIndex(where: { $0.id == exporter.id }) { unique[index] = exporter } else { unique.append(exporter) }
        }
        self.exporters = unique
    }

    /// DTCG JSON, CSS, SCSS, Android, Compose, iOS and TypeScript.
    public static let standard = ExporterRegistry([
        DTCGExporter(), CSSExporter(), SCSSExporter(), AndroidExporter(), ComposeExporter(), IOSExporter(), TypeScriptExporter(),
    ])

    /// This registry with `exporter` added at the end; an exporter with the same id is
    /// replaced in place, so a team can swap a built-in format for its own.
    public func adding(_ exporter: any TokenExporter) -> ExporterRegistry {
        ExporterRegistry(exporters + [exporter])
    }

    public var ids: [String] { exporters.map(\.id) }

    public func exporter(id: String) -> (any TokenExporter)? {
        exporters.first { $0.id == id }
    }

    /// The exporters `settings.formats` asks for, in registry order (all when it is nil).
    /// Unknown ids are reported by `ExportSettings.problems(registry:)`.
    public func selected(by settings: ExportSettings) -> [any TokenExporter] {
        guard let formats = settings.formats else { return exporters }
        return exporters.filter { formats.contains($0.id) }
    }
}
