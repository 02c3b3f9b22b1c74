import GeneratorSupport
import StylebookKit

extension ContrastPolicy {
    /// `levels` entries naming a context no axis of the system has, at their stylebook.yml line.
    public func problems(for system: DesignSystem) -> [Diagnostic] {
        let known = system.axes.flatMap(\.contexts)
        return levels.flatMap { entry in
            entry.selector.contexts.filter { !known.contains($0) }.map { context in
                let guess = Suggestion.closest(to: context, in: known).map { "did you mean '\($0)'? " } ?? ""
                return Diagnostic(.configUnknownContext,
                                        "`contrast.levels` sets a level for '\(entry.selector)', but the design system has no context '\(context)'",
                                        at: entry.location, hint: "\(guess)the contexts are: \(known.joined(separator: ", "))")
            }
        }
    }
}
