import StylebookKit

/// How directives point at a token: its name, the `id` of its entry on the generated foundation
/// page of its kind, and a link there from the page being rendered.
enum TokenReference {
    /// `token-color-state-danger`: the element id of a token's entry.
    static func anchor(_ path: TokenPath) -> String {
        "token-" + path.components.joined(separator: "-").lowercased()
    }

    /// A token as a template shows it; `href` is false when the token has no entry (not declared,
    /// or a kind no foundation page shows), so the template prints the name without a link.
    struct Values: TemplateContext {
        /// A piece of the name, so a template can offer a line break after each dot (`<wbr>`).
        struct Part: TemplateContext {
            var text: String
            var isLast: Bool
        }

        var name: String
        var href: String?
        var parts: [Part]
    }

    static func values(_ path: TokenPath, context: DirectiveContext) -> Values {
        var href: String?
        if let system = context.outputs?.system, system.token(path) != nil,
           let page = GeneratedPages.foundationPage(for: path, in: system) {
            href = context.rootPrefix + page + "#" + anchor(path)
        }
        let parts = path.components.enumerated().map { index, part in
            Values.Part(text: part, isLast: index == path.components.count - 1)
        }
        return Values(name: path.dotted, href: href, parts: parts)
    }
}
