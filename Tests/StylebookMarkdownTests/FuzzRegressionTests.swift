import Foundation
import Testing

/// Replays the fuzz seeds and every input the fuzzer ever found (Fuzz/regressions/FuzzMarkdown/)
/// through the same code the libFuzzer target runs. A crash here fails the whole test run.
@Suite("fuzz regressions: Markdown")
struct MarkdownFuzzRegressionTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func inputs(_ folder: String) -> [URL] {
        let url = fuzz.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }
    }

    @Test func seedsAndFoundInputsRunClean() throws {
        let files = Self.inputs("corpus/FuzzMarkdown") + Self.inputs("regressions/FuzzMarkdown")
        #expect(!files.isEmpty)
        for file in files {
            MarkdownFuzzInput.run(Array(try Data(contentsOf: file)))
        }
    }
}
