import Foundation
import StylebookKit

/// ```` ```do-dont ````: a two-column panel of advice. Each line of the body starts with `do:`
/// or `dont:` (`don't:` also works); the panels are headed by words, not colour.
struct DoDontDirective: Directive {
    static let name = "do-dont"
    static let usage = DirectiveUsage(
        renders: "A two-column panel of advice: what to do, and what not to.",
        argument: "None.", body: "One `do:` or `dont:` line per piece of advice (at least one).", needsDesignSystem: false,
        example: "```do-dont\ndo: Say what failed in everyday words.\ndont: Show a stack trace.\n```")

    enum Kind { case good, bad }

    func validate(argument: String, body: String, context: DirectiveContext) -> [DirectiveProblem] {
        var problems: [DirectiveProblem] = []
        if !argument.isEmpty {
            problems.append(DirectiveProblem(message: "the do-dont directive takes no argument, but got '\(argument)'",
                                             hint: "put the advice in the block, one `do:` or `dont:` line each"))
        }
        let lines = Self.lines(body)
        for (number, line) in lines.enumerated() where line.kind == nil {
            problems.append(DirectiveProblem(message: "line \(number + 1) of the do-dont block starts with neither 'do:' nor 'dont:': '\(line.text)'",
                                             hint: "start every line with `do:` or `dont:`"))
        }
        if lines.isEmpty {
            problems.append(DirectiveProblem(message: "the do-dont block is empty", hint: "add lines such as `do: Say what went wrong`"))
        }
        return problems
    }

    struct Values: TemplateContext {
        struct Panel: TemplateContext {
            var kind: String
            var title: String
            var items: [Item]
        }

        struct Item: TemplateContext {
            var text: String
        }

        var panels: [Panel]
    }

    func values(argument: String, body: String, context: DirectiveContext) -> Values? {
        let lines = Self.lines(body)
        let panels = [(Kind.good, "do", "Do"), (.bad, "dont", "Don’t")].compactMap { kind, id, title -> Values.Panel? in
            let items = lines.filter { $0.kind == kind }
            guard !items.isEmpty else { return nil }
            return Values.Panel(kind: id, title: title, items: items.map { Values.Item(text: $0.text) })
        }
        return Values(panels: panels)
    }

    /// Non-empty lines with their kind (nil when the line has no valid prefix) and text.
    static func lines(_ body: String) -> [(kind: Kind?, text: String)] {
        body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map { line in
            let lower = line.lowercased()
            for (prefix, kind) in [("do:", Kind.good), ("dont:", .bad), ("don't:", .bad), ("don’t:", .bad)] where lower.hasPrefix(prefix) {
                return (kind, line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces))
            }
            return (nil, line)
        }
    }
}
