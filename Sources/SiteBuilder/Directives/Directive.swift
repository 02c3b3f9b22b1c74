import Audit
import Exporters
import GeneratorSupport
import StylebookKit

/// A fenced code block whose info string is a reserved name (```` ```contrast ````) renders as
/// part of the design system instead of as code. On GitHub the same block still reads as code.
///
/// A directive works out values; its markup is the theme's `directives/NAME.html` template,
/// which a project overrides like any theme file. `Values` is what the template receives; the
/// template lint checks names against the schema derived from it (`templateSchema`), and the
/// manual documents it.
protocol Directive: Sendable {
    /// What `directives/NAME.html` receives.
    associatedtype Values: TemplateContext
    /// The reserved info-string word.
    static var name: String { get }
    /// What the reference says about it: what it renders, its argument and its body.
    static var usage: DirectiveUsage { get }
    /// Checks the argument (the rest of the info string) and the block's body; problems are
    /// reported at the block's location.
    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem]
    /// The template values for a block that validated; nil renders nothing.
    func values(argument: String, body: String, context: DirectiveContext) -> Values?
    /// Targets inside the rendered block that links and search may point at (a token's entry),
    /// in the order they appear. They are not headings of the page's outline.
    func anchors(argument: String, body: String, context: DirectiveContext) -> [DirectiveAnchor]
}

extension Directive {
    func anchors(argument: String, body: String, context: DirectiveContext) -> [DirectiveAnchor] { [] }

    /// `directives/tokens`: the template's name in the theme.
    static var templateName: String { "directives/" + name }

    /// The shape of the values `directives/NAME.html` receives.
    static var templateSchema: TemplateSchema { TemplateSchema(deriving: Values.self) }
}

/// A directive as the reference documents it. Markdown.
struct DirectiveUsage: Sendable {
    /// What the block renders.
    var renders: String
    /// What follows the name in the info string, e.g. "a component id (required)".
    var argument: String
    /// What the block's lines hold.
    var body: String
    /// Whether it draws on the design system (`content/directive-needs-design-system` without one).
    var needsDesignSystem = true
    /// A block as a page writes it.
    var example: String
}

/// An element id inside a directive's output with the text search should know it by.
struct DirectiveAnchor: Sendable, Equatable {
    var id: String
    var text: String
}

/// A problem with a directive, before it has a file and line attached.
struct DirectiveProblem: Sendable, Equatable {
    var message: String
    var hint: String
    /// `.contentInvalidDirective`, or `.contentDirectiveNeedsDesignSystem`.
    var kind = DiagnosticKind.contentInvalidDirective

    /// For a directive that draws on the design system, in a build that has none.
    static func needsDesignSystem(_ directive: String) -> DirectiveProblem {
        DirectiveProblem(message: "the \(directive) directive needs a design system, and this build has none",
                         hint: "build with the stylebook binary of a package that declares a design system",
                         kind: .contentDirectiveNeedsDesignSystem)
    }
}

/// What directives can draw on.
struct DirectiveContext: Sendable {
    var outputs: DesignSystemOutputs?
    /// Relative path back to the site root from the page being rendered.
    var rootPrefix: String
    /// The theme's compiled templates; nil while only validating.
    var templates: TemplateSet? = nil

    /// How token exports are named (the CSS prefix previews must use).
    var exportSettings: ExportSettings { outputs?.exportSettings ?? ExportSettings() }
}

