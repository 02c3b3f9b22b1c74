import Foundation
import GeneratorSupport
import StylebookKit

/// Reads and parses JSON files once each; failures become diagnostics naming the file.
struct JSONFileLoader {
    private(set) var documents: [String: JSONNode] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private var failed: Set<String> = []

    mutating func load(_ path: String, referencedAt location: SourceLocation? = nil) -> JSONNode? {
        if let document = documents[path] { return document }
        if failed.contains(path) { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            failed.insert(path)
            diagnostics.append(Diagnostic(.importMissingFile, "cannot read '\(path)'", at: location ?? SourceLocation(path: path),
                                      hint: "check the path; references in a resolver are relative to the resolver file"))
            return nil
        }
        do {
            let document = try JSONParser.parse(String(decoding: data, as: UTF8.self))
            documents[path] = document
            return document
        } catch {
            failed.insert(path)
            diagnostics.append(Diagnostic(.importMalformedJSON, "not valid JSON: \(error.message)",
                                      at: SourceLocation(path: path, line: error.line, column: error.column)))
            return nil
        }
    }
}
