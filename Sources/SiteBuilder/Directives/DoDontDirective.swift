import Foundation
import StylebookKit

/// ```` ```do-dont ````: a two-column panel of advice. Each line of the body starts with `do:`
/// or `dont:` (`don't:` also works); the panels are headed by words, not colour.
struct DoDontDirective: Directive {
    static let name = "do-dont"

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

    func render(argument: String, body: String, context: DirectiveContext) -> String {
        let lines = Self.lines(body)
        var out = "<div class=\"do-dont\" style=\"display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1rem; margin: 1rem 0\">\n"
        for (kind, title) in [(Kind.good, "Do"), (.bad, "Don’t")] {
            let items = lines.filter { $0.kind == kind }
            guard !items.isEmpty else { continue }
            let style = kind == .good ? "solid" : "dashed"
            out += "<div class=\"do-dont-\(kind == .good ? "do" : "dont")\" style=\"border: 2px \(style); border-radius: 0.5rem; padding: 0.75rem 1rem\">\n"
            out += "<p style=\"margin: 0\"><strong>\(title)</strong></p>\n<ul>\n"
            out += items.map { "<li>\(MarkupText.escape($0.text))</li>\n" }.joined()
            out += "</ul>\n</div>\n"
        }
        return out + "</div>\n"
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
