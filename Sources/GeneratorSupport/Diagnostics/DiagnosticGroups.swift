/// Reading a team's token files can say the same thing about hundreds of tokens (a colour out
/// of gamut, a value left out). People read a few lines per reason: each reader's warning or
/// note that occurs more than `limit` times is shown once, at its first place, with the count;
/// `--verbose` shows every one. Errors are always shown one by one: each needs its own fix.
public enum DiagnosticGroups {
    public static let limit = 5

    public static func forDisplay(_ diagnostics: [Diagnostic], verbose: Bool = Console.isVerbose) -> [Diagnostic] {
        guard !verbose else { return diagnostics }
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics where isGroupable(diagnostic) { counts[diagnostic.id, default: 0] += 1 }
        var shown = Set<String>()
        return diagnostics.compactMap { diagnostic in
            guard isGroupable(diagnostic), let count = counts[diagnostic.id], count > limit else { return diagnostic }
            guard shown.insert(diagnostic.id).inserted else { return nil }
            var first = diagnostic
            first.message += " (and \(count - 1) more like it; --verbose lists them all)"
            return first
        }
    }

    private static let readerKinds = Set((DiagnosticCatalogue.importKinds + DiagnosticCatalogue.figmaKinds + DiagnosticCatalogue.tokensStudioKinds).map(\.id))

    private static func isGroupable(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity != .error && readerKinds.contains(diagnostic.id)
    }
}
