import StylebookKit

/// How directives point at a token: its name, the `id` of its entry on the generated foundation
/// page of its kind, and a link there from the page being rendered.
enum TokenReference {
    /// `token-color-state-danger`: the element id of a token's entry.
    static func anchor(_ path: TokenPath) -> String {
        "token-" + path.components.joined(separator: "-").lowercased()
    }

    /// `{name, href}` for a template; `href` is false when the token has no entry (not declared,
    /// or a kind no foundation page shows), so the template prints the name without a link.
    static func values(_ path: TokenPath, context: DirectiveContext) -> [String: Any] {
        var href: Any = false
        if let system = context.outputs?.system, system.token(path) != nil,
           let page = GeneratedPages.foundationPage(for: path, in: system) {
            href = context.rootPrefix + page + "#" + anchor(path)
        }
        // The name's parts, so a template can offer a line break after each dot (`<wbr>`).
        let parts = path.components.enumerated().map { index, part in
            ["text": part, "isLast": index == path.components.count - 1] as [String: Any]
        }
        return ["name": path.dotted, "href": href, "parts": parts]
    }

    static let schemaType: [String: TemplateSchema.Field] = ["name": .value, "href": .value, "parts": .list("namePart")]
    static let partSchemaType: [String: TemplateSchema.Field] = ["text": .value, "isLast": .value]
}
