import Foundation
import GeneratorSupport
import StylebookKit

/// Stylebook's own reference, generated from the code on every build so it cannot drift from it:
/// every command and option (from the command definitions), every `stylebook.yml` key (from
/// `ConfigurationKeys`), every diagnostic id (from `DiagnosticCatalogue`) and every directive
/// (from `DirectiveRegistry`). Only a site that asks for it gets it (`BuildOptions.reference`):
/// this repository's site, whose manual it is part of. Like the design system's generated pages,
/// these are Markdown and go through the same pipeline (navigation, search, link checks).
public struct StylebookReference: Sendable, Equatable {
    /// The folder under Content/ the pages are published in, e.g. `reference`.
    public var folder: String
    public var command: CommandReference

    public init(folder: String, command: CommandReference) {
        self.folder = folder
        self.command = command
    }

    /// The pages, named by their path under Content/.
    var sources: [GeneratedPages.Source] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        return [
            .init(relativePath: prefix + "commands.md", markdown: commandsPage),
            .init(relativePath: prefix + "configuration.md", markdown: configurationPage),
            .init(relativePath: prefix + "diagnostics.md", markdown: diagnosticsPage),
            .init(relativePath: prefix + "directives.md", markdown: directivesPage),
        ]
    }

    static func frontMatter(title: String, description: String, order: Int) -> String {
        """
        ---
        title: \(MarkdownText.yaml(title))
        description: \(MarkdownText.yaml(description))
        order: \(order)
        wide: true
        ---

        """
    }

    /// Markdown written in the code (catalogue meanings, key descriptions), placed in a table cell.
    static func cell(_ markdown: String) -> String {
        markdown.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// Plain text from the code (help texts), placed in a table cell.
    static func plainCell(_ text: String) -> String {
        MarkdownText.escape(text).replacingOccurrences(of: "\n", with: " ")
    }
}
