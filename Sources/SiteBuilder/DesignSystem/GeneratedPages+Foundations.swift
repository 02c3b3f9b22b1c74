import GeneratorSupport
import StylebookKit

extension GeneratedPages {
    /// One page per kind of token: its file under `foundations/`, and the first path components it shows.
    static let foundationKinds: [(file: String, title: String, summary: String, prefixes: [String])] = [
        ("colour", "Colour", "Every colour token with its light and dark value and the contrast of text on it.", ["color"]),
        ("spacing", "Spacing", "The spacing scale and fixed sizes, in points (CSS pixels on the web).", ["spacing", "size"]),
        ("radius", "Radius", "Corner radii.", ["radius"]),
        ("opacity", "Opacity", "Opacities, each drawn over a checkerboard so the see-through part shows.", ["opacity"]),
        ("typography", "Typography", "Text styles with a specimen of each.", ["typography"]),
        ("motion", "Motion", "Durations and easing curves. The curves are drawn as still graphs; nothing on this site moves on its own.", ["motion"]),
        ("icons", "Icons", "The project's own icons with their SF Symbols and Material Symbols names.", ["icon"]),
    ]

    /// `foundations/colour/`: the site path of the page that shows a token's entry, if any.
    static func foundationPage(for path: TokenPath, in system: DesignSystem) -> String? {
        guard let first = path.components.first,
              let kind = foundationKinds.first(where: { $0.prefixes.contains(first) }) else { return nil }
        return "foundations/\(kind.file)/"
    }

    /// `foundations/`: one page per kind of token, each a `tokens` directive over its groups.
    static func foundationPages(_ system: DesignSystem) -> [Source] {
        let pages = foundationKinds
        let groups = Set(system.sortedTokens.compactMap(\.path.components.first))
        let present = pages.filter { page in page.prefixes.contains { groups.contains($0) } }
        guard !present.isEmpty else { return [] }
        var index = """
        ---
        title: Foundations
        description: The design system's tokens by kind, each shown with a sample drawn from the exported CSS.
        order: 70
        ---
        The foundations are the tokens everything else is built from. Every sample on these pages is styled with the token's CSS custom property from `tokens/css/tokens.css`, so it shows exactly what the exports carry.


        """
        index += present.map { "- [\($0.title)](\($0.file).md): \($0.summary)" }.joined(separator: "\n") + "\n"
        var sources = [Source(relativePath: "foundations/index.md", markdown: index)]
        for (position, var page) in present.enumerated() {
            if page.file == "colour", ModeSwitch.isNeeded(for: system) {
                page.summary = "Every colour token with its value in each mode and the contrast of text on it."
            }
            var text = """
            ---
            title: \(page.title)
            description: \(MarkdownText.yaml(page.summary))
            order: \(position + 1)
            wide: true
            ---
            \(page.summary)

            """
            for prefix in page.prefixes where groups.contains(prefix) {
                // Tokens directly under the prefix (`color.accent`) get a section of their own.
                let subgroups = Set(system.sortedTokens.filter { $0.path.components.first == prefix && $0.path.components.count > 1 }
                    .map { $0.path.components.prefix(2).joined(separator: ".") })
                // Colours are long: one section per group (color.state, color.text …) keeps the outline useful.
                let sections = prefix == "color" && !subgroups.isEmpty ? subgroups.sorted() : [prefix]
                for section in sections {
                    text += "\n## `\(section)`\n\n```tokens \(section)\n```\n"
                }
            }
            sources.append(Source(relativePath: "foundations/\(page.file).md", markdown: text))
        }
        return sources
    }
}
