extension StylebookReference {
    /// Every directive of `DirectiveRegistry.standard`, with its argument, body and an example.
    var directivesPage: String {
        var page = Self.frontMatter(
            title: "Directives", description: "Every directive a page can use to embed the design system, with its parameters.", order: 4)
        page += """
        A fenced code block whose info string starts with a directive's name renders part of the
        design system instead of code; on GitHub it still reads as code. The rest of the info string
        is the directive's argument. A name one typo away from a directive is an error
        (`content/unknown-directive-name`), and so is a bad argument or body
        (`content/invalid-directive`), at the block's line. Each renders through the theme's
        `directives/NAME.html`, which a site can override (see
        [Templates and theme overrides](../guide/templates-and-theme.md#directive-templates)).

        | directive | argument | body | needs a design system |
        | --- | --- | --- | --- |

        """
        let usages = DirectiveRegistry.standard.usages
        for (name, usage) in usages {
            page += "| [`\(name)`](#\(name)) | \(Self.cell(usage.argument)) | \(Self.cell(usage.body)) | \(usage.needsDesignSystem ? "yes" : "no") |\n"
        }
        for (name, usage) in usages {
            page += "\n## \(name)\n\n\(usage.renders)\n\n- **Argument:** \(usage.argument)\n- **Body:** \(usage.body)\n\n"
            page += "````markdown\n\(usage.example)\n````\n"
        }
        return page
    }
}
