import Foundation
import Testing
import Exporters

/// Compares exported files with the reviewed copies under `Golden/`. With RECORD_GOLDEN=1 the
/// copies are rewritten and the test fails, so a recording is always looked at before it counts.
enum Golden {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// `set` is a folder of `Golden/` for a fixture other than the main one (`modes-contrast`).
    static func check(_ files: [ExportedFile], format: String, set: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let root = set.map { Self.root.appendingPathComponent($0) } ?? Self.root
        let folder = root.appendingPathComponent(format)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: folder)
            try ExporterTestSupport.write(files, to: root)
            Issue.record("recorded \(files.count) golden files for \(format); review them, then run again without RECORD_GOLDEN",
                         sourceLocation: sourceLocation)
            return
        }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            guard let expected = try? Data(contentsOf: url) else {
                Issue.record("missing golden file \(file.path); record with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
                continue
            }
            #expect(file.text == String(decoding: expected, as: UTF8.self), "\(file.path) differs from its golden copy",
                    sourceLocation: sourceLocation)
        }
        // A golden file the exporter no longer writes is stale.
        let produced = Set(files.map(\.path))
        let stored = ExporterTestSupport.relativeFiles(under: folder).map { "\(format)/\($0)" }
        for path in stored where !produced.contains(path) {
            Issue.record("stale golden file \(path)", sourceLocation: sourceLocation)
        }
    }
}

enum ExporterTestSupport {
    static func write(_ files: [ExportedFile], to root: URL) throws {
        try TokenExport.write(files, to: root)
    }

    /// Regular files under `folder`, relative and sorted.
    static func relativeFiles(under folder: URL) -> [String] {
        let base = folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            paths.append(String(url.standardizedFileURL.path.dropFirst(base.count)))
        }
        return paths.sorted()
    }
}
