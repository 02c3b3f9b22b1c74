import Foundation
import GeneratorSupport
import StylebookKit

extension DesignSystem {
    /// Checks everything an exporter relies on. Every problem is a diagnostic located at the
    /// Swift declaration of the token at fault, in declaration order.
    public func validate() -> [Diagnostic] {
        var diagnostics = axisDiagnostics()
        var firstDeclaration: [TokenPath: Token] = [:]
        for token in tokens {
            if let first = firstDeclaration[token.path] {
                diagnostics.append(Diagnostic(
                    .tokensDuplicateName, "token '\(token.path)' is declared more than once",
                    at: token.location, hint: "rename it or remove one declaration; the first is at \(first.location)"))
                continue
            }
            firstDeclaration[token.path] = token
            diagnostics += nameDiagnostics(token)
            diagnostics += valueDiagnostics(token)
        }
        for token in firstDeclaration.values.sorted(by: { $0.path < $1.path }) { diagnostics += replacementDiagnostics(token) }
        diagnostics += nestingDiagnostics(firstDeclaration)
        diagnostics += componentDiagnostics()
        return diagnostics
    }

    private func nameDiagnostics(_ token: Token) -> [Diagnostic] {
        let bad = token.path.components.first { component in
            component.isEmpty || component.hasPrefix("$") || component.contains { "{}.".contains($0) }
        }
        guard bad != nil else { return [] }
        return [Diagnostic(.tokensInvalidName, "token name '\(token.path)' has an empty part or a part starting with '$' or containing '{' or '}'",
                       at: token.location, hint: "use dot-separated names such as 'color.state.danger'")]
    }

    /// A token cannot also be a group: `color.text` and `color.text.primary` would collide in DTCG JSON.
    private func nestingDiagnostics(_ declared: [TokenPath: Token]) -> [Diagnostic] {
        tokens.compactMap { token -> Diagnostic? in
            guard declared[token.path] == token else { return nil }
            let components = token.path.components
            guard components.count > 1 else { return nil }
            for length in 1..<components.count {
                if let parent = declared[TokenPath(components: Array(components.prefix(length)))] {
                    return Diagnostic(.tokensPathConflict, "token '\(token.path)' is nested under token '\(parent.path)', which is not a group",
                                  at: token.location, hint: "rename one of them; '\(parent.path)' is declared at \(parent.location)")
                }
            }
            return nil
        }
    }

    private func valueDiagnostics(_ token: Token) -> [Diagnostic] {
        switch token.value {
        case .color(let values, _):
            return colorDiagnostics(token, values)
        case .dimension(let points):
            // DTCG dimensions may be negative, and real systems use that: offsets (a focus ring
            // drawn inside), negative margins, tracking. Only a value that is no number is wrong.
            guard !points.isFinite else { return [] }
            return [Diagnostic(.tokensNegativeSize, "dimension '\(token.path)' is \(points); it must be a finite number",
                           at: token.location, hint: "use a number of points, such as 8 or -2")]
        case .opacity(let value):
            guard !(0...1).contains(value) else { return [] }
            return [Diagnostic(.tokensOpacityOutOfRange, "opacity '\(token.path)' is \(value); it must lie between 0 and 1",
                           at: token.location, hint: "use a fraction such as 0.12 rather than a percentage")]
        case .typography(let style):
            var found = negativeDiagnostics(token, [("size", style.size), ("line height", style.lineHeight)])
            if !(100...900).contains(style.weight) {
                found.append(Diagnostic(.tokensInvalidFontWeight, "typography '\(token.path)' has weight \(style.weight); it must lie between 100 and 900",
                                    at: token.location, hint: "use a CSS weight such as 400 (regular) or 600 (semibold)"))
            }
            return found
        case .motion(let motion):
            var found = negativeDiagnostics(token, [("duration", motion.duration)])
            let easing = motion.easing
            if !(0...1).contains(easing.x1) || !(0...1).contains(easing.x2) {
                found.append(Diagnostic(.tokensInvalidEasing, "motion '\(token.path)' has an easing curve whose x values leave 0...1",
                                    at: token.location, hint: "keep x1 and x2 between 0 and 1; only y values may overshoot"))
            }
            return found
        case .number(let value):
            guard !value.isFinite else { return [] }
            return [Diagnostic(.tokensNegativeSize, "number '\(token.path)' is \(value); it must be a finite number",
                           at: token.location, hint: "use a number such as 1.5 or 100")]
        case .fontFamily(let families):
            guard families.isEmpty || families.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) else { return [] }
            return [Diagnostic(.tokensEmptyFontFamily, "font family '\(token.path)' names no font, or an empty one",
                           at: token.location, hint: "list font names, preferred first, ending with a generic family such as sans-serif")]
        case .fontWeight(let weight):
            guard !(1...1000).contains(weight) else { return [] }
            return [Diagnostic(.tokensInvalidFontWeight, "font weight '\(token.path)' is \(weight); it must lie between 1 and 1000",
                           at: token.location, hint: "use a CSS weight such as 400 (regular) or 700 (bold)")]
        case .duration(let milliseconds):
            return negativeDiagnostics(token, [("a length of", milliseconds)])
        case .easing(let curve):
            guard !(0...1).contains(curve.x1) || !(0...1).contains(curve.x2) else { return [] }
            return [Diagnostic(.tokensInvalidEasing, "easing '\(token.path)' has x values that leave 0...1",
                           at: token.location, hint: "keep x1 and x2 between 0 and 1; only y values may overshoot")]
        case .shadow(let layers):
            return layers.flatMap { negativeDiagnostics(token, [("blur", $0.blur)]) }
        case .icon(let icon):
            let missing = [("name", icon.name), ("SF Symbol", icon.sfSymbol), ("Material Symbols name", icon.materialSymbol)]
                .filter { $0.1.trimmingCharacters(in: .whitespaces).isEmpty }.map(\.0)
            let svg = icon.svg.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !missing.isEmpty || !svg.hasPrefix("<svg") || !svg.hasSuffix("</svg>") else { return [] }
            let problem = missing.isEmpty ? "an SVG that is not a single <svg> element" : "no " + missing.joined(separator: ", ")
            return [Diagnostic(.tokensInvalidIcon, "icon '\(token.path)' has \(problem)",
                           at: token.location, hint: "give every icon a name, both symbol names and an <svg> drawing on a 24 x 24 viewBox")]
        }
    }

    private func negativeDiagnostics(_ token: Token, _ measures: [(String, Double)]) -> [Diagnostic] {
        measures.compactMap { label, value in
            // `!(value >= 0)` also catches NaN.
            guard !(value >= 0) || value.isInfinite else { return nil }
            return Diagnostic(.tokensNegativeSize, "\(token.kind.rawValue) '\(token.path)' has \(label) \(value); it must be a finite number of zero or more",
                          at: token.location, hint: "use a non-negative value")
        }
    }

    private func colorDiagnostics(_ token: Token, _ values: ColorValues) -> [Diagnostic] {
        var found = selectorDiagnostics(token, values)
        guard found.isEmpty else { return found }
        if let uncovered = modes.first(where: { values.value(in: $0) == nil }) {
            return [Diagnostic(.tokensMissingModeValue, "colour '\(token.path)' has no value for \(uncovered.name)",
                           at: token.location, hint: "add a value for \(uncovered.name), or one for every mode (\"\")")]
        }
        var reportedCycle = false
        for entry in values.entries {
            let mode = entry.selector.contexts.isEmpty ? "every mode's" : entry.selector.description
            switch entry.value {
            case .srgb, .wide:
                continue
            case .invalid(let text):
                found.append(invalidColor(token, mode: mode, text))
            case .alias(let target):
                guard let referenced = self.token(target) else {
                    found.append(Diagnostic(.tokensUnknownAlias, "colour '\(token.path)' (\(mode)) refers to '\(target)', which is not declared",
                                        at: token.location, hint: "declare '\(target)' or correct the alias"))
                    continue
                }
                guard referenced.kind == .color else {
                    found.append(Diagnostic(.tokensAliasTypeMismatch, "colour '\(token.path)' (\(mode)) refers to '\(target)', which is a \(referenced.kind.rawValue) token",
                                        at: token.location, hint: "a colour may only refer to another colour"))
                    continue
                }
            }
        }
        guard found.isEmpty else { return found }
        for mode in modes where !reportedCycle {
            if let cycle = aliasCycle(from: token.path, mode: mode) {
                reportedCycle = true
                found.append(Diagnostic(.tokensAliasCycle, "colour '\(token.path)' is part of an alias cycle: \(cycle.map(\.dotted).joined(separator: " -> "))",
                                    at: token.location, hint: "make one token in the cycle a literal colour"))
            }
        }
        return found
    }

    /// A colour text that is not hex, an alias or a CSS colour; or a CSS colour no gamut holds.
    private func invalidColor(_ token: Token, mode: String, _ text: String) -> Diagnostic {
        if let (space, components, _) = CSSColorString.components(text), !space.isInRange(components) || !components.allSatisfy(\.isFinite) {
            return Diagnostic(.tokensUnmappableColor, "colour '\(token.path)' has \(mode) value '\(text)', whose components leave the range of \(space.rawValue), so it is no colour any display can show",
                          at: token.location, hint: "keep RGB channels within 0...1, OKLCH lightness within 0...1 and chroma at 0 or more")
        }
        return Diagnostic(.tokensMalformedHex, "colour '\(token.path)' has \(mode) value '\(text)', which is neither a colour nor an alias",
                      at: token.location, hint: "write #RRGGBB, #RRGGBBAA, oklch(L C H), color(display-p3 R G B), or an alias such as {color.palette.white}")
    }

    /// The cycle starting and ending at `start`, or nil when following aliases never returns to it.
    private func aliasCycle(from start: TokenPath, mode: Mode) -> [TokenPath]? {
        var chain = [start]
        var current = start
        while case .alias(let next)? = token(current)?.colorValue(mode) {
            chain.append(next)
            if next == start { return chain }
            if chain.dropLast().contains(next) { return nil }  // a cycle that does not include `start`
            current = next
        }
        return nil
    }
}
