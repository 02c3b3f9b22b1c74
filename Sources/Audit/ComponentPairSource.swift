import StylebookKit

/// (a) the pairs a component's bindings imply, in every variant and state it declares, on
/// every surface it sits on:
/// - text, icons and spinners on the nearest fill at or above their part, that fill composited
///   over the layer beneath it when it is translucent;
/// - borders against what surrounds the part (the fill beneath it, or the surface).
///
/// Text set in a large typography token counts as large text. Bindings naming a token that is
/// not a colour are left out: validation reports them (`components/…`). Bindings in the
/// disabled state are exempt, as WCAG exempts inactive components, and listed as skipped.
public struct ComponentPairSource: PairSource {
    public init() {}

    static let disabledReason = ContrastExemption.disabled("inactive components need no contrast (WCAG 2.2 SC 1.4.3 and 1.4.11)")

    public func pairs(in system: DesignSystem) -> [AuditPair] {
        // A binding shared by variants, states or surfaces is one pair, listing each use.
        var positions: [AuditPair: Int] = [:]
        var pairs: [AuditPair] = []
        for component in system.components {
            for variant in component.variantIDs {
                for state in component.states {
                    for surface in component.surfaces {
                        let walker = Walker(system: system, component: component, variant: variant, state: state)
                        for pair in walker.pairs(component.anatomy, on: Layer(background: surface, over: nil)) {
                            var key = pair
                            key.uses = []
                            if let position = positions[key] {
                                pairs[position].uses.append(contentsOf: pair.uses.filter { !pairs[position].uses.contains($0) })
                            } else {
                                positions[key] = pairs.count
                                pairs.append(pair)
                            }
                        }
                    }
                }
            }
        }
        for position in pairs.indices { pairs[position].uses.sort() }
        return pairs
    }

    /// What a part's content sits on: a fill, and the opaque layer beneath it when it is translucent.
    struct Layer {
        var background: TokenPath
        var over: TokenPath?
    }

    struct Walker {
        var system: DesignSystem
        var component: ComponentSpec
        var variant: String?
        var state: ComponentState

        func pairs(_ part: ComponentPart, on outside: Layer) -> [AuditPair] {
            guard part.isVisible(in: state) else { return [] }
            let bindings = part.resolvedBindings(variant: variant, state: state)
            var inside = outside
            if let fill = bindings[.background], isColor(fill.token) {
                let beneath = outside.over ?? outside.background
                inside = Layer(background: fill.token, over: system.isTranslucent(fill.token) ? beneath : nil)
            }
            var found: [AuditPair] = []
            if let foreground = bindings[.foreground], isColor(foreground.token) {
                found.append(pair(foreground, of: part, on: inside, kind: kind(of: part, bindings)))
            }
            if let border = bindings[.border], isColor(border.token) {
                found.append(pair(border, of: part, on: outside, kind: .nonText))
            }
            return found + part.children.flatMap { pairs($0, on: inside) }
        }

        private func pair(_ binding: TokenBinding, of part: ComponentPart, on layer: Layer, kind: ContrastKind) -> AuditPair {
            let exemption = binding.exemption ?? (state == .disabled ? ComponentPairSource.disabledReason : nil)
            let location = binding.location
            let declaration = ContrastPairDeclaration(
                foreground: binding.token, background: layer.background, over: layer.over, kind: kind, exemption: exemption,
                file: location.path, line: location.line, column: location.column)
            var pair = AuditPair(declaration, origin: .component, component: component.id)
            pair.uses = [ComponentUse(component: component.id, part: part.name, variant: variant, state: state)]
            return pair
        }

        private func kind(of part: ComponentPart, _ bindings: [BindingProperty: TokenBinding]) -> ContrastKind {
            switch part.kind {
            case .icon, .spinner:
                return .nonText
            case .text, .button, .field, .container:
                guard let path = bindings[.typography]?.token,
                      case .typography(let style)? = system.token(path)?.value else { return .text }
                // WCAG large scale: 18 pt (24 px), or 14 pt (18.66 px) bold.
                return style.size >= 24 || (style.size >= 18.66 && style.weight >= 700) ? .largeText : .text
            }
        }

        private func isColor(_ path: TokenPath) -> Bool {
            system.token(path)?.kind == .color
        }
    }
}
