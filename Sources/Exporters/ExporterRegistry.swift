/// Every export format, in the order the docs list them.
public enum ExporterRegistry {
    public static let all: [any TokenExporter.Type] = [
        DTCGExporter.self, CSSExporter.self, AndroidExporter.self,
        ComposeExporter.self, IOSExporter.self, TypeScriptExporter.self,
    ]

    public static var ids: [String] { all.map { $0.id } }

    public static func exporter(id: String) -> (any TokenExporter.Type)? {
        all.first { $0.id == id }
    }
}
