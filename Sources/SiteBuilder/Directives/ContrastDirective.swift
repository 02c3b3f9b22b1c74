import Audit
import StylebookKit

/// ```` ```contrast ````: every checked pair with swatches, ratio and result, in light and dark,
/// and the grid of text colours on surfaces. ```` ```contrast inline-banner ```` shows only the
/// pairs that component's bindings produced.
struct ContrastDirective: Directive {
    static let name = "contrast"

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        if !argument.isEmpty {
            return ComponentLookup.problems(directive: Self.name, argument: argument, context: context)
        }
        if context.outputs == nil {
            return [.needsDesignSystem(Self.name)]
        }
        return []
    }

    func render(argument: String, body: String, context: DirectiveContext) -> String {
        guard let outputs = context.outputs else { return "" }
        guard !argument.isEmpty else {
            return ContrastPage.html(for: outputs.audit, system: outputs.system, policy: outputs.policy)
        }
        let checks = outputs.audit.checks.filter { $0.pair.component == argument }
        guard !checks.isEmpty else { return "<p>This component binds no colours that need a contrast check.</p>\n" }
        let failed = checks.filter { $0.outcome == .fail }.count
        let summary = "<p>\(checks.count) checks at WCAG \(outputs.policy.level.label): \(failed == 0 ? "all pass or are exempt" : "\(failed) fail").</p>\n"
        let name = outputs.system.components.first { $0.id == argument }?.name.lowercased() ?? argument
        let table = ContrastPage.pairTable(checks, caption: "Colour pairs of the \(name), in every variant and state, light and dark")
        return summary + MarkupText.scrollRegion(label: "Contrast of the \(name)", table)
    }
}
