import Audit
import StylebookKit

/// A fenced code block whose info string is a reserved name (```` ```contrast ````) renders as
/// part of the design system instead of as code. On GitHub the same block still reads as code.
protocol Directive: Sendable {
    /// The reserved info-string word.
    static var name: String { get }
    /// Checks the argument (the rest of the info string) and the block's body; problems are
    /// reported at the block's location.
    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem]
    /// HTML for a block that validated.
    func render(argument: String, body: String, context: DirectiveContext) -> String
}

/// A problem with a directive, before it has a file and line attached.
struct DirectiveProblem: Sendable, Equatable {
    var message: String
    var hint: String

    /// For a directive that draws on the design system, in a build that has none.
    static func needsDesignSystem(_ directive: String) -> DirectiveProblem {
        DirectiveProblem(message: "the \(directive) directive needs a design system, and this build has none",
                         hint: "build with the stylebook binary of a package that declares a design system")
    }
}

/// What directives can draw on.
struct DirectiveContext: Sendable {
    var outputs: DesignSystemOutputs?
    /// Relative path back to the site root from the page being rendered.
    var rootPrefix: String
}
