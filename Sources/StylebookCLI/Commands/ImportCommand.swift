import ArgumentParser
import Foundation
import GeneratorSupport
import StylebookKit
import TokenSets

/// `stylebook import FILE --output DIR`: DTCG JSON in, Swift declarations out. With
/// `--figma FILE_KEY`, the file is Figma's local-variables response, fetched and saved first.
struct ImportCommand: ParsableCommand, DocumentedCommand, OutputConfigurable {
    static let help = CommandHelp(
        exitStatuses: [
            (0, "the Swift files were written"),
            (1, "the tokens have errors, a file would be replaced without --force, a file could not be read or written, or Figma could not be read (--figma)"),
            CommandHelp.misuse,
        ],
        examples: [
            ("Import a resolver's sets, with its modifiers as axes", "stylebook import tokens/app.resolver.json --output Sources/DesignTokens/Imported/"),
            ("Import one token file again, replacing the previous import", "stylebook import design.tokens.json --output Sources/Brand/ --type-name Brand --force"),
            ("Import the acme brand of a multi-brand resolver", "stylebook import tokens/app.resolver.json --output Sources/Acme/ --context brand=acme"),
            ("Fetch a Figma file's variables, save them and import them", "FIGMA_TOKEN=... stylebook import --figma aBcD1234 --output Sources/DesignTokens/Imported/"),
        ])

    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a DTCG token file, resolver file or Figma variables as Swift token declarations.",
        discussion: help.discussion("""
        Writes one Swift file per top-level group plus <type-name>.swift declaring \
        `public enum <type-name> { public static let system: DesignSystem }`, and <type-name>Pairs.swift \
        with the contrast pairs `check --tokens` finds. A resolver's colour modifiers become the system's \
        axes (light/dark with high-contrast contexts becomes appearance × contrast). A token Stylebook \
        cannot hold is left out with a warning. Existing files are never replaced without --force. \
        FILE may also be a Tokens Studio project, a folder of token files, or Figma's local-variables \
        response; --figma fetches that response with the token in FIGMA_TOKEN (FIGMA_API_URL replaces \
        https://api.figma.com), saves it to --figma-save and imports it.
        """)
    )

    @Argument(help: ArgumentHelp("Token files: a .tokens.json or .resolver.json, a Tokens Studio folder or its $themes.json, a saved Figma variables response, or Style Dictionary sources (not with --figma).", valueName: "file"),
              completion: .file(extensions: ["json"]))
    var file: String?

    @Option(help: ArgumentHelp("Fetch the variables of this Figma file (its key, or its URL) with the token in FIGMA_TOKEN, instead of reading FILE.",
                               valueName: "file-key"))
    var figma: String?

    @Option(help: ArgumentHelp("Where --figma saves the response it imports (default: tokens/figma-variables.json).", valueName: "path"),
            completion: .file(extensions: ["json"]))
    var figmaSave: String?

    @Option(help: ArgumentHelp("Folder to write the Swift files into, e.g. Sources/DesignTokens/Imported/.", valueName: "dir"),
            completion: .directory)
    var output: String

    @Flag(help: "Replace existing files in the output folder.")
    var force = false

    @Option(help: ArgumentHelp("Name of the generated enum; also prefixes the file and type names.", valueName: "name"))
    var typeName = "Imported"

    @Option(help: ArgumentHelp("Design system name (default: the resolver's name or the file name).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("Hold a modifier at one context instead of making it an axis, as modifier=context (repeatable).", valueName: "modifier=context"))
    var context: [String] = []

    @Option(help: ArgumentHelp("A pairs.yml as check --tokens reads it: its roles and pairs go into the Swift declarations.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
    var pairs: String?

    @OptionGroup var outputOptions: OutputOptions

    static let defaultFigmaSave = "tokens/figma-variables.json"

    func validate() throws {
        _ = try Self.contexts(context)
        switch (file, figma) {
        case (nil, nil): throw ValidationError("give a token file to import, or --figma FILE_KEY")
        case (.some, .some): throw ValidationError("give a token file or --figma FILE_KEY, not both")
        default: break
        }
        if let figma, FigmaAPI.fileKey(figma) == nil {
            throw ValidationError("--figma takes a Figma file key (the part of the file's URL after /design/) or the file's URL; got '\(figma)'")
        }
        if figmaSave != nil, figma == nil { throw ValidationError("--figma-save is for --figma") }
    }

    func run() throws {
        let input: String
        if let figma, let key = FigmaAPI.fileKey(figma) {
            input = figmaSave ?? Self.defaultFigmaSave
            let body = try FigmaAPI.localVariables(fileKey: key)
            if let refusal = try Self.save(body, to: input, force: force) {
                Console.report([refusal.relative(to: SourceLocation.workingDirectory)])
                throw ExitCode(ExitStatus.problems)
            }
            Console.detail("saved Figma's variables to \(input)")
        } else {
            input = file ?? ""
        }
        let action = TokenImportAction(input: input, output: output, force: force, typeName: typeName,
                                       systemName: name, context: try Self.contexts(context), pairsPath: pairs)
        let result = action.run()
        Console.report(DiagnosticGroups.forDisplay(result.diagnostics.sortedForDisplay()).map { $0.relative(to: SourceLocation.workingDirectory) })
        if result.diagnostics.hasErrors {
            Console.output(DiagnosticFormatter.counts(of: result.diagnostics) ?? "failed")
            throw ExitCode(ExitStatus.problems)
        }
        for file in result.written { Console.detail("wrote \(file)") }
        Console.summary(success: "Wrote \(result.written.count) Swift files to \(output)", diagnostics: result.diagnostics)
    }

    /// The response as received; an existing file that differs stays unless `force`.
    static func save(_ body: Data, to path: String, force: Bool) throws -> Diagnostic? {
        if !force, let existing = FileManager.default.contents(atPath: path), existing != body {
            return Diagnostic(.importWouldOverwrite, "'\(path)' exists and differs from the variables Figma sent; nothing was written",
                              at: SourceLocation(path: path), hint: "pass --force to replace it, or --figma-save another path")
        }
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try body.write(to: url, options: .atomic)
        } catch {
            throw CommandFailure.file("save Figma's variables to", path, error, hint: "choose another path with --figma-save")
        }
        return nil
    }

    static func contexts(_ pairs: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for pair in pairs {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--context takes modifier=context, e.g. brand=acme; got '\(pair)'")
            }
            result[parts[0]] = parts[1]
        }
        return result
    }
}
