import Foundation
import GeneratorSupport
import StylebookKit

/// Reads and parses JSON files once each; failures become diagnostics naming the file.
struct JSONFileLoader {
    /// File contents to read instead of the disk's, by path: how `fix contrast` audits its
    /// patch before writing it.
    @TaskLocal static var overrides: [String: [UInt8]] = [:]

    private(set) var documents: [String: JSONNode] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private var failed: Set<String> = []

    mutating func load(_ path: String, referencedAt location: SourceLocation? = nil) -> JSONNode? {
        if let document = documents[path] { return document }
        if failed.contains(path) { return nil }
        guard let data = Self.overrides[path].map({ Data($0) }) ?? FileManager.default.contents(atPath: path) else {
            failed.insert(path)
            diagnostics.append(Diagnostic(.importMissingFile, "cannot read '\(path)'", at: location ?? SourceLocation(path: path),
                                      hint: "check the path; references in a resolver are relative to the resolver file"))
            return nil
        }
        do {
            let document = try JSONParser.parse(bytes: [UInt8](data))
            documents[path] = document
            return document
        } catch {
            failed.insert(path)
            diagnostics += error.all.map { Self.diagnostic($0, path: path) }
            return nil
        }
    }

    static func diagnostic(_ failure: JSONParser.Failure, path: String) -> Diagnostic {
        let at = SourceLocation(path: path, line: failure.line, column: failure.column)
        switch failure.kind {
        case .syntax:
            return Diagnostic(.importMalformedJSON, "not valid JSON: \(failure.message)", at: at)
        case .duplicateKey(let line, let column):
            return Diagnostic(.importDuplicateKey, failure.message, at: at,
                              hint: "keep one of the two (line \(line), column \(column) or this one), or rename one; readers differ on which one wins, so neither is read")
        case .invalidUTF8:
            return Diagnostic(.importInvalidUTF8, failure.message, at: at,
                              hint: "save the file as UTF-8, or write the character as a \\u escape; it is never replaced by U+FFFD")
        }
    }
}
