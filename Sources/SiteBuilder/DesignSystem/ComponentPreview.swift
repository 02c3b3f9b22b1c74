import Exporters
import StylebookKit

/// The live preview of a component: its anatomy drawn as HTML whose every style value is a
/// token's CSS custom property, once in a light frame and once in a dark frame side by side.
/// Each instance is captioned with its variant and state in words, so nothing relies on colour.
struct ComponentPreview {
    var component: ComponentSpec
    var system: DesignSystem
    /// Names the CSS custom properties the previews use.
    var settings: ExportSettings

    func html() -> String {
        var out = "<div class=\"component-preview\" style=\"display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem; margin: 1rem 0\">\n"
        for mode in ColorMode.allCases.sorted() {
            out += frame(mode)
        }
        return out + "</div>\n"
    }

    private func frame(_ mode: ColorMode) -> String {
        let surface = component.surfaces.first ?? "color.surface.default"
        var style = "padding: 1rem; border: 1px solid; border-radius: 0.5rem; background-color: \(TokenDisplay.variable(surface, "", settings))"
        if let caption = captionColor(on: surface) { style += "; color: \(TokenDisplay.variable(caption, "", settings))" }
        var out = "<div class=\"component-preview-frame\" data-theme=\"\(mode.rawValue)\" style=\"\(style)\">\n"
        out += "<p style=\"margin: 0 0 0.75rem; font-weight: 600\">\(mode == .light ? "Light" : "Dark")</p>\n"
        // A component with one appearance needs no caption; otherwise each instance names its variant and state.
        let single = component.variantIDs == [nil] && component.states == [.default]
        for variant in component.variantIDs {
            for state in component.states {
                let label = single ? "" : "<figcaption style=\"margin: 0 0 0.25rem; font-size: 0.875rem\">\(e(caption(variant, state)))</figcaption>"
                out += "<figure style=\"margin: 0 0 1rem\">\(label)\n"
                out += render(component.anatomy, variant: variant, state: state, inButton: false, axis: nil) + "</figure>\n"
            }
        }
        return out + "</div>\n"
    }

    private func caption(_ variant: String?, _ state: ComponentState) -> String {
        let name = variant.flatMap { id in component.variants.first { $0.id == id }?.name }
        return [name, state.label].compactMap { $0 }.joined(separator: " · ")
    }

    /// The text colour for captions: the body-text colour with the best worst-mode contrast on the surface.
    private func captionColor(on surface: TokenPath) -> TokenPath? {
        let texts = system.sortedTokens(of: .color).filter { $0.colorRole == .text && !$0.path.name.hasPrefix("on-") }
        func worst(_ text: Token) -> Double {
            ColorMode.allCases.map { mode in
                guard let fg = system.resolvedColor(text.path, mode: mode), let bg = system.resolvedColor(surface, mode: mode) else { return 0 }
                return ContrastRatio(fg, bg).value
            }.min() ?? 0
        }
        return texts.max { worst($0) < worst($1) }?.path
    }

    func render(_ part: ComponentPart, variant: String?, state: ComponentState, inButton: Bool, axis: ComponentPart.Axis?) -> String {
        guard part.isVisible(in: state) else { return "" }
        let bindings = part.resolvedBindings(variant: variant, state: state)
        var styles = Self.styles(bindings, settings)
        if part.struckThroughIn.contains(state) { styles.append("text-decoration: line-through") }
        if axis == .horizontal, Self.grows(part) { styles.append("flex: 1 1 auto; min-width: 0") }
        let data = "data-part=\"\(e(part.name))\""
        switch part.kind {
        case .container(let axis):
            let layout = Self.layout(axis) + (bindings[.size] != nil ? ["flex: none"] : [])
            let children = part.children.map { render($0, variant: variant, state: state, inButton: inButton, axis: axis) }.joined()
            return "<span \(data) style=\"\(css(layout + styles))\">\(children)</span>"
        case .button(let label):
            let children = part.children.map { render($0, variant: variant, state: state, inButton: true, axis: .horizontal) }.joined()
            let hasText = part.children.contains { if case .text = $0.kind { $0.isVisible(in: state) } else { false } }
            var attributes = "type=\"button\" \(data)"
            if !hasText { attributes += " aria-label=\"\(e(part.text(variant: variant, state: state) ?? label))\"" }
            if state == .loading { attributes += " aria-busy=\"true\"" }
            if state == .disabled || bindings.values.contains(where: { if case .disabled? = $0.exemption { true } else { false } }) {
                attributes += " aria-disabled=\"true\""
            }
            let base = ["display: inline-flex", "align-items: center", "justify-content: center", "align-self: center",
                        "border: 0", "background-color: transparent", "color: inherit", "font: inherit", "cursor: pointer"]
            let content = part.children.isEmpty ? e(part.text(variant: variant, state: state) ?? label) : children
            return "<button \(attributes) style=\"\(css(base + styles))\">\(content)</button>"
        case .text:
            let block = inButton ? [] : ["display: block"]
            return "<span \(data) style=\"\(css(block + styles))\">\(e(part.text(variant: variant, state: state) ?? ""))</span>"
        case .icon:
            guard let path = bindings[.icon]?.token, case .icon(let icon)? = system.token(path)?.value else { return "" }
            return "<span \(data) aria-hidden=\"true\" style=\"\(css(["display: inline-flex", "flex: none"] + styles))\">\(TokenDisplay.sized(icon.svg))</span>"
        case .spinner:
            let drawing = "<svg width=\"100%\" height=\"100%\" viewBox=\"0 0 24 24\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"3\" aria-hidden=\"true\">"
                + "<circle cx=\"12\" cy=\"12\" r=\"9\" opacity=\"0.25\"/><path d=\"M21 12a9 9 0 0 0-9-9\" stroke-linecap=\"round\"/></svg>"
            return "<span \(data) role=\"img\" aria-label=\"Loading\" style=\"\(css(["display: inline-flex", "flex: none"] + styles))\">\(drawing)</span>"
        case .field(let value):
            var attributes = "type=\"text\" readonly \(data) value=\"\(e(part.text(variant: variant, state: state) ?? value))\" aria-label=\"\(e(component.accessibility.label))\""
            if state == .error { attributes += " aria-invalid=\"true\"" }
            return "<input \(attributes) style=\"\(css(["width: 100%", "max-width: 20rem", "box-sizing: border-box", "border: 0"] + styles))\">"
        }
    }

    /// Text, and stacks of text, take the free width of a row, pushing trailing buttons and icons to the end.
    static func grows(_ part: ComponentPart) -> Bool {
        switch part.kind {
        case .text, .container(.vertical): true
        default: false
        }
    }

    static func layout(_ axis: ComponentPart.Axis) -> [String] {
        switch axis {
        case .horizontal: ["display: flex", "flex-direction: row", "align-items: center"]
        case .vertical: ["display: flex", "flex-direction: column", "align-items: flex-start"]
        case .centered: ["display: flex", "flex-direction: column", "align-items: center", "text-align: center"]
        }
    }

    /// One CSS declaration per bound property, each a `var(--…)` of the bound token.
    static func styles(_ bindings: [BindingProperty: TokenBinding], _ settings: ExportSettings) -> [String] {
        bindings.keys.sorted().flatMap { property -> [String] in
            let path = bindings[property]!.token
            let v = TokenDisplay.variable(path, "", settings)
            switch property {
            case .background: return ["background-color: \(v)"]
            case .foreground: return ["color: \(v)"]
            case .border: return ["border: 1px solid \(v)"]
            case .radius: return ["border-radius: \(v)"]
            case .padding: return ["padding: \(v)"]
            case .gap: return ["gap: \(v)"]
            case .size: return ["width: \(v)", "height: \(v)"]
            case .typography: return ["font: \(v)", "letter-spacing: \(TokenDisplay.variable(path, "-letter-spacing", settings))"]
            case .opacity: return ["opacity: \(v)"]
            case .motion:
                return ["transition-property: opacity, transform", "transition-duration: \(TokenDisplay.variable(path, "-duration", settings))",
                        "transition-timing-function: \(TokenDisplay.variable(path, "-easing", settings))"]
            case .icon: return []
            }
        }
    }

    private func css(_ declarations: [String]) -> String { e(declarations.joined(separator: "; ")) }
    private func e(_ text: String) -> String { MarkupText.escape(text) }
}
