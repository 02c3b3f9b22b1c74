import Foundation
import Testing

/// `stylebook --generate-completion-script SHELL` (ArgumentParser's) works through our entry
/// point, and the bash script loads in a real bash without an error.
struct CompletionScriptTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func scriptIsGenerated(shell: String) throws {
        let result = try StylebookProcess.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("stylebook"))
        // Subcommands and option values are offered, not just the root.
        #expect(result.stdout.contains("serve") && result.stdout.contains("color") && result.stdout.contains("always"))
    }

    /// Runs `body` (bash code) after writing the generated bash script to a file it can source.
    func bash(_ body: (_ script: String, _ file: String) -> String) throws -> CLIRunner.Result {
        let script = try StylebookProcess.run(["--generate-completion-script", "bash"]).stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stylebook-completion-\(UUID().uuidString).bash")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try CLIRunner.run(["-c", body(script, file.path)], in: FileManager.default.temporaryDirectory,
                                 executable: URL(fileURLWithPath: "/bin/bash"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func bashScriptSourcesCleanlyAndRegistersTheCompletion() throws {
        // -e: any failing command while sourcing fails the shell; `complete -p` fails if nothing was registered.
        let result = try bash { _, file in "set -e; source '\(file)'; complete -p stylebook" }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("stylebook"))
    }

    /// A completion a user would see: `stylebook check --format <TAB>` offers the formats.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func bashCompletesFormatValues() throws {
        let result = try bash { script, file in
            // `complete -o filenames -F _stylebook stylebook`: the function after -F.
            let words = script.split(separator: "\n").last { $0.hasPrefix("complete ") }?.split(separator: " ") ?? []
            let function = words.firstIndex(of: "-F").map { words[$0 + 1] } ?? "missing-completion-function"
            return """
            source '\(file)'
            COMP_WORDS=(stylebook check --format ''); COMP_CWORD=3; COMP_LINE='stylebook check --format '; COMP_POINT=${#COMP_LINE}
            \(function) stylebook '' --format
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        }
        let offered = Set(result.stdout.split(separator: "\n").map(String.init))
        #expect(offered.isSuperset(of: ["text", "json", "sarif"]), "\(result.stdout)\n\(result.stderr)")
    }
}
