import Foundation
import Testing

/// Compares `actual` with `Golden/<name>` next to this file. With `RECORD_GOLDEN=1` it writes
/// the file and fails, so a fresh recording is always looked at before it is trusted.
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("Recorded \(name); review it, then run again without RECORD_GOLDEN.", sourceLocation: sourceLocation)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "differs from Golden/\(name); RECORD_GOLDEN=1 re-records it", sourceLocation: sourceLocation)
}

/// Reads `Golden/<name>` next to this file.
func goldenInput(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
}
