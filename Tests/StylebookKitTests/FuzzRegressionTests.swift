import Foundation
import Testing

/// Replays the colour fuzz seeds and every input the fuzzer ever found
/// (Fuzz/regressions/FuzzColor/) through the same code the libFuzzer target runs.
@Suite("fuzz regressions: colour")
struct ColorFuzzRegressionTests {
    @Test func seedsAndFoundInputsRunClean() throws {
        let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz")
        var files: [URL] = []
        for folder in ["corpus/FuzzColor", "regressions/FuzzColor"] {
            let url = fuzz.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            files += names.filter { !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }
        }
        #expect(!files.isEmpty)
        for file in files {
            ColorFuzzInput.run(Array(try Data(contentsOf: file)))
        }
    }
}
