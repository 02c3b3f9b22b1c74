import GeneratorSupport
import StylebookKit
import StylebookMarkdown

/// A front-matter key that nothing reads is almost always a typo (`tittle:`), which would
/// otherwise pass silently. Known are Stylebook's own keys, other generators' keys that only
/// steer their layout, and every `page.KEY` the templates use.
struct FrontMatterKeyRule {
    var templateKeys: Set<String>

    func check(_ pages: [Page]) -> [Diagnostic] {
        let known = FrontMatter.knownKeys.union(templateKeys)
        let candidates = known.sorted(by: String.inByteOrder)
        var problems: [Diagnostic] = []
        for page in pages {
            for key in page.frontMatter.values.keys.sorted(by: String.inByteOrder)
            where !known.contains(key) && !FrontMatter.otherGeneratorKeys.contains(key) {
                let suggestion = Suggestion.closest(to: key, in: candidates)
                problems.append(Diagnostic(
                    .contentUnknownFrontMatterKey, "front-matter key '\(key)' is not used by Stylebook or by any template, so it has no effect",
                    at: page.frontMatter.keyLocations[key] ?? SourceLocation(path: page.item.displayPath),
                    hint: suggestion.map { "did you mean '\($0)'?" }
                        ?? "remove it, or show it from a template as {{page.\(key)}}"))
            }
        }
        return problems
    }
}
