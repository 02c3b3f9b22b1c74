import ArgumentParser
import GeneratorSupport

/// --quiet, --verbose and --color, the same on every command. `StylebookCommand.runMain`
/// hands them to `Console` before the command runs, so every line printed honours them.
struct OutputOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only errors and warnings: no progress, no summary.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print notes (acknowledged warnings included) and what each step did.")
    var verbose = false

    @Option(help: ArgumentHelp("Colour the output: auto (only on a terminal and without NO_COLOR), always or never.",
                               valueName: "when"))
    var color: ColorChoice = .auto

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together.") }
    }

    var settings: OutputSettings {
        OutputSettings(verbosity: quiet ? .quiet : verbose ? .verbose : .normal, color: color)
    }
}

/// A command that takes the shared output options.
protocol OutputConfigurable {
    var outputOptions: OutputOptions { get }
}

extension ColorChoice: ExpressibleByArgument {}
