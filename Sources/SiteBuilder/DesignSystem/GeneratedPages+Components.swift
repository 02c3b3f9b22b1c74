import GeneratorSupport
import StylebookKit

extension GeneratedPages {
    /// `components/index.md` listing every component, and one page per component built from
    /// directives (preview, anatomy, contrast) and the spec's own words.
    static func componentPages(_ system: DesignSystem) -> [Source] {
        guard !system.components.isEmpty else { return [] }
        var index = """
        ---
        title: Components
        description: Every component of the design system, drawn from its Swift spec with the exported tokens.
        order: 80
        ---
        Each component is declared in Swift with its parts bound to tokens. Its page draws a live preview from those bindings in \(ModeSwitch.isNeeded(for: system) ? "every mode" : "light and dark mode"), lists every token it uses, and shows the contrast audit's results for it.

        | Component | What it is for |
        | --- | --- |

        """
        for component in system.components {
            index += "| [\(MarkdownText.escape(component.name))](\(component.id)/index.md) | \(MarkdownText.escape(component.summary)) |\n"
        }
        var pages = [Source(relativePath: "components/index.md", markdown: index)]
        for (position, component) in system.components.enumerated() {
            pages.append(Source(relativePath: "components/\(component.id)/index.md", markdown: page(component, order: position + 1)))
        }
        return pages
    }

    private static func page(_ component: ComponentSpec, order: Int) -> String {
        let m = MarkdownText.escape
        var text = """
        ---
        title: \(MarkdownText.yaml(component.name))
        description: \(MarkdownText.yaml(component.summary))
        order: \(order)
        wide: true
        ---
        \(m(component.summary))

        ## Preview

        ```component \(component.id)
        ```

        ## When to use it

        \(bullets(component.whenToUse))

        ## When not to use it

        \(bullets(component.whenNotToUse))

        """
        if !component.variants.isEmpty {
            text += "\n## Variants\n\n" + component.variants.map { "- **\(m($0.name))**: \(m($0.summary))" }.joined(separator: "\n") + "\n"
        }
        if component.states != [.default] {
            text += "\n## States\n\n" + component.states.map { "- \(m($0.label))" }.joined(separator: "\n") + "\n"
        }
        let a = component.accessibility
        var accessibility = ["- **Label**: \(m(a.label))"]
        if let hint = a.hint { accessibility.append("- **Hint**: \(m(hint))") }
        accessibility.append("- **Announcements**: \(liveRegion(a.liveRegion))")
        accessibility.append("- **Focus**: \(m(a.focus))")
        accessibility += a.notes.map { "- \(m($0))" }
        text += """

        ## Anatomy

        Each part's tokens; a token named for one variant or state applies only there.

        ```anatomy \(component.id)
        ```

        ## Contrast

        ```contrast \(component.id)
        ```

        ## Accessibility

        \(accessibility.joined(separator: "\n"))

        ## Platform names

        | Platform | Name |
        | --- | --- |
        | SwiftUI | `\(component.platforms.swiftUI)` |
        | Jetpack Compose | `\(component.platforms.compose)` |
        | CSS | `\(component.platforms.css)` |

        """
        return text
    }

    private static func bullets(_ lines: [String]) -> String {
        lines.map { "- " + MarkdownText.escape($0) }.joined(separator: "\n")
    }

    private static func liveRegion(_ region: ComponentAccessibility.LiveRegion) -> String {
        switch region {
        case .off: "none; it is read in place (live region off)"
        case .polite: "polite: read when the screen reader is idle (`aria-live=\"polite\"`)"
        case .assertive: "assertive: read at once, interrupting (`role=\"alertdialog\"` or `aria-live=\"assertive\"`)"
        }
    }
}
