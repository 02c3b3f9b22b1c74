import Foundation

/// A warning the team has looked at and accepted, declared with the design system next to the
/// tokens it concerns and a stated reason:
///
///     DesignSystem(..., acknowledgements: [
///         .init("contrast/cvd-confusable", tokens: ["color.state.danger", "color.state.warning"],
///               reason: "State is never shown by colour alone: every banner carries an icon and a title."),
///     ])
///
/// A warning it covers is listed as an acknowledged note (with `--verbose`, and in `check`
/// reports) instead of printed as a warning; an acknowledgement that covers nothing is a warning
/// of its own, so a stale one does not linger after the problem is fixed.
public struct Acknowledgement: Codable, Hashable, Sendable {
    /// The warning's id, e.g. `contrast/cvd-confusable`.
    public var id: String
    /// A warning is covered when every token it concerns is listed here.
    public var tokens: [TokenPath]
    public var reason: String
    public var location: SourceLocation

    public init(_ id: String, tokens: [TokenPath], reason: String,
                file: String = #filePath, line: Int = #line, column: Int = #column) {
        self.id = id
        self.tokens = tokens
        self.reason = reason
        self.location = SourceLocation(path: file, line: line, column: column)
    }
}
