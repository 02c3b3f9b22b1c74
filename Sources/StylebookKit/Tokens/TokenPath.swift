/// A token's dotted name, `color.state.danger`. Compared component by component (numbers by
/// value), so `spacing.md` sorts next to `spacing.lg` and `slate.50` before `slate.400`.
public struct TokenPath: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let components: [String]

    public init(_ dotted: String) {
        components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    public init(components: [String]) {
        self.components = components
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var dotted: String { components.joined(separator: ".") }
    public var description: String { dotted }

    /// The last component, e.g. `danger` for `color.state.danger`.
    public var name: String { components.last ?? "" }

    public func hasPrefix(_ prefix: TokenPath) -> Bool {
        components.starts(with: prefix.components)
    }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components, by: componentPrecedes)
    }

    /// Numbers compare as numbers, so `slate.50` sorts before `slate.400`; the rest by text.
    private static func componentPrecedes(_ a: String, _ b: String) -> Bool {
        if mayBeNumber(a), mayBeNumber(b), let x = Int(a), let y = Int(b), x != y { return x < y }
        return a < b
    }

    /// Whether `Int(text)` could succeed, from the first byte: most components are words, and
    /// parsing each of them at every comparison was most of sorting a system's tokens.
    private static func mayBeNumber(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
    }
}
