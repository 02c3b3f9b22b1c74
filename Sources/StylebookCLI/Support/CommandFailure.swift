import GeneratorSupport
import StylebookKit

/// A problem with the world rather than with how the command was typed: a file that cannot be
/// read or written, a busy port. Printed as `error: …` (never with the usage text), exit 1.
struct CommandFailure: Error {
    var message: String
    var hint: String?

    init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    /// "cannot write the report to 'x': No such file or directory".
    static func file(_ action: String, _ path: String, _ error: any Error, hint: String? = nil) -> CommandFailure {
        CommandFailure("cannot \(action) '\(path)': \(SystemErrorReason.describe(error))", hint: hint)
    }
}
