import Foundation

/// `stylebook diff --format json`: the report as it is, keys sorted, so equal inputs give equal
/// bytes. Its schema is published as Content/public/schemas/stylebook-diff-1.schema.json.
public enum DiffJSONReport {
    public static func render(_ report: DiffReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of strings and numbers cannot fail.
        let data = (try? encoder.encode(report)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
