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

    static let templateSchema = TemplateSchema(rootType: "do-dont", types: [
        "do-dont": ["panels": .list("panel")],
        "panel": ["kind": .value, "title": .value, "items": .list("item")],
        "item": ["text": .value],
    ])

    func values(argument: String, body: String, context: DirectiveContext) -> [String: Any]? {
        let lines = Self.lines(body)
        let panels: [[String: Any]] = [(Kind.good, "do", "Do"), (.bad, "dont", "Don’t")].compactMap { kind, id, title in
            let items = lines.filter { $0.kind == kind }
            guard !items.isEmpty else { return nil }
            return ["kind": id, "title": title, "items": items.map { ["text": $0.text] }]
        }
        return ["panels": panels]
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
