import GeneratorSupport
import StylebookKit

extension DesignSystem {
    /// Axes that cannot form modes: fewer than two contexts, a repeated axis or context name
    /// (a value's "dark" must name one context), or a default that is not a context.
    func axisDiagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        if axes.isEmpty {
            return [Diagnostic(.tokensInvalidAxis, "the design system '\(name)' declares no mode axes", at: SourceLocation(path: name),
                           hint: "leave `axes` out for light | dark, or declare at least one axis")]
        }
        var axisNames: [String: ModeAxis] = [:]
        var contextAxes: [String: ModeAxis] = [:]
        for axis in axes {
            if let first = axisNames[axis.name] {
                found.append(Diagnostic(.tokensInvalidAxis, "axis '\(axis.name)' is declared twice", at: axis.location,
                                    hint: "give each axis its own name; the first is at \(first.location)"))
                continue
            }
            axisNames[axis.name] = axis
            if axis.contexts.count < 2 {
                found.append(Diagnostic(.tokensInvalidAxis, "axis '\(axis.name)' has \(axis.contexts.count) context\(axis.contexts.count == 1 ? "" : "s"); an axis needs at least two",
                                    at: axis.location, hint: "add the other context (e.g. contexts: [\"standard\", \"increased\"]) or remove the axis"))
            }
            if !axis.contexts.contains(axis.defaultContext) {
                found.append(Diagnostic(.tokensInvalidAxis, "axis '\(axis.name)' has default '\(axis.defaultContext)', which is not one of its contexts",
                                    at: axis.location, hint: "use one of: \(axis.contexts.joined(separator: ", "))"))
            }
            for context in axis.contexts {
                if context.isEmpty || context.contains("+") || context.contains(where: \.isWhitespace) {
                    found.append(Diagnostic(.tokensInvalidAxis, "axis '\(axis.name)' has a context named '\(context)'; names must be non-empty, without spaces or '+'",
                                        at: axis.location, hint: "use names such as 'increased' or 'high-contrast'"))
                } else if let other = contextAxes[context] {
                    let same = other.name == axis.name
                    found.append(Diagnostic(.tokensDuplicateContext, same ? "axis '\(axis.name)' lists context '\(context)' twice"
                                            : "context '\(context)' belongs to both axis '\(other.name)' and axis '\(axis.name)', so a value for '\(context)' is ambiguous",
                                        at: axis.location, hint: "rename one of them, e.g. '\(axis.name)-\(context)'"))
                } else {
                    contextAxes[context] = axis
                }
            }
        }
        return found
    }

    /// A value declared for a context no axis has, or for two contexts of one axis.
    func selectorDiagnostics(_ token: Token, _ values: ColorValues) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen = Set<Set<String>>()
        for selector in values.entries.map(\.selector) {
            var picked: [String: String] = [:]
            for context in selector.contexts {
                guard let axis = axes.first(where: { $0.contexts.contains(context) }) else {
                    let known = axes.flatMap(\.contexts)
                    let guess = Suggestion.closest(to: context, in: known).map { "did you mean '\($0)'? " } ?? ""
                    found.append(Diagnostic(.tokensUnknownContext, "colour '\(token.path)' has a value for '\(selector)', but no axis has a context '\(context)'",
                                        at: token.location, hint: "\(guess)the contexts are: \(known.joined(separator: ", "))"))
                    continue
                }
                if let other = picked[axis.name] {
                    found.append(Diagnostic(.tokensUnknownContext, "colour '\(token.path)' has a value for '\(selector)', which names two contexts of axis '\(axis.name)' ('\(other)' and '\(context)')",
                                        at: token.location, hint: "name at most one context per axis, e.g. 'dark+increased'"))
                }
                picked[axis.name] = context
            }
            if !seen.insert(Set(selector.contexts)).inserted {
                found.append(Diagnostic(.tokensDuplicateModeValue, "colour '\(token.path)' has two values for '\(selector.contexts.isEmpty ? "every mode" : selector.description)'",
                                    at: token.location, hint: "keep one of them"))
            }
        }
        return found
    }
}
