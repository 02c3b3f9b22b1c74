import ArgumentParser
import Foundation
import GeneratorSupport

/// Exit statuses, the same for every command: 0 clean, 1 problems found (in the input, or a file
/// that cannot be read or written), 2 the command was misused.
public enum ExitStatus {
    public static let clean: Int32 = 0
    public static let problems: Int32 = 1
    public static let misuse: Int32 = 2
}

extension StylebookCommand {
    /// Parses and runs, mapping every outcome to our exit statuses (ArgumentParser would use 64
    /// for misuse, and 1 for any error a command throws, file-system ones included).
    public static func runMain(_ arguments: [String]? = nil) async -> Int32 {
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        var status: Int32
        do {
            var command = try parseAsRoot(arguments)
            if let configurable = command as? any OutputConfigurable {
                Console.settings = configurable.outputOptions.settings
            }
            status = await run(&command, arguments: arguments)
        } catch {
            status = parseFailure(error, arguments: arguments)
        }
        // `stylebook check > /dev/full`: a report that could not be written is not a success.
        if let reason = Console.finishOutput() {
            Console.failure("cannot write to standard output: \(reason)")
            if status == ExitStatus.clean { status = ExitStatus.problems }
        }
        return status
    }

    private static func run(_ command: inout any ParsableCommand, arguments: [String]) async -> Int32 {
        do {
            if let user = command as? any UsesPackageSystem, user.usesPackageSystem { try PackageSystem.register() }
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return ExitStatus.clean
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch let failure as CommandFailure {
            Console.failure(failure.message, hint: failure.hint)
            return ExitStatus.problems
        } catch {
            // `--help` parses into ArgumentParser's own help command, whose run throws the help
            // text; ValidationError and parser errors are misuse; anything else is a problem.
            switch exitCode(for: error) {
            case .success, .validationFailure: return parseFailure(error, arguments: arguments)
            default:
                Console.failure("\(error)")
                return ExitStatus.problems
            }
        }
    }

    /// Misuse prints ArgumentParser's message and usage; help, --version and completion scripts
    /// arrive as "errors" that exit 0.
    private static func parseFailure(_ error: any Error, arguments: [String]) -> Int32 {
        let message = fullMessage(for: error)
        guard exitCode(for: error) == .success else {
            Console.error(message)
            return ExitStatus.misuse
        }
        let asksForHelp = arguments.first == "help" || arguments.contains("--help") || arguments.contains("-h")
        if asksForHelp {
            let help = message.hasSuffix("\n") ? String(message.dropLast()) : message
            Console.output(help + "\n\n" + helpedCommand(arguments).help.text)
        } else if !message.isEmpty {
            Console.output(message)
        }
        return ExitStatus.clean
    }
}
