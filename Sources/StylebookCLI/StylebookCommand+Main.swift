import ArgumentParser
import Foundation

extension StylebookCommand {
    /// Runs the command line. Misuse (unknown options, bad values, failed validation) exits 2,
    /// as the project's exit statuses promise, instead of ArgumentParser's 64. (Spelled out
    /// because a plain `await StylebookCommand.main()` in main.swift picks the synchronous
    /// overload, which refuses async root commands.)
    public static func runMain(_ arguments: [String]? = nil) async -> Never {
        do {
            var command = try await asyncParseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
