import Audit

/// ```` ```contrast ````: every checked pair with swatches, ratio and result, in light and dark,
/// and the grid of text colours on surfaces.
struct ContrastDirective: Directive {
    static let name = "contrast"

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        var problems: [DirectiveProblem] = []
        if !argument.isEmpty {
            problems.append(DirectiveProblem(message: "the contrast directive takes no argument, but got '\(argument)'",
                                             hint: "write ```contrast on its own"))
        }
        if context.outputs == nil {
            problems.append(DirectiveProblem(message: "the contrast directive needs a design system, and this build has none",
                                             hint: "build with the stylebook binary of a package that declares a design system"))
        }
        return problems
    }

    func render(argument: String, body: String, context: DirectiveContext) -> String {
        guard let outputs = context.outputs else { return "" }
        return ContrastPage.html(for: outputs.audit, system: outputs.system, policy: outputs.policy)
    }
}
