/// A colour token's values, each declared for a `ModeSelector`, in declaration order.
///
/// Which value a mode gets (the fallback order):
/// 1. Only values whose selector's contexts are all in the mode apply ("" applies everywhere).
/// 2. Of those, the one naming the most contexts wins: "dark+increased" over "dark" over "".
/// 3. Between two naming as many, the one naming the earlier-declared axis wins: for
///    appearance × contrast, "dark" beats "increased" in dark+increased.
/// So a value for `dark` holds in dark+increased until "dark+increased" is declared.
public struct ColorValues: Codable, Hashable, Sendable {
    public let entries: [Entry]

    public struct Entry: Codable, Hashable, Sendable {
        public let selector: ModeSelector
        public let value: ColorValue
    }

    public init(_ entries: [(ModeSelector, ColorValue)]) {
        self.entries = entries.map { Entry(selector: $0.0, value: $0.1) }
    }

    /// The light/dark pair every system has always been able to declare.
    public static func lightDark(_ light: ColorValue, _ dark: ColorValue) -> ColorValues {
        ColorValues([("light", light), ("dark", dark)])
    }

    /// One value for every mode.
    public static func single(_ value: ColorValue) -> ColorValues {
        ColorValues([(.every, value)])
    }

    /// The value that holds in this mode, by the fallback order above; nil when none applies.
    public func value(in mode: Mode) -> ColorValue? {
        entryIndex(in: mode).map { entries[$0].value }
    }

    /// The position of the entry that holds in this mode (what `fix contrast` rewrites).
    public func entryIndex(in mode: Mode) -> Int? {
        var best: (index: Int, positions: [Int])?
        for (index, entry) in entries.enumerated() where entry.selector.matches(mode) {
            let positions = entry.selector.axisPositions(in: mode)
            guard let current = best else { best = (index, positions); continue }
            if Self.outranks(positions, current.positions) { best = (index, positions) }
        }
        return best?.index
    }

    /// The same entries with the one at `index` holding `value`.
    public func replacing(_ index: Int, with value: ColorValue) -> ColorValues {
        var list = entries.map { ($0.selector, $0.value) }
        list[index].1 = value
        return ColorValues(list)
    }

    /// More axes named wins; with as many, naming an earlier axis wins. Equal: the first declared stays.
    private static func outranks(_ a: [Int], _ b: [Int]) -> Bool {
        if a.count != b.count { return a.count > b.count }
        for (x, y) in zip(a, b) where x != y { return x < y }
        return false
    }

    /// Every value, literal or alias, in declaration order.
    public var values: [ColorValue] { entries.map(\.value) }
}
