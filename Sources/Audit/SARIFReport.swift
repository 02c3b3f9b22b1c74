import Foundation
import GeneratorSupport
import StylebookKit

/// SARIF 2.1.0 for code-scanning dashboards: one rule per diagnostic id that occurs, one result
/// per diagnostic, located by a path relative to the package (`%SRCROOT%`) and a line.
public enum SARIFReport {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public static func render(_ report: CheckReport) -> String {
        let ids = Array(Set(report.diagnostics.map(\.id))).sorted()
        let rules = ids.map { id in
            Rule(id: id, shortDescription: Text(text: RuleCatalog.summary(for: id)),
                 defaultConfiguration: Configuration(level: level(report.diagnostics.first { $0.id == id }?.severity ?? .error)))
        }
        let results = report.diagnostics.map { d in
            Result(ruleId: d.id, ruleIndex: ids.firstIndex(of: d.id) ?? 0, level: level(d.severity),
                   message: Text(text: d.hint.map { "\(d.message). \($0)" } ?? d.message),
                   locations: d.location.map { [physical($0)] } ?? [])
        }
        let log = Log(schema: schema, version: "2.1.0", runs: [
            Run(tool: Tool(driver: Driver(name: "stylebook",
                                          informationUri: "https://www.w3.org/TR/WCAG22/", rules: rules)),
                results: results, columnKind: "unicodeCodePoints"),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(log), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func physical(_ location: SourceLocation) -> ResultLocation {
        let uri = location.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? location.path
        return ResultLocation(physicalLocation: Physical(
            artifactLocation: Artifact(uri: uri, uriBaseId: location.path.hasPrefix("/") ? nil : "%SRCROOT%"),
            region: Region(startLine: max(1, location.line), startColumn: max(1, location.column))))
    }

    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable { var tool: Tool; var results: [Result]; var columnKind: String }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable { var name: String; var informationUri: String; var rules: [Rule] }
    struct Rule: Encodable { var id: String; var shortDescription: Text; var defaultConfiguration: Configuration }
    struct Configuration: Encodable { var level: String }
    struct Text: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [ResultLocation]
    }
    struct ResultLocation: Encodable { var physicalLocation: Physical }
    struct Physical: Encodable { var artifactLocation: Artifact; var region: Region }
    struct Artifact: Encodable { var uri: String; var uriBaseId: String? }
    struct Region: Encodable { var startLine: Int; var startColumn: Int }
}
