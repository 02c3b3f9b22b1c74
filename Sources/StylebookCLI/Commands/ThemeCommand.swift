import ArgumentParser
import Foundation
import GeneratorSupport
import SiteBuilder
import StylebookKit

/// `stylebook theme list | eject FILE`: see the built-in theme's files, and copy one into
/// Templates/ to change it. A copied file replaces the theme's file of the same path.
struct ThemeCommand: ParsableCommand, DocumentedCommand {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "the files were listed, or the file was copied"),
            (1, "the file is already in Templates/, or it could not be copied"),
            CommandHelp.misuse,
        ],
        examples: [
            ("See what the theme is made of", "stylebook theme list"),
            ("Take over the page layout", "stylebook theme eject layout.html"),
        ])

    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "List the built-in theme's files, or copy one into Templates/ to edit it.",
        discussion: help.discussion(""),
        subcommands: [List.self, Eject.self])

    struct List: ParsableCommand, DocumentedCommand, OutputConfigurable {
        static let help = CommandHelp(
            exitStatuses: [(0, "the files were listed"), (1, "stylebook.yml has an error"), CommandHelp.misuse],
            examples: [
                ("Every file of the built-in theme, yours marked", "stylebook theme list"),
                ("The same, with overrides in another folder", "stylebook theme list --templates site/Templates"),
            ])

        static let configuration = CommandConfiguration(
            abstract: "List the theme's files; those your Templates/ replaces are marked.",
            discussion: help.discussion(""))

        @OptionGroup var inputs: ContentOptions
        @OptionGroup var outputOptions: OutputOptions

        func run() throws {
            let theme = try ThemeCommand.theme(inputs)
            for file in theme.files {
                Console.output(file.isOverride ? "\(file.path)  (yours: \(DisplayPath.of(file.url)))" : file.path)
            }
        }
    }

    struct Eject: ParsableCommand, DocumentedCommand, OutputConfigurable {
        static let help = CommandHelp(
            exitStatuses: [
                (0, "the file was copied"),
                (1, "the file is already in Templates/, or it could not be copied"),
                CommandHelp.misuse,
            ],
            examples: [
                ("Take over the page layout", "stylebook theme eject layout.html"),
                ("Change the stylesheet", "stylebook theme eject assets/site.css"),
            ])

        static let configuration = CommandConfiguration(
            abstract: "Copy one theme file into Templates/ for editing; never replaces a file.",
            discussion: help.discussion(""))

        @Argument(help: ArgumentHelp("Path of the file in the theme, as `theme list` shows it.", valueName: "file"))
        var file: String

        @OptionGroup var inputs: ContentOptions
        @OptionGroup var outputOptions: OutputOptions

        func run() throws {
            let theme = try ThemeCommand.theme(inputs)
            // The theme's own copy, even when Templates/ already replaces it.
            guard let source = Theme(overrides: try ThemeCommand.builtIn(), builtIn: nil).file(file) else {
                let suggestion = Suggestion.closest(to: file, in: theme.files.map(\.path))
                throw ValidationError("The theme has no file '\(file)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
                                      + " `stylebook theme list` shows them all.")
            }
            let target = theme.overridesDirectory.appendingPathComponent(file)
            guard !FileManager.default.fileExists(atPath: target.path) else {
                throw CommandFailure("'\(DisplayPath.of(target))' already exists; nothing was copied",
                                     hint: "it already replaces the theme's \(file); edit it, or delete it to go back to the theme's version")
            }
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: source.url, to: target)
            } catch {
                throw CommandFailure.file("copy to", DisplayPath.of(target), error)
            }
            Console.output("Copied \(file) to \(DisplayPath.of(target)); it now replaces the theme's file.")
        }
    }

    static func builtIn() throws -> URL {
        try ProjectConfiguration.checkInstalledTheme()
        guard let folder = Theme.builtInDirectory else {
            throw CommandFailure("the built-in theme is not installed next to this stylebook", hint: "rebuild it with swift build")
        }
        return folder
    }

    static func overrides(_ inputs: ContentOptions) throws -> URL {
        let configuration = try ProjectConfiguration.load()
        return ProjectConfiguration.resolve(inputs.templates ?? configuration.templates ?? "Templates")
    }

    static func theme(_ inputs: ContentOptions) throws -> Theme {
        Theme(overrides: try overrides(inputs), builtIn: try builtIn())
    }
}
