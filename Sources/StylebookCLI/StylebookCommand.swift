import ArgumentParser

/// The root command. Subcommands are thin: they parse options, build an action and run it.
public struct StylebookCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "stylebook",
        abstract: "Build a design-system documentation site, export tokens and check contrast.",
        version: StylebookVersion.current,
        subcommands: [BuildCommand.self, CheckCommand.self, ContrastCommand.self, ImportCommand.self, ServeCommand.self, TokensCommand.self]
    )

    public init() {}
}

public enum StylebookVersion {
    public static let current = "0.1.0"
}
