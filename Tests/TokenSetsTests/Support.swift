import Foundation
import GeneratorSupport
import StylebookKit
import Testing
@testable import TokenSets

/// Paths of the hand-written fixtures next to these tests.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A fixture's path; absolute paths (scratch files) pass through.
    static func path(_ name: String) -> String {
        name.hasPrefix("/") ? name : folder.appendingPathComponent(name).path
    }

    /// A fixture loaded and resolved for one choice of contexts.
    static func resolve(_ name: String, _ input: [String: String] = [:]) -> (tokens: TokenSet, diagnostics: [Diagnostic]) {
        let (source, diagnostics) = TokenSource.load(path: path(name))
        guard let source else { return (TokenSet(tokens: []), diagnostics) }
        let resolved = source.resolve(input)
        return (resolved.tokens, diagnostics + resolved.diagnostics)
    }

    /// A scratch folder holding the given files.
    static func scratch(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("token-import-\(UUID().uuidString)")
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }
}

extension TokenSet {
    func value(_ path: String) -> DTCGValue? { token(TokenPath(path))?.value }

    func color(_ path: String) -> String? {
        if case .color(let color, _)? = value(path) { return color.hex }
        return nil
    }
}
