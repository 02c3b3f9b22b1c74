extension StylebookReference {
    /// One section per command, its usage line, help text and a table of its arguments and options.
    var commandsPage: String {
        var page = Self.frontMatter(
            title: "Commands", description: "Every command and option of the stylebook command line, from the command definitions.", order: 1)
        page += """
        Generated from the command definitions, the same ones `--help`, the shell completions and the
        `stylebook(1)` manual page come from. A team's `site` executable has the same commands.
        The options `-h, --help` (and `--version` on `stylebook` itself) are left out below.

        | command | what it does |
        | --- | --- |

        """
        let commands = command.all
        for entry in commands {
            page += "| [`\(entry.name)`](#\(Self.anchor(entry.name))) | \(Self.plainCell(entry.abstract)) |\n"
        }
        for entry in commands {
            page += "\n## \(entry.name)\n\n"
            page += Self.plainCell(entry.abstract) + "\n\n"
            page += "```text\n" + Self.usage(entry) + "\n```\n"
            let arguments = Self.documented(entry.arguments)
            if !arguments.isEmpty {
                page += "\n| argument or option | meaning | default |\n| --- | --- | --- |\n"
                for argument in arguments {
                    var meaning = Self.plainCell(argument.abstract)
                    if !argument.allowedValues.isEmpty {
                        meaning += (meaning.isEmpty ? "" : " ") + "One of " + argument.allowedValues.map { "`\($0)`" }.joined(separator: ", ") + "."
                    }
                    if argument.isRepeating { meaning += " May be given more than once." }
                    let value = argument.defaultValue.map { "`\($0)`" } ?? (argument.kind == .positional && !argument.isOptional ? "required" : "—")
                    page += "| `\(argument.usage.replacingOccurrences(of: "|", with: "\\|"))` | \(meaning) | \(value) |\n"
                }
            }
            page += Self.discussion(entry.discussion)
            if !entry.exitStatuses.isEmpty {
                page += "\n| exit status | meaning |\n| --- | --- |\n"
                for status in entry.exitStatuses {
                    page += "| `\(status.status)` | \(Self.plainCell(status.meaning)) |\n"
                }
            }
            if !entry.examples.isEmpty {
                page += "\n```sh\n" + entry.examples.map { "# \($0.purpose)\n\($0.command)" }.joined(separator: "\n\n") + "\n```\n"
            }
        }
        return page
    }

    /// The help text's blocks: prose as paragraphs, indented lines (`  dtcg: DTCG JSON…`) as a list.
    static func discussion(_ text: String) -> String {
        var markdown = ""
        for block in text.components(separatedBy: "\n\n") where !block.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            var prose: [String] = []
            var items: [String] = []
            for line in block.split(separator: "\n") {
                if line.hasPrefix("  ") {
                    items.append("- " + plainCell(line.trimmingCharacters(in: .whitespaces)))
                } else {
                    prose.append(plainCell(String(line)))
                }
            }
            if !prose.isEmpty { markdown += "\n" + prose.joined(separator: " ") + "\n" }
            if !items.isEmpty { markdown += "\n" + items.joined(separator: "\n") + "\n" }
        }
        return markdown
    }

    /// Arguments a reader can use: not `--help`, not `--version`, not the hidden ones the
    /// definitions leave out of `--help` (the CLI drops those before they get here).
    static func documented(_ arguments: [ArgumentReference]) -> [ArgumentReference] {
        arguments.filter { !$0.names.contains("--help") && !$0.names.contains("--version") }
    }

    static func usage(_ command: CommandReference) -> String {
        let parts = documented(command.arguments).map { argument -> String in
            let text = argument.kind == .positional ? argument.usage : (argument.names.first ?? "") + (argument.kind == .option ? " <\(argument.valueName)>" : "")
            return argument.isOptional ? "[\(text)]" : text
        }
        let sub = command.subcommands.isEmpty ? [] : ["<subcommand>"]
        return ([command.name] + parts + sub).joined(separator: " ")
    }

    /// The id the heading `## stylebook theme eject` gets.
    static func anchor(_ heading: String) -> String {
        heading.lowercased().replacingOccurrences(of: " ", with: "-")
    }
}
