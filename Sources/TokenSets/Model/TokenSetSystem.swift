import GeneratorSupport
import StylebookKit

/// A DTCG token or resolver file as a design system (modifiers as axes, as `import` makes it)
/// carrying the pairs `check --tokens` finds in it: what `import` writes and `diff` compares.
public enum TokenSetSystem {
    /// Nil, with errors, when the file cannot be read as tokens; warnings otherwise.
    public static func load(path: String, pairsPath: String? = nil, name: String? = nil,
                            context: [String: String] = [:]) -> (system: DesignSystem?, diagnostics: [Diagnostic]) {
        let (imported, diagnostics) = loadImported(path: path, pairsPath: pairsPath, name: name, context: context)
        return (imported?.system, diagnostics)
    }

    /// The same, with which contexts each mode was read from and which modifiers were held.
    public static func loadImported(path: String, pairsPath: String? = nil, name: String? = nil,
                                    context: [String: String] = [:]) -> (imported: ImportedSystem?, diagnostics: [Diagnostic]) {
        let (source, loadDiagnostics) = TokenSource.load(path: path)
        guard let source else { return (nil, loadDiagnostics) }
        let (pairsFile, pairsDiagnostics) = pairsPath.map(PairsFile.load) ?? (PairsFile(), [])
        var imported = DesignSystemImport.build(source, name: name, context: context, roles: pairsFile.roles.then(source.roles))
        var diagnostics = imported.diagnostics + pairsDiagnostics
        if !pairsDiagnostics.hasErrors {
            let (pairs, problems) = ImportedPairs.pairs(input: path, pairsPath: pairsPath, system: imported.system)
            imported.system.pairs = pairs
            diagnostics += problems
        }
        return (imported, diagnostics)
    }
}
