import ArgumentParser

/// The root command. Subcommands are thin: they parse options, build an action and run it.
public struct StylebookCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "stylebook",
        abstract: "Build a design-system documentation site, export tokens and check contrast.",
        version: StylebookVersion.current,
        subcommands: [InitCommand.self, BuildCommand.self, CheckCommand.self, ServeCommand.self, TokensCommand.self,
                      ContrastCommand.self, ImportCommand.self, ThemeCommand.self]
    )

    public init() {}
}

public enum StylebookVersion {
    public static let current = "0.1.0"
}
