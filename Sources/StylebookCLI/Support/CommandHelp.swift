import ArgumentParser
import Foundation

/// What a command's `--help` ends with: its exit statuses and two or three real examples.
/// ArgumentParser has no place for them after the options, so `runMain` appends this text to
/// the help it prints; the manual page gets it through the discussion (see `discussion(_:)`).
/// Kept to ASCII: the manual generator drops every other character.
struct CommandHelp: Sendable {
    struct Example: Sendable {
        var purpose: String
        var command: String
    }

    var exitStatuses: [(status: Int32, meaning: String)]
    var examples: [Example]

    init(exitStatuses: [(Int32, String)], examples: [(String, String)]) {
        self.exitStatuses = exitStatuses.map { (status: $0.0, meaning: $0.1) }
        self.examples = examples.map { Example(purpose: $0.0, command: $0.1) }
    }

    /// Every command's status 2, worded once.
    static let misuse: (Int32, String) = (ExitStatus.misuse, "the command was misused: an unknown option, a bad value or a missing argument")

    var text: String {
        var lines = ["EXIT STATUS:"]
        for (status, meaning) in exitStatuses {
            lines += Self.wrap(meaning, width: 75).enumerated().map { "  \($0.offset == 0 ? "\(status)" : " ")  \($0.element)" }
        }
        lines += ["", "EXAMPLES:"]
        for (index, example) in examples.enumerated() {
            if index > 0 { lines.append("") }
            lines.append("  # \(example.purpose)")
            lines.append("  \(example.command)")
        }
        return lines.joined(separator: "\n")
    }

    /// Words filled into lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + (line.isEmpty ? [] : [line])
    }

    /// The command's discussion; when ArgumentParser dumps the help for the manual generator
    /// (`--experimental-dump-help`), with this text after it, so the manual shows it too.
    func discussion(_ base: String) -> String {
        guard CommandLine.arguments.contains("--experimental-dump-help") else { return base }
        return base.isEmpty ? text : base + "\n\n" + text
    }
}

/// A command whose help ends with exit statuses and examples.
protocol DocumentedCommand: ParsableCommand {
    static var help: CommandHelp { get }
}

extension StylebookCommand {
    /// The command `--help` (or `help NAME`) asked about, found by name along the arguments.
    static func helpedCommand(_ arguments: [String]) -> any DocumentedCommand.Type {
        var command: any ParsableCommand.Type = StylebookCommand.self
        for argument in arguments where !argument.hasPrefix("-") && argument != "help" {
            guard let next = command.configuration.subcommands.first(where: { $0._commandName == argument }) else { break }
            command = next
        }
        return (command as? any DocumentedCommand.Type) ?? StylebookCommand.self
    }
}
