import GeneratorSupport
import StylebookKit

extension DesignSystem {
    /// Component problems: duplicate or malformed ids, bindings naming a missing token, a token
    /// of the wrong kind, or a variant the component does not declare. Each is located at the
    /// binding (or, for the component itself, its declaration).
    func componentDiagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: ComponentSpec] = [:]
        for component in components {
            if let first = seen[component.id] {
                diagnostics.append(Diagnostic(.componentsDuplicateID, "component id '\(component.id)' is used more than once",
                                          at: component.location, hint: "give each component its own id; the first is at \(first.location)"))
                continue
            }
            seen[component.id] = component
            if component.id.isEmpty || !component.id.allSatisfy({ ($0.isLowercase && $0.isASCII) || $0.isNumber || $0 == "-" }) {
                diagnostics.append(Diagnostic(.componentsInvalidID, "component id '\(component.id)' is not a slug",
                                          at: component.location, hint: "use lowercase letters, digits and hyphens, such as 'inline-banner'"))
            }
            for surface in component.surfaces where token(surface)?.kind != .color {
                diagnostics.append(Diagnostic(.componentsUnknownToken, "component '\(component.id)' sits on '\(surface)', which is not a colour token",
                                          at: component.location, hint: Self.closestHint(surface, in: sortedTokens(of: .color))))
            }
            diagnostics += bindingDiagnostics(component)
        }
        return diagnostics
    }

    private func bindingDiagnostics(_ component: ComponentSpec) -> [Diagnostic] {
        let variants = Set(component.variants.map(\.id))
        return component.allBindings.compactMap { part, binding -> Diagnostic? in
            let what = "'\(component.id)' part '\(part)' binds \(binding.property.rawValue) to '\(binding.token)'"
            guard let token = token(binding.token) else {
                return Diagnostic(.componentsUnknownToken, "\(what), which is not declared",
                              at: binding.location, hint: Self.closestHint(binding.token, in: sortedTokens(of: binding.property.expectedKind)))
            }
            if token.kind != binding.property.expectedKind {
                return Diagnostic(.componentsTokenKindMismatch, "\(what), a \(token.kind.rawValue) token; \(binding.property.rawValue) takes a \(binding.property.expectedKind.rawValue) token",
                              at: binding.location, hint: "bind a \(binding.property.expectedKind.rawValue) token")
            }
            if let variant = binding.variant, !variants.contains(variant) {
                return Diagnostic(.componentsUnknownVariant, "\(what) for variant '\(variant)', which '\(component.id)' does not declare",
                              at: binding.location, hint: "declare the variant, or use one of: \(variants.sorted().joined(separator: ", "))")
            }
            return nil
        }
    }

    static func closestHint(_ path: TokenPath, in candidates: [Token]) -> String {
        if let close = Suggestion.closest(to: path.dotted, in: candidates.map(\.path.dotted)) {
            return "did you mean '\(close)'?"
        }
        return "declare the token or correct the name"
    }
}
