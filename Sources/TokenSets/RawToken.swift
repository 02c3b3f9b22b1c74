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

    var dotted: String { path.joined(separator: ".") }
    var problem: ImportProblem { ImportProblem(file: file) }
}
