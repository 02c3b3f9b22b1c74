import ArgumentParser
import Foundation
import SiteBuilder

extension CommandReference {
    /// The whole command line as the reference documents it, read from ArgumentParser's own
    /// description of the definitions (the JSON behind `--experimental-dump-help`, which the
    /// manual page generator reads too), with each command's exit statuses and examples.
    static func stylebook() -> CommandReference {
        guard let data = StylebookCommand._dumpHelp().data(using: .utf8),
              let dump = try? JSONDecoder().decode(ToolInfo.self, from: data) else {
            preconditionFailure("ArgumentParser's description of the commands could not be read")
        }
        return reference(dump.command, type: StylebookCommand.self, parent: nil)
    }

    private static func reference(_ info: ToolInfo.Command, type: (any ParsableCommand.Type)?, parent: String?) -> CommandReference {
        let name = parent.map { "\($0) \(info.commandName)" } ?? info.commandName
        let help = (type as? any DocumentedCommand.Type)?.help
        let subcommands = (info.subcommands ?? []).filter { $0.shouldDisplay ?? true }.map { sub in
            reference(sub, type: type?.configuration.subcommands.first { $0._commandName == sub.commandName }, parent: name)
        }
        return CommandReference(
            name: name, abstract: info.abstract ?? "", discussion: info.discussion ?? "",
            arguments: (info.arguments ?? []).filter { $0.shouldDisplay ?? true }.map(\.reference),
            exitStatuses: help?.exitStatuses.map { .init(status: $0.status, meaning: $0.meaning) } ?? [],
            examples: help?.examples.map { .init(purpose: $0.purpose, command: $0.command) } ?? [],
            subcommands: subcommands)
    }
}

/// The part of ArgumentParser's ToolInfo (serialization version 0) the reference reads. Its
/// own model is not a product of the package, so the few fields are decoded here.
private struct ToolInfo: Decodable {
    struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var shouldDisplay: Bool?
        var arguments: [Argument]?
        var subcommands: [Command]?
    }

    struct Argument: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
        }

        var kind: String
        var names: [Name]?
        var valueName: String?
        var abstract: String?
        var defaultValue: String?
        var allValues: [String]?
        var isOptional: Bool
        var isRepeating: Bool
        var shouldDisplay: Bool?

        var reference: ArgumentReference {
            // Short spellings first, as `--help` lists them: `-q, --quiet`.
            let spellings = (names ?? []).sorted { ($0.kind == "short" ? 0 : 1) < ($1.kind == "short" ? 0 : 1) }.map { name in
                switch name.kind {
                case "short": "-" + name.name
                case "longWithSingleDash": "-" + name.name
                default: "--" + name.name
                }
            }
            return ArgumentReference(
                kind: ArgumentReference.Kind(rawValue: kind) ?? .option, names: spellings, valueName: valueName ?? "value",
                abstract: abstract ?? "", defaultValue: defaultValue, allowedValues: allValues ?? [],
                isOptional: isOptional, isRepeating: isRepeating)
        }
    }

    var command: Command
}
