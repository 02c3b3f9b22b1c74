import ArgumentParser

/// The exit statuses and examples `stylebook contrast --help` ends with (see `CommandHelp`).
extension ContrastCommand: DocumentedCommand, OutputConfigurable {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "the pair meets the requirement (AA body text unless --level or --kind say otherwise)"),
            (1, "the pair does not meet it, or the result could not be written"),
            CommandHelp.misuse,
        ],
        examples: [
            ("White text on an amber fill", "stylebook contrast '#FFFFFF' '#F59E0B'"),
            ("A large heading at AAA, colours as in CSS", "stylebook contrast white 'oklch(0.55 0.2 29)' --level aaa --kind large-text"),
            ("Translucent text on a tint over white, for a script", "stylebook contrast 'rgb(15 23 42 / 0.8)' '#F59E0B1F' --over '#FFFFFF' --format json"),
        ])
}
