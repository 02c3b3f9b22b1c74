import Foundation
import GeneratorSupport
import StylebookKit

/// A package whose tokens live in token files (`tokens:` in stylebook.yml): the files are read
/// afresh on every run and joined with what the package's Swift declares (components, pairs,
/// acknowledgements, and any tokens of its own), so a change synced from Figma or Tokens Studio
/// reaches the site, the exports and the audit with no import step.
public enum TokenFilesSystem {
    /// The token files' system joined with the described one; nil, with errors, when the files
    /// cannot be read or the two disagree on the axes. `location`: where stylebook.yml names the files.
    /// `name`: the system's name when no Swift describes it (stylebook.yml's `name:`).
    public static func join(_ described: DesignSystem?, name: String? = nil, source: String, pairs: String? = nil,
                            context: [String: String] = [:], location: SourceLocation? = nil) -> (system: DesignSystem?, diagnostics: [Diagnostic]) {
        guard FileManager.default.fileExists(atPath: source) else {
            return (nil, [Diagnostic(.packageTokenFilesMissing, "`tokens` names '\(source)', which does not exist", at: location,
                                     hint: "give the token file or folder relative to stylebook.yml, e.g. `tokens: tokens`")])
        }
        let (loaded, diagnostics) = TokenSetSystem.load(path: source, pairsPath: pairs, name: described?.name ?? name, context: context)
        guard let files = loaded, !diagnostics.hasErrors else { return (nil, diagnostics) }
        // A folder of pages and token files, with no Swift at all.
        guard let described else { return (files, diagnostics) }
        // Locations differ between a declared axis and a read one; what it is does not.
        let shape = { (axes: [ModeAxis]) in axes.map { [$0.name, $0.defaultContext] + $0.contexts } }
        let declaresAxes = shape(described.axes) != shape([.appearance])
        if declaresAxes && shape(described.axes) != shape(files.axes) {
            let names = { (axes: [ModeAxis]) in axes.map { "\($0.name) (\($0.contexts.joined(separator: ", ")))" }.joined(separator: " × ") }
            return (nil, diagnostics + [Diagnostic(
                .packageTokenFilesAxes,
                "the package's Swift declares the axes \(names(described.axes)); the token files give \(names(files.axes))",
                at: location, hint: "declare the system in Swift without `axes:` and let the token files decide them")])
        }
        var joined = described
        joined.axes = files.axes
        joined.tokens = files.tokens + described.tokens
        joined.pairs = files.pairs + described.pairs
        return (joined, diagnostics)
    }
}
