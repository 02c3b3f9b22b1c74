import Mustache
import StylebookKit

/// Pages the build writes from the design system, as Markdown that uses directives, so they go
/// through exactly the same pipeline (navigation, outline, link checks) as pages people write.
enum GeneratedPages {
    struct Source: Sendable {
        var relativePath: String
        var markdown: String
    }

    /// `componentTemplate` nil (it does not parse: an error already) leaves out the component pages.
    static func sources(for outputs: DesignSystemOutputs, componentTemplate: MustacheTemplate?) -> [Source] {
        exportAndContrastPages(outputs.system) + (componentTemplate.map { componentPages(outputs.system, template: $0) } ?? [])
            + foundationPages(outputs.system)
    }

    private static func exportAndContrastPages(_ system: DesignSystem) -> [Source] {
        let modes = ModeSwitch.phrase(system)
        let modesSection = ModeSwitch.isNeeded(for: system)
            ? "## Modes\n\nColour tokens carry a value for each of \(modes). Each format carries them in its platform's own mechanism."
            : "## Light and dark\n\nColour tokens carry a light and a dark value. The DTCG files keep one file per mode plus a resolver with a `mode` modifier; CSS switches on `prefers-color-scheme` and on `data-theme=\"dark\"`; Android puts dark values in `values-night`; iOS asset catalogs carry a dark appearance."
        return [
            Source(relativePath: "tokens/index.md", markdown: """
            ---
            title: Token downloads
            description: The design system's tokens, exported for every platform on each build.
            order: 90
            wide: true
            ---
            Every file below is generated from the design system's tokens (its Swift declarations, or the token files `stylebook.yml` names) on each build, so it can never drift from what the apps import. Take the format your platform needs; never copy a value by hand.

            ## Formats

            ```token-downloads
            ```

            \(modesSection)
            """),
            Source(relativePath: "contrast/index.md", markdown: """
            ---
            title: Contrast
            description: Every colour pair the design system checks, with its WCAG 2.2 contrast ratio in \(modes).
            order: 91
            wide: true
            ---
            Text needs a contrast ratio of at least 4.5:1 (3:1 when large), and borders and meaningful icons need 3:1. Ratios are compared unrounded and shown rounded down, so a pair shown as 4.49:1 fails. The same audit runs in `stylebook check` and fails the build when a pair falls short.

            ```contrast
            ```
            """),
        ]
    }
}
