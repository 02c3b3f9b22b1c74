import ArgumentParser
import Foundation

/// Exit statuses, the same for every command: 0 clean, 1 problems found, 2 the command was misused.
public enum ExitStatus {
    public static let clean: Int32 = 0
    public static let problems: Int32 = 1
    public static let misuse: Int32 = 2
}

extension StylebookCommand {
    /// Parses and runs, mapping every outcome to our exit statuses (ArgumentParser would use 64 for misuse).
    public static func runMain(_ arguments: [String]? = nil) async -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return ExitStatus.clean
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success {
                if !message.isEmpty { print(message) }
                return ExitStatus.clean
            }
            Console.error(message)
            return ExitStatus.misuse
        }
    }
}
