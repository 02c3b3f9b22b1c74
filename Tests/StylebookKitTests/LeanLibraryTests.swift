import Foundation
import Testing

/// StylebookKit is what every app that imports a team's tokens compiles and links: the token
/// model and what declaring it needs, nothing of the generator. Diagnostics and their printing,
/// terminal colours, HTML and Markdown escaping and path rewriting live in GeneratorSupport,
/// and the checks that turn a declared system into diagnostics in SystemValidation.
@Suite struct LeanLibraryTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/StylebookKit")

    @Test func stylebookKitHoldsNothingOfTheGenerator() throws {
        let files = FileManager.default.enumerator(at: Self.folder, includingPropertiesForKeys: nil)!
        var read = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            read += 1
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports.allSatisfy { $0 == "import Foundation" }, "\(url.lastPathComponent) imports \(imports)")
            for generatorOnly in ["Diagnostic", "FileManager", "\\u{1B}", "MarkupText", "MarkdownText", "Suggestion."] {
                #expect(!text.contains(generatorOnly), "\(url.lastPathComponent) uses \(generatorOnly)")
            }
        }
        #expect(read > 40)
    }
}
