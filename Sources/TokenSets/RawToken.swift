import StylebookKit

/// A token as written in one file, before references are followed: its object, the `$type`
/// it declares or inherits from its groups, and where it was written.
struct RawToken: Sendable {
    var path: [String]
    var node: JSONNode
    var type: String?
    /// `$deprecated` inherited from the nearest group that sets it, unless the token sets its own.
    var inheritedDeprecation: JSONNode?
    var file: String
    var pointer: JSONPointer
    /// `.legacy` for a token written with `value`: its values are read as Style Dictionary and
    /// Tokens Studio write them (`TokenDialect`).
    var dialect: TokenDialect = .dtcg
    /// A token of a Tokens Studio `source` set: other tokens may refer to it, but it is not
    /// one of the set's own.
    var referenceOnly = false
    /// Read from Style Dictionary source files, where a bare number in the `size` category is
    /// in rem (its `size/rem` transform), not px as in Tokens Studio.
    var styleDictionary = false

    var dotted: String { path.joined(separator: ".") }
    var problem: ImportProblem { ImportProblem(file: file) }
}

/// How a token file writes its tokens.
enum TokenDialect: Sendable {
    /// DTCG 2025.10: `$value`, `$type`, the spec's value shapes.
    case dtcg
    /// Style Dictionary's and Tokens Studio's `value`/`type` tokens: colours as CSS strings,
    /// dimensions as strings or bare numbers, Tokens Studio's types, math and colour modifiers.
    case legacy
}

extension TokenDialect {
    /// `.dtcg` when the document writes `$value` anywhere, else `.legacy`.
    static func of(_ root: JSONNode) -> TokenDialect {
        func hasDollarValue(_ node: JSONNode) -> Bool {
            guard let members = node.members else { return false }
            return members.contains { $0.key == "$value" || ($0.value.members != nil && hasDollarValue($0.value)) }
        }
        return hasDollarValue(root) ? .dtcg : .legacy
    }
}
