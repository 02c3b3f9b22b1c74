import ArgumentParser
import StylebookKit

/// The root command. Subcommands are thin: they parse options, build an action and run it.
public struct StylebookCommand: AsyncParsableCommand, DocumentedCommand {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "clean"),
            (1, "problems found: an error in the pages, templates or tokens, a failed contrast check, or a file or port that cannot be used"),
            CommandHelp.misuse,
        ],
        examples: [
            ("Build the site into _site/", "stylebook build"),
            ("Preview while you write", "stylebook serve --open"),
            ("Install bash completions", "stylebook --generate-completion-script bash > ~/.local/share/bash-completion/completions/stylebook"),
        ])

    public static let configuration = CommandConfiguration(
        commandName: "stylebook",
        abstract: "Build a design-system documentation site, export tokens and check contrast.",
        discussion: help.discussion(""),
        version: StylebookVersion.current,
        subcommands: [InitCommand.self, BuildCommand.self, CheckCommand.self, DiffCommand.self, ServeCommand.self, TokensCommand.self,
                      ContrastCommand.self, ImportCommand.self, ThemeCommand.self, FixCommand.self]
    )

    public init() {}
}

public enum StylebookVersion {
    /// One release number for the tool and the StylebookKit it reads descriptions of.
    public static let current = StylebookKitVersion.current
}
