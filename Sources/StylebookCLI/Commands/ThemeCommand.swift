import ArgumentParser
import Foundation
import SiteBuilder
import StylebookKit

/// `stylebook theme list | eject FILE`: see the built-in theme's files, and copy one into
/// Templates/ to change it. A copied file replaces the theme's file of the same path.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "List the built-in theme's files, or copy one into Templates/ to edit it.",
        subcommands: [List.self, Eject.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the theme's files; those your Templates/ replaces are marked.",
            discussion: "Example:\n  stylebook theme list")

        @OptionGroup var inputs: ContentOptions

        func run() throws {
            let theme = try ThemeCommand.theme(inputs)
            for file in theme.files {
                Console.output(file.isOverride ? "\(file.path)  (yours: \(DisplayPath.of(file.url)))" : file.path)
            }
        }
    }

    struct Eject: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy one theme file into Templates/ for editing; never replaces a file.",
            discussion: "Examples:\n  stylebook theme eject layout.html\n  stylebook theme eject assets/site.css")

        @Argument(help: ArgumentHelp("Path of the file in the theme, as `theme list` shows it.", valueName: "file"))
        var file: String

        @OptionGroup var inputs: ContentOptions

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
                Console.error("error: '\(DisplayPath.of(target))' already exists; nothing was copied")
                Console.error("    hint: it already replaces the theme's \(file); edit it, or delete it to go back to the theme's version")
                throw ExitCode(ExitStatus.problems)
            }
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: source.url, to: target)
            } catch {
                Console.error("error: cannot copy to '\(DisplayPath.of(target))': \(error.localizedDescription)")
                throw ExitCode(ExitStatus.problems)
            }
            Console.output("Copied \(file) to \(DisplayPath.of(target)); it now replaces the theme's file.")
        }
    }

    static func builtIn() throws -> URL {
        guard let folder = Theme.builtInDirectory else {
            Console.error("error: the built-in theme is not installed next to this stylebook; rebuild it with swift build")
            throw ExitCode(ExitStatus.problems)
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
