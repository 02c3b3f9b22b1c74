import Foundation

/// The contexts a colour value is declared for: "dark", "dark+increased", or "" for every mode.
/// A value applies to each mode that has all of its contexts; see `ColorValues` for which of
/// several applicable values wins.
public struct ModeSelector: Codable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Context names, as written (validation checks each names a context of some axis).
    public let contexts: [String]

    public init(_ contexts: [String]) {
        self.contexts = contexts
    }

    /// "dark+increased"; an empty string is every mode.
    public init(parsing text: String) {
        contexts = text.split(separator: "+", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty || text.contains("+") }
    }

    public init(stringLiteral value: String) { self.init(parsing: value) }

    public static let every = ModeSelector([])

    public var description: String { contexts.joined(separator: "+") }

    func matches(_ mode: Mode) -> Bool {
        contexts.allSatisfy(mode.contexts.contains)
    }

    /// Positions, in the mode's axis order, of the axes this selector names (sorted).
    func axisPositions(in mode: Mode) -> [Int] {
        contexts.compactMap { mode.contexts.firstIndex(of: $0) }.sorted()
    }
}
