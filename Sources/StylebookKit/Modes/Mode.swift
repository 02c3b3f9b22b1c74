/// One combination of contexts, one per axis of the system: "dark", or "dark+increased".
/// Exports, the audit and the pages iterate a system's `modes`.
public struct Mode: Hashable, Sendable, CustomStringConvertible {
    /// One context per axis, in the system's axis order.
    public let contexts: [String]
    /// The axes' names, in the same order.
    public let axes: [String]
    /// The first axis's context, then every other axis's context that is not its default,
    /// joined with "+": "light", "dark+increased". A system with the one appearance axis keeps
    /// the names "light" and "dark".
    public let name: String
    /// Whether every context is its axis's default.
    public let isDefault: Bool

    init(contexts: [String], of axes: [ModeAxis]) {
        self.contexts = contexts
        self.axes = axes.map(\.name)
        var named: [String] = []
        for (index, (axis, context)) in zip(axes, contexts).enumerated() where index == 0 || context != axis.defaultContext {
            named.append(context)
        }
        name = named.joined(separator: "+")
        isDefault = zip(axes, contexts).allSatisfy { $0.defaultContext == $1 }
    }

    public var description: String { name }

    /// The context this mode picks on the axis with this name.
    public func context(on axis: String) -> String? {
        axes.firstIndex(of: axis).map { contexts[$0] }
    }

    /// Every combination of the axes' contexts; the first axis varies slowest, so a system's
    /// modes read "light, light+increased, dark, dark+increased".
    public static func all(of axes: [ModeAxis]) -> [Mode] {
        guard !axes.isEmpty else { return [] }
        let combinations = axes.reduce([[String]]([[]])) { partial, axis in
            partial.flatMap { prefix in axis.contexts.map { prefix + [$0] } }
        }
        return combinations.map { Mode(contexts: $0, of: axes) }
    }
}

extension Mode {
    /// Whether every axis but the one holding `context` sits at its default.
    func isDefault(except context: String, axes: [ModeAxis]) -> Bool {
        zip(axes, contexts).allSatisfy { axis, picked in picked == context || picked == axis.defaultContext }
    }
}
