import Foundation
import Testing

/// --quiet, --verbose and --color, the same on every command.
struct OutputOptionsTests {
    static let site = ["Content/index.md": "# Home\n\nWelcome.\n"]

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIRunner.Result {
        let folder = try CLIRunner.scratchFolder(Self.site)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try CLIRunner.run(arguments, in: folder, environment: environment)
    }

    @Test func quietBuildPrintsNothingWhenClean() throws {
        let result = try run(["build", "--quiet"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stdout)\(result.stderr)")
    }

    @Test func verboseBuildListsStepsAndAcknowledgedWarnings() throws {
        let result = try run(["build", "--verbose"])
        #expect(result.status == 0)
        #expect(result.stderr.contains(" s  parse\n"), "\(result.stderr)")
        // The project's acknowledged colour-vision findings are listed as notes, never as warnings.
        #expect(result.stderr.contains("note: acknowledged: `color.state.danger` and `color.state.warning`"))
        #expect(!result.stderr.contains("warning:"))
    }

    @Test func quietAndVerboseTogetherIsMisuse() throws {
        let result = try run(["check", "--quiet", "--verbose"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: --quiet and --verbose cannot be used together."))
    }

    @Test func colorAlwaysPaintsErrorsEvenWhenPipedOrWithNoColor() throws {
        let result = try run(["build", "--content", "Missing", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m cannot read the content folder 'Missing'"))
    }

    @Test func autoColourIsPlainWhenPiped() throws {
        let result = try run(["build", "--content", "Missing"])
        #expect(result.stderr.hasPrefix("error: cannot read the content folder 'Missing'"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: StylebookProcess.script)))
    func colorNeverIsPlainOnATerminal() throws {
        let result = try StylebookProcess.runInTerminal(["check", "--system", "seed-values", "--color", "never"], environment: ["NO_COLOR": ""])
        #expect(result.stdout.contains("FAIL"))
        #expect(!result.stdout.contains("\u{1B}["), "\(result.stdout.prefix(300))")
    }
}
