import Exporters
import StylebookKit

/// ```` ```anatomy inline-banner ````: the parts and what each is for, then every binding,
/// part → property → token, with the token's value in light and dark.
struct AnatomyDirective: Directive {
    static let name = "anatomy"

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        ComponentLookup.problems(directive: Self.name, argument: argument, context: context)
    }

    func render(argument: String, body: String, context: DirectiveContext) -> String {
        guard let (component, system) = ComponentLookup.find(argument, in: context) else { return "" }
        var parts = "<ul class=\"component-parts\">\n"
        for (name, part) in component.namedParts {
            parts += "<li><strong>\(e(name))</strong>: \(e(part.summary))</li>\n"
        }
        parts += "</ul>\n"
        var out = "<table class=\"component-anatomy\">\n<caption>Parts of the \(e(component.name.lowercased())) and the tokens bound to them</caption>\n"
        out += "<thead><tr><th scope=\"col\">Part</th><th scope=\"col\">Property</th><th scope=\"col\">Applies to</th>"
            + "<th scope=\"col\">Token</th><th scope=\"col\">Light</th><th scope=\"col\">Dark</th></tr></thead>\n<tbody>\n"
        for (part, binding) in component.allBindings {
            out += "<tr><th scope=\"row\">\(e(part))</th><td>\(e(binding.property.rawValue))</td><td>\(e(scope(binding, in: component)))</td>"
            out += "<td><code>\(e(binding.token.dotted))</code></td>"
            guard let token = system.token(binding.token) else {
                out += "<td colspan=\"2\">not declared</td></tr>\n"
                continue
            }
            if token.kind == .color {
                for mode in ColorMode.allCases.sorted() {
                    out += "<td>\(TokenDisplay.swatch(token.path, mode: mode, context.outputs?.exportSettings ?? ExportSettings())) \(e(TokenDisplay.value(token, mode: mode, in: system)))</td>"
                }
            } else {
                out += "<td colspan=\"2\">\(e(TokenDisplay.value(token, mode: .light, in: system)))</td>"
            }
            out += "</tr>\n"
        }
        return parts + MarkupText.scrollRegion(label: "Anatomy of the \(component.name.lowercased())", out + "</tbody>\n</table>\n")
    }

    private func scope(_ binding: TokenBinding, in component: ComponentSpec) -> String {
        let variant = binding.variant.map { id in component.variants.first { $0.id == id }?.name ?? id }
        let parts = [variant, binding.state?.label].compactMap { $0 }
        var text = parts.isEmpty ? "All" : parts.joined(separator: ", ")
        if let exemption = binding.exemption { text += " (exempt from contrast, \(exemption.summary))" }
        return text
    }

    private func e(_ text: String) -> String { MarkupText.escape(text) }
}
