import Foundation
import Testing
import StylebookKit

/// The catalogue is the one list of diagnostic ids: every id the sources emit is declared there
/// once, with the severity its call sites use and a fix; the manual's reference is generated from it.
@Suite struct DiagnosticCatalogueTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let categories = Set(DiagnosticCatalogue.all.map { String($0.id.split(separator: "/")[0]) })

    /// id → the severities of the calls that name it directly (`.error("id"`, `.warning("id"`).
    static func emitted() throws -> [String: Set<String>] {
        // `Diagnostic(.note, id: "…"` names its severity before the id, possibly on the line before.
        let pattern = try NSRegularExpression(pattern: #"(\.error\(|\.warning\(|\.note\(|Diagnostic\(\s*\.(?:error|warning|note), id: |\bid: |\bfail\(|\blenient\()?\s*"([a-z]+)/([a-z0-9-]+)""#)
        var found: [String: Set<String>] = [:]
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" && url.lastPathComponent != "DiagnosticCatalogue.swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let category = String(text[Range(match.range(at: 2), in: text)!])
                let call = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
                // A string in a diagnostic's call is an id whatever its category; a bare string
                // only when its category is one of the catalogue's (not `text/html`).
                guard categories.contains(category) || !call.isEmpty else { continue }
                let id = category + "/" + String(text[Range(match.range(at: 3), in: text)!])
                let named = ["error", "warning", "note"].first { call.hasPrefix(".\($0)") || call.hasPrefix("Diagnostic(") && call.contains(".\($0),") }
                let severity = named ?? (call.hasPrefix("lenient") ? "warning" : "")
                found[id, default: []].formUnion(severity.isEmpty ? [] : [severity])
            }
        }
        return found
    }

    @Test func everyEmittedIdIsDeclaredOnceAndEveryDeclaredIdIsEmitted() throws {
        let declared = DiagnosticCatalogue.all.map(\.id)
        #expect(Set(declared).count == declared.count, "an id is declared twice")
        let emitted = try Self.emitted()
        #expect(Set(emitted.keys).subtracting(declared).sorted() == [], "emitted but not in DiagnosticCatalogue")
        #expect(Set(declared).subtracting(emitted.keys).sorted() == [], "declared but never emitted")
    }

    @Test func callSitesUseTheDeclaredSeverity() throws {
        // Ids whose severity a policy or a lenient reader decides at the call site.
        let variable: Set<String> = ["content/nesting-too-deep", "import/malformed-pairs"]
        for (id, severities) in try Self.emitted() where !variable.contains(id) {
            guard let kind = DiagnosticCatalogue.kind(id) else { continue }
            #expect(severities.subtracting([kind.severity.rawValue]).isEmpty, "\(id) is emitted as \(severities.sorted())")
        }
    }

    @Test func everyIdSaysHowToFixIt() {
        for kind in DiagnosticCatalogue.all {
            #expect(!kind.fix.isEmpty, "\(kind.id) has no fix: add `fix:` to its line in DiagnosticCatalogue")
            #expect(!kind.meaning.isEmpty, "\(kind.id) has no meaning")
        }
    }
}
