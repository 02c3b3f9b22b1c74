import Exporters
import StylebookKit

/// The live preview of a component, as template values: its anatomy as a tree of parts whose
/// every token-bound style is a token's CSS custom property, once in a frame per mode (light and
/// dark; every combination on a system with more axes). Each instance is captioned with its variant and state in words, so nothing relies
/// on colour. The markup is the theme's `directives/component.html` and `directives/part.html`;
/// layout that does not depend on a token lives in the theme's CSS.
struct ComponentPreview {
    var component: ComponentSpec
    var system: DesignSystem
    /// Names the CSS custom properties the previews use.
    var settings: ExportSettings

    struct Frame: TemplateContext {
        var mode: String
        var modeName: String
        var attributes: [Mode.Attribute]
        var contexts: String?
        var style: String
        var instances: [Instance]
    }

    struct Instance: TemplateContext {
        var caption: InstanceName?
        /// nil when the whole component is hidden in that state: an empty part, as it always was.
        var part: Part?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(caption, forKey: .caption)
            try container.encode(part.map(TemplateEncoder.value) ?? .object([:]), forKey: .part)
        }
    }

    struct Part: TemplateContext {
        var name: String
        var children: [Part] = []
        var text: String
        var isContainer = false
        var isButton = false
        var isText = false
        var isIcon = false
        var isSpinner = false
        var isField = false
        var ariaLabel: String?
        var isBusy = false
        var isDisabled = false
        var isInvalid = false
        var drawing = ""
        var style = ""
        var classes = ""
    }

    func frames() -> [Frame] {
        system.modes.map(frame)
    }

    private func frame(_ mode: Mode) -> Frame {
        let surface = component.surfaces.first ?? "color.surface.default"
        var style = "background-color: \(TokenDisplay.variable(surface, "", settings))"
        if let caption = captionColor(on: surface) { style += "; color: \(TokenDisplay.variable(caption, "", settings))" }
        // A component with one appearance needs no caption; otherwise each instance names its variant and state.
        let single = component.variantIDs == [nil] && component.states == [.default]
        var instances: [Instance] = []
        for variant in component.variantIDs {
            for state in component.states {
                instances.append(Instance(caption: single ? nil : caption(variant, state),
                                          part: part(component.anatomy, variant: variant, state: state, inButton: false, axis: nil)))
            }
        }
        return Frame(mode: mode.name, modeName: mode.title, attributes: mode.cssAttributes(in: system),
                     contexts: ModeSwitch.contexts(mode, in: system), style: style, instances: instances)
    }

    private func caption(_ variant: String?, _ state: ComponentState) -> InstanceName {
        InstanceName(variant: variant.flatMap { id in component.variants.first { $0.id == id }?.name }, state: state)
    }

    /// The text colour for captions: the body-text colour with the best worst-mode contrast on the surface.
    private func captionColor(on surface: TokenPath) -> TokenPath? {
        let texts = system.sortedTokens(of: .color).filter { $0.colorRole == .text && !$0.path.name.hasPrefix("on-") }
        func worst(_ text: Token) -> Double {
            system.modes.map { mode in
                guard let fg = system.resolvedColor(text.path, mode: mode), let bg = system.resolvedColor(surface, mode: mode) else { return 0 }
                return ContrastRatio(fg, bg).value
            }.min() ?? 0
        }
        return texts.max { worst($0) < worst($1) }?.path
    }

    /// One part and its visible children; nil when the part is hidden in this state.
    func part(_ part: ComponentPart, variant: String?, state: ComponentState, inButton: Bool, axis: ComponentPart.Axis?) -> Part? {
        guard part.isVisible(in: state) else { return nil }
        let bindings = part.resolvedBindings(variant: variant, state: state)
        var styles = Self.styles(bindings, settings)
        if part.struckThroughIn.contains(state) { styles.append("text-decoration: line-through") }
        var classes: [String] = []
        if axis == .horizontal, Self.grows(part) { classes.append("preview-grows") }
        var values = Part(name: part.name, text: part.text(variant: variant, state: state) ?? "")
        func children(inButton: Bool, axis: ComponentPart.Axis) -> [Part] {
            part.children.compactMap { self.part($0, variant: variant, state: state, inButton: inButton, axis: axis) }
        }
        switch part.kind {
        case .container(let axis):
            values.isContainer = true
            classes.append("preview-\(axis.rawValue)")
            if bindings[.size] != nil { classes.append("preview-fixed") }
            values.children = children(inButton: inButton, axis: axis)
        case .button(let label):
            values.isButton = true
            values.children = children(inButton: true, axis: .horizontal)
            let hasText = part.children.contains { if case .text = $0.kind { $0.isVisible(in: state) } else { false } }
            if !hasText { values.ariaLabel = TemplateEncoder.nonEmpty(part.text(variant: variant, state: state) ?? label) }
            if part.children.isEmpty { values.text = part.text(variant: variant, state: state) ?? label }
            values.isBusy = state == .loading
            values.isDisabled = state == .disabled || bindings.values.contains { if case .disabled? = $0.exemption { true } else { false } }
        case .text:
            values.isText = true
            if inButton { classes.append("preview-inline") }
        case .icon:
            guard let path = bindings[.icon]?.token, case .icon(let icon)? = system.token(path)?.value else { return nil }
            values.isIcon = true
            values.drawing = TokenDisplay.sized(icon.svg)
        case .spinner:
            values.isSpinner = true
        case .field(let value):
            values.isField = true
            values.text = part.text(variant: variant, state: state) ?? value
            values.ariaLabel = TemplateEncoder.nonEmpty(component.accessibility.label)
            values.isInvalid = state == .error
        }
        values.style = styles.joined(separator: "; ")
        values.classes = classes.joined(separator: " ")
        return values
    }

    /// Text, and stacks of text, take the free width of a row, pushing trailing buttons and icons to the end.
    static func grows(_ part: ComponentPart) -> Bool {
        switch part.kind {
        case .text, .container(.vertical): true
        default: false
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
}
